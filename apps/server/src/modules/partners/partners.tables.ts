import {
  boolean,
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
import { users } from '../users/users.tables';

/**
 * Partner applications (the spec's `vlc` area, such as "vialibera") that call the portal with OAuth
 * 2.0 client credentials (decision 080): who they are, what they may do, how fast and for how long
 * their tokens live.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The OAuth `client_id`: public, unique, given once at creation. */
    clientId: varchar('client_id', { length: 64 }).notNull(),
    /** The OAuth scopes it may ask for (PARTNER_SCOPES). */
    scopes: text('scopes').array().notNull(),
    /** Lifetime of the access tokens it obtains, in seconds. */
    tokenSeconds: integer('token_seconds').notNull(),
    /** Calls a minute it may make, token requests included. */
    ratePerMinute: integer('rate_per_minute').notNull(),
    /** The disclaimers (by code) it must show its user before linking. */
    disclaimerCodes: text('disclaimer_codes').array().notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('partners_client_id_idx').on(t.clientId)],
);

/**
 * A partner's client secrets, as keyed hashes: a rotation adds one and gives the one before an end
 * (the overlap during which both work), so that the partner can switch without a failed call.
 */
export const partnerSecrets = pgTable(
  'partner_secrets',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the secret under the partner-secret key (256 random bits: no slow hash needed). */
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    /** Its last four characters, to tell secrets apart in the back office. */
    hint: varchar('hint', { length: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null while it is the current secret; the end of its overlap once rotated out. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('partner_secrets_partner_idx').on(t.partnerId)],
);

/**
 * Which portal user a partner's user is (the "wrapper" lookup): made only after the portal user
 * proved it with a code mailed to them; the user sees and removes their links in the profile.
 */
export const partnerLinks = pgTable(
  'partner_links',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The partner's own key of its user. */
    partnerUserKey: varchar('partner_user_key', { length: 200 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The lookup by key (one partner's), and each pair once; the index by user lists a user's links.
  (t) => [
    uniqueIndex('partner_links_key_user_idx').on(t.partnerId, t.partnerUserKey, t.userId),
    index('partner_links_user_idx').on(t.userId),
  ],
);

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerSecretRow = typeof partnerSecrets.$inferSelect;
