import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';

/**
 * Tags the vendor puts on companies (to find them, and to address communications to them) and
 * which company has which. A name is unique regardless of case.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `#rrggbb`, or none (the badge's neutral colour). */
    colour: varchar('colour', { length: 7 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const companyTags = pgTable(
  'company_tags',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  // The primary key finds a company's tags; the index a tag's companies (the filter, the counts).
  (t) => [
    primaryKey({ columns: [t.companyId, t.tagId] }),
    index('company_tags_tag_idx').on(t.tagId, t.companyId),
  ],
);

export type TagRow = typeof tags.$inferSelect;
