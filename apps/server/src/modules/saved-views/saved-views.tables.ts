import { pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A back-office person's own views of a list (#41): a name and the list's address search. Personal
 * settings, like the language: not audited, gone with the account.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: varchar('list', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    search: text('search').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list, t.name] })],
);
