import type { ConsentSource, DisclaimerKind } from '@sportello/contracts/backoffice/disclaimers.values';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * Disclaimers users answer, per company type (null: every non-zero type), with the texts of their
 * current version (decision 059): a new version needs a new answer. Never deleted: their consents
 * refer to them; an inactive one is no longer asked.
 */
export const disclaimers = pgTable('disclaimers', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  version: integer('version').notNull().default(1),
  companyType: integer('company_type'),
  kind: varchar('kind', { length: 20 }).$type<DisclaimerKind>().notNull().default('terms'),
  mandatory: boolean('mandatory').notNull().default(true),
  active: boolean('active').notNull().default(true),
  titleIt: text('title_it').notNull(),
  titleEn: text('title_en').notNull(),
  textIt: text('text_it').notNull(),
  textEn: text('text_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The full login of whoever published the current version (`system` for the reference texts). */
  updatedBy: varchar('updated_by', { length: 320 }).notNull().default('system'),
});

/** Every version published, with the texts users answered: what a consent record refers to. */
export const disclaimerVersions = pgTable(
  'disclaimer_versions',
  {
    disclaimerId: integer('disclaimer_id')
      .notNull()
      .references(() => disclaimers.id),
    version: integer('version').notNull(),
    mandatory: boolean('mandatory').notNull(),
    titleIt: text('title_it').notNull(),
    titleEn: text('title_en').notNull(),
    textIt: text('text_it').notNull(),
    textEn: text('text_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: varchar('published_by', { length: 320 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.disclaimerId, t.version] })],
);

/**
 * Consent records (decision 059): who answered which version of which disclaimer, accepted or
 * refused, when and from which address. Evidence: the app only appends (a withdrawal is a new
 * record), and the database refuses to change or delete a row (migration 0028's trigger).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The user's company when they answered, for the company's register. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The user name when they answered. */
    userName: varchar('user_name', { length: 320 }).notNull(),
    disclaimerId: integer('disclaimer_id').notNull(),
    version: integer('version').notNull(),
    accepted: boolean('accepted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    source: varchar('source', { length: 20 }).$type<ConsentSource>().notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.disclaimerId, t.version],
      foreignColumns: [disclaimerVersions.disclaimerId, disclaimerVersions.version],
    }),
    index('consent_records_user_idx').on(t.userId, t.disclaimerId),
    index('consent_records_company_idx').on(t.companyId, t.at),
  ],
);

export type DisclaimerRow = typeof disclaimers.$inferSelect;
export type ConsentRow = typeof consentRecords.$inferSelect;
