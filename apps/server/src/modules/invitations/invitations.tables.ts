import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * Invitations to join a company (decision 011). The e-mailed link carries a random token, a
 * single-use token of the invitation (`single_use_tokens`, purpose `invitation`, subject the
 * invitation's id; decision 033): only its keyed MAC is stored, so a database leak gives no usable
 * link. A resend replaces the token (the old link stops working); completing or revoking ends it for
 * good.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    /** A user name proposed by the administrator; the invitee may choose another. */
    userName: varchar('user_name', { length: 100 }),
    /** `Role.Id` (CUSTOMER_ROLE_IDS or VENDOR_ROLE_IDS). */
    roleId: smallint('role_id').notNull(),
    /** `RoleTs.Id` (BACKOFFICE_ROLE_IDS), for the vendor's own company only. */
    roleTsId: smallint('role_ts_id'),
    canModifyExcludedProducts: boolean('can_modify_excluded_products').notNull().default(false),
    canModifyTopics: boolean('can_modify_topics').notNull().default(false),
    excludedProducts: text('excluded_products').array().notNull().default(sql`'{}'`),
    topics: text('topics').array().notNull().default(sql`'{}'`),
    languageId: integer('language_id').notNull().default(1),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The user the invitation created. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_company_idx').on(t.companyId, t.createdAt)],
);

export type InvitationRow = typeof invitations.$inferSelect;
