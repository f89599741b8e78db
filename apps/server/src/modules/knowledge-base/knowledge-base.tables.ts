import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Knowledge-base categories; names in Italian and English. */
export const kbCategories = pgTable('kb_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  nameIt: text('name_it').notNull(),
  nameEn: text('name_en').notNull(),
  position: smallint('position').notNull().default(0),
});

/**
 * Knowledge-base articles, one row per language. Markdown is the source; `bodyHtml` is its sanitized
 * rendering, made when the article is written. `search` is kept by the database with the text-search
 * configuration of the article's language.
 */
export const kbArticles = pgTable(
  'kb_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => kbCategories.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 96 }).notNull(),
    language: varchar('language', { length: 2, enum: ['it', 'en'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`CASE WHEN language = 'it' THEN setweight(to_tsvector('italian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce(summary, '') || ' ' || coalesce(body_markdown, '')), 'B') ELSE setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '') || ' ' || coalesce(body_markdown, '')), 'B') END`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_articles_slug_language_idx').on(t.slug, t.language),
    index('kb_articles_search_idx').using('gin', t.search),
  ],
);
