import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Languages the portal speaks; ids are the spec's (1 = Italian, the default; 2 = English). */
export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  name: text('name').notNull(),
  dateFormat: text('date_format').notNull(),
  dateTimeFormat: text('date_time_format').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type LanguageRow = typeof languages.$inferSelect;
