import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { languages } from '../languages/languages.tables';

/**
 * Messages of the bottom pop-up banner (spec §2, §4). A message is shown while `now` is inside its
 * validity window, to its audience (company type and role, null meaning everyone; products and
 * group codes, empty meaning every company, otherwise the companies with one of them) and in its
 * language (null: every language). The body is plain text; the page keeps its line breaks. The back
 * office writes them (resource `popups`, decision 063).
 */
export const popupMessages = pgTable(
  'popup_messages',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Null: every company type. */
    companyType: integer('company_type'),
    /** Null: every role. */
    role: varchar('role', { length: 20, enum: ['user', 'company_admin', 'operator', 'admin'] }),
    languageId: integer('language_id').references(() => languages.id),
    /** Codes of PRODUCTS; empty: every company, otherwise the companies using one of them. */
    products: text('products').array().notNull().default(sql`'{}'`),
    /** Group codes; empty: every company, otherwise the companies filed under one of them. */
    groupCodes: text('group_codes').array().notNull().default(sql`'{}'`),
    /** Lower first. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('popup_messages_valid_idx').on(t.validFrom, t.validTo)],
);

export type PopupMessageRow = typeof popupMessages.$inferSelect;
