import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges already used, kept until they would have expired anyway: a solved challenge
 * works once. Expired rows are removed as new ones arrive.
 */
export const captchaConsumed = pgTable('captcha_consumed', {
  challengeId: varchar('challenge_id', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
