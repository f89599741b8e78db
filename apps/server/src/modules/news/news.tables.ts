import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communications } from '../communications/communications.tables';
import { users } from '../users/users.tables';

/** Which user opened which news item (the unread marker). */
export const communicationReads = pgTable(
  'communication_reads',
  {
    communicationId: integer('communication_id')
      .notNull()
      .references(() => communications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communicationId, t.userId] })],
);
