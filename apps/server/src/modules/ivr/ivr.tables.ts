import { integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Credentials of the voice-response (IVR) service, one set per portal user who has it: the IVR user
 * id and the PIN as an argon2id hash. Wrong old PINs are counted; three in a row lock PIN changes
 * until `lockedUntil`.
 */
export const ivrCredentials = pgTable('ivr_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ispUserId: varchar('isp_user_id', { length: 64 }).notNull().unique(),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IvrCredentialsRow = typeof ivrCredentials.$inferSelect;
