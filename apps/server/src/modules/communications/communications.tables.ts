import type { CommunicationDetails } from '@sportello/contracts/news/news.contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Communications and news (spec §3): one table for every type; type-specific fields in `details`.
 * Audience filters are code lists (empty = everyone) and one optional user role.
 */
export const communications = pgTable(
  'communications',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    /** The English version (decision 047): empty strings when there is none. */
    titleEn: text('title_en').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    /** Sanitised HTML. */
    bodyEn: text('body_en').notNull().default(''),
    status: varchar('status', { length: 12, enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    publishTo: timestamp('publish_to', { withTimezone: true }),
    isPopup: boolean('is_popup').notNull().default(false),
    canManage: boolean('can_manage').notNull().default(true),
    manageByCompany: boolean('manage_by_company').notNull().default(false),
    /**
     * The full login of the creator, and of the last one who changed it: authorship compares whole
     * logins (decision 017); the pages show the operator name, the part before the '@'.
     */
    author: varchar('author', { length: 100 }).notNull(),
    authorCompanyCode: varchar('author_company_code', { length: 16 }).notNull(),
    userLastUpdate: varchar('user_last_update', { length: 100 }),
    productFilters: text('product_filters').array().notNull().default([]),
    companyTypeFilters: text('company_type_filters').array().notNull().default([]),
    groupCodeFilters: text('group_code_filters').array().notNull().default([]),
    /** Ids of tags (modules/tags): the companies with one of them. A deleted tag is refused while named here. */
    tagFilters: integer('tag_filters').array().notNull().default([]),
    userRoleFilter: varchar('user_role_filter', { length: 20, enum: ['user', 'company_admin'] }),
    /** The type's own fields (DETAIL_FIELDS of the contract), validated when saved. */
    details: jsonb('details').$type<CommunicationDetails>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('communications_type_idx').on(t.type), index('communications_updated_idx').on(t.updatedAt)],
);

export type CommunicationRow = typeof communications.$inferSelect;
