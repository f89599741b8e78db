import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * The sign-in log (decision 060), append-only: every sign-in, refusal, lockout and sign-out, written
 * where the sign-in flows decide, one insert each. The user when known (a user name nobody has is
 * kept as typed, with no user); a user's events go with the user. Events older than the retention
 * (SIGN_IN_LOG_RETENTION_DAYS) are deleted by a periodic sweep.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `SignInKind`: success, failure, lockout, sign-out. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** `SignInMethod`: password, sso, enrolment. */
    method: varchar('method', { length: 16 }).notNull(),
    /** `SignInReason` of a refusal or lockout; null otherwise. */
    reason: varchar('reason', { length: 32 }),
    userName: varchar('user_name', { length: 254 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 512 }).notNull(),
  },
  (t) => [
    index('sign_in_events_user_idx').on(t.userId, t.at),
    // The throttle's refusals name no user (none was read): a user's log finds them by user name.
    index('sign_in_events_user_name_idx').on(sql`lower(${t.userName})`),
    index('sign_in_events_at_idx').on(t.at),
  ],
);

export type SignInEventRow = typeof signInEvents.$inferSelect;
