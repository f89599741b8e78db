import type { CommunicationDetails } from '@sportello/contracts/news/news.contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';

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
    /**
     * When an SMS/e-mail communication (type 18) was sent to those it addresses: set in the
     * transaction that queues its messages, so that it goes once, however often it is saved again.
     */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('communications_type_idx').on(t.type), index('communications_updated_idx').on(t.updatedAt)],
);

export type CommunicationRow = typeof communications.$inferSelect;

/**
 * The message each person got of an SMS/e-mail communication, by channel: the primary key makes it
 * one each; the outbox message it names carries its state (pending, sent, failed).
 */
export const communicationDeliveries = pgTable(
  'communication_deliveries',
  {
    communicationId: integer('communication_id')
      .notNull()
      .references(() => communications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 5, enum: ['email', 'sms'] }).notNull(),
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.communicationId, t.userId, t.channel] })],
);
