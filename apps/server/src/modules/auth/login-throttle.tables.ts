import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in counters per account (`user:<name>`) and per client address (`ip:<addr>`), with the
 * time until which the key is locked. Kept in the database so every server process shares them.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 160 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
