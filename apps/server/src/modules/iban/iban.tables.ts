import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * A company's IBAN for direct debit with the SEPA mandate accepted for it (decision 085): the
 * consent's evidence (the text's version, when, who, from where) kept as given. A new IBAN
 * supersedes the current one, which stays as history; one current row per company.
 */
export const companyIbans = pgTable(
  'company_ibans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Electronic form: capitals, no spaces (`checkIban`'s value). */
    iban: varchar('iban', { length: 34 }).notNull(),
    holderName: text('holder_name').notNull(),
    holderAddress: text('holder_address').notNull(),
    /** The mandate's unique reference (SEPA: at most 35 characters), quoted on every debit. */
    mandateReference: varchar('mandate_reference', { length: 35 }).notNull().unique(),
    mandateVersion: varchar('mandate_version', { length: 20 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** Null once the signer's account is deleted; their name stays in `signerName`. */
    signerId: uuid('signer_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    /** The network address the acceptance came from, and the browser's description of itself. */
    signerIp: varchar('signer_ip', { length: 45 }).notNull(),
    signerAgent: text('signer_agent').notNull().default(''),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_ibans_current_idx').on(t.companyId).where(sql`${t.supersededAt} is null`),
    index('company_ibans_company_idx').on(t.companyId, t.acceptedAt),
  ],
);

export type IbanRow = typeof companyIbans.$inferSelect;
