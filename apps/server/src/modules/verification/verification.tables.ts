import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every single-use secret the portal hands out (decision 033), whatever it is for: e-mailed codes
 * (password reset, e-mail verification, secure codes), invitation links, the single-sign-on handle
 * and binding, and the uses of stateless tokens that must work once (captcha challenges,
 * knowledge-base tokens). Only a keyed MAC of the secret is kept. A row is live while it is not
 * consumed, not expired and has wrong tries left; expired rows are swept, for every purpose at once.
 */
export const singleUseTokens = pgTable(
  'single_use_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    /** Whom or what the token is for (a user id, a VAT code, an invitation id), when that is known. */
    subject: varchar('subject', { length: 254 }),
    /**
     * HMAC-SHA-256 of the secret's SHA-256 under the purpose's own key, hex. Rows moved from an older
     * table carry `sha256:<hex>` until the start-up re-keys them (`rekeyMigratedTokens`).
     */
    secretHash: varchar('secret_hash', { length: 71 }).notNull(),
    /** Wrong tries so far; at `maxAttempts` the token is dead, even for the right secret. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('single_use_tokens_secret_idx').on(t.purpose, t.secretHash),
    index('single_use_tokens_subject_idx').on(t.purpose, t.subject),
    index('single_use_tokens_expires_idx').on(t.expiresAt),
  ],
);

export type SingleUseTokenRow = typeof singleUseTokens.$inferSelect;
