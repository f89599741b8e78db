import { index, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * The server's own failures (decision 068): one row per 5xx answer the error handler made, written
 * after the answer was sent, at most a few a minute per process. Rows older than the retention
 * (SERVER_ERROR_RETENTION_DAYS) are deleted by the hourly sweep. The caller's user is forgotten,
 * not the failure, when the user is deleted.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The id the answer carried in `x-request-id` (app.ts: the caller's own, or a new UUID). */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    method: varchar('method', { length: 16 }).notNull(),
    /** The route's pattern, or the path without its query when no route matched. */
    route: varchar('route', { length: 256 }).notNull(),
    status: smallint('status').notNull(),
    /** The catalogue key answered (ERROR_GENERIC, ERROR_SERVICE_UNAVAILABLE, …). */
    errorKey: varchar('error_key', { length: 64 }).notNull(),
    errorName: varchar('error_name', { length: 128 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    /** The stack's frames (not its message line), capped: where in the code, for admins only. */
    stack: text('stack').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('server_errors_at_idx').on(t.at), index('server_errors_request_id_idx').on(t.requestId)],
);

export type ServerErrorRow = typeof serverErrors.$inferSelect;
