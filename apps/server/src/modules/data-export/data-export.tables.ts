import type { DataExportState } from '@sportello/contracts/users/data-export.values';
import { integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../core/bytea';
import { users } from '../users/users.tables';

/**
 * Users' exports of their own data (decision 065), the latest one each: the ZIP is kept here until it
 * expires, then deleted by the sweep with its row kept as "expired". A user's export goes with the user.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).$type<DataExportState>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    size: integer('size'),
    content: bytea('content'),
  },
  // One export per user: a new one replaces the last, and two requests at once cannot both start one.
  (t) => [uniqueIndex('data_exports_user_idx').on(t.userId)],
);

export type DataExportRow = typeof dataExports.$inferSelect;
