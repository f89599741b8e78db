import { index, integer, jsonb, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { singleUseTokens } from '../verification/verification.tables';

/**
 * Links between an identity of a provider (its subject) and local users. One identity may link to
 * several users, one per company; a user has at most one identity per provider.
 */
export const ispLinks = pgTable(
  'isp_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address the provider gave when the identity was linked, then at its latest sign-in. */
    email: varchar('email', { length: 254 }),
    /** The latest sign-in through this link; null until the first. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    unique('isp_links_user_per_provider').on(t.provider, t.userId),
    unique('isp_links_company_per_identity').on(t.provider, t.subject, t.companyId),
    index('isp_links_identity_idx').on(t.provider, t.subject),
  ],
);

/**
 * Identities that came back from a provider, kept server-side until they sign in, link or register
 * (decision 024). The browser never holds the identity, only a single-use token that reaches it
 * (decision 033): first the one-time handle for the landing page (redeemable only by the browser that
 * started the flow), then the binding to that browser. `tokenId` is the token that reaches it now;
 * when that token is swept, the identity goes with it.
 */
export const ssoIdentities = pgTable('sso_identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenId: uuid('token_id')
    .notNull()
    .unique()
    .references(() => singleUseTokens.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 8 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  /**
   * Claims and the ID token (kept for the provider's sign-out), plus how the flow started: local
   * mode, the hash of the starting browser's proof and when the identity was proven (decision 024).
   */
  data: jsonb('data').notNull(),
});
