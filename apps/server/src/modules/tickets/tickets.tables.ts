import { TICKET_PRIORITIES } from '@sportello/contracts/backoffice/helpdesk.values';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../core/bytea';
import { companies } from '../companies/companies.tables';
import { supportPlans } from '../support-plans/support-plans.tables';
import { tags } from '../tags/tags.tables';
import { users } from '../users/users.tables';

/** Kinds of support item (spec §2 Support area): tickets, analyses (`an`), reports (`ri`), and others. */
export const ITEM_TYPES = ['ticket', 'an', 'ri', 'other'] as const;
/**
 * Open → in progress (support answered or took it) → waiting for the customer → resolved → closed
 * (decision 036). A customer's reply brings a waiting ticket back; a resolved one may be reopened by
 * its customer for a configured period, after which it closes.
 */
export const TICKET_STATES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const;

/**
 * A ticket's next target due: the first answer's until support answered, then the resolution's. The
 * helpdesk sorts and filters by it (helpdesk.repository.ts), and its indexes below are on this very
 * expression, so that the two never differ.
 */
export const ticketNextDue = (t: {
  firstRespondedAt: AnyPgColumn;
  firstResponseDueAt: AnyPgColumn;
  resolutionDueAt: AnyPgColumn;
}) =>
  sql<Date | null>`CASE WHEN ${t.firstRespondedAt} IS NULL THEN least(${t.firstResponseDueAt}, ${t.resolutionDueAt}) ELSE ${t.resolutionDueAt} END`;

/**
 * The support area's items: tickets opened by signed-in users, support requests from the public
 * retrieve-info pages (no account needed, so no company), and the analyses and reports the vendor's
 * support publishes for a company.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-friendly, shown to the requester: SR-<number>. */
    number: serial('number').notNull().unique(),
    /** Where the item came from: the support area (`portal`) or one of the public request forms. */
    kind: varchar('kind', {
      length: 24,
      enum: ['portal', 'support_request', 'data_request', 'wrc_join', 'chat', 'callback'],
    })
      .notNull()
      .default('portal'),
    itemType: varchar('item_type', { length: 8, enum: ITEM_TYPES }).notNull().default('ticket'),
    /** The vendor's own code of an `an` / `ri` item (spec §3 "an/ri items: Code"). */
    code: varchar('code', { length: 32 }),
    /** The line under an `an` / `ri` item's title in its detail modal (spec §2); null: none was given. */
    subtitle: text('subtitle'),
    /** The retrieve-info page's mode (ask user name, no user name, unable to create ticket, other request). */
    mode: smallint('mode').notNull().default(0),
    state: varchar('state', { length: 16, enum: TICKET_STATES }).notNull().default('open'),
    /** How pressing it is, as its operators judge it (#41). */
    priority: varchar('priority', { length: 8, enum: TICKET_PRIORITIES }).notNull().default('normal'),
    subject: text('subject').notNull().default(''),
    product: varchar('product', { length: 80 }).notNull().default(''),
    companyId: integer('company_id').references(() => companies.id),
    /** The company parent (VAT number) that was active when the item was opened; null: company-wide. */
    parentCode: varchar('parent_code', { length: 16 }),
    /** The author; null for public requests. */
    userId: uuid('user_id').references(() => users.id),
    /** The vendor's operator who handles the item; null while nobody has taken it. */
    handlerId: uuid('handler_id').references(() => users.id),
    requesterEmail: varchar('requester_email', { length: 254 }).notNull(),
    requesterName: text('requester_name').notNull().default(''),
    requesterPhone: varchar('requester_phone', { length: 32 }).notNull().default(''),
    vatCode: varchar('vat_code', { length: 16 }).notNull().default(''),
    /** The opening message as the requester wrote it (also the first entry of the messages). */
    message: text('message').notNull().default(''),
    /** The support plan whose targets the ticket was given when it was opened (decision 036). */
    planId: integer('plan_id').references(() => supportPlans.id),
    /** Opened by a subscriber (spec §6): the queue puts it first. */
    premium: boolean('premium').notNull().default(false),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    /** Support's first answer to the customer (an internal note is not one). */
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    /** When it was last resolved; the customer may reopen it for a configured period from then. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * Since when it waits for the customer: the service targets stop meanwhile, and their due times
     * move on by the business time waited when it comes back (decision 036).
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the customer last had something new to see: a message they read, a change of state or of
     * handler. An internal note never moves it, so a customer cannot tell that staff wrote one.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The helpdesk's last activity on the item: every change, internal notes included. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_company_idx').on(t.companyId, t.updatedAt),
    index('support_tickets_user_idx').on(t.userId),
    index('support_tickets_queue_idx').on(t.state, t.activityAt),
    index('support_tickets_handler_idx').on(t.handlerId, t.state),
    // The helpdesk at a large vendor's size (a million tickets, docs/performance.md "At a large
    // vendor's size"): the queue sorted by due time reads its first page in this order — premium
    // first, the next target due, the number — among the unfinished tickets (the page's default
    // states, a few per cent of all) and among all of them; sorted by last activity among the
    // unfinished. The unfinished one also holds, after the number (which is unique, so they never
    // change the order), every column the views, filters and counts test: the queue's total, the
    // menu's and the dashboard's counts are read from it alone (an index-only scan), not from the
    // tickets' rows scattered over the table. The dashboard's week of first answers and the sort by
    // creation read by creation time.
    index('support_tickets_unfinished_due_idx')
      .on(
        sql`${t.premium} DESC`,
        sql`(${ticketNextDue(t)}) ASC NULLS LAST`,
        sql`${t.number} ASC`,
        t.state,
        t.handlerId,
        t.firstRespondedAt,
        t.firstResponseDueAt,
        t.resolutionDueAt,
        t.waitingSince,
        t.product,
        t.priority,
        t.itemType,
        t.companyId,
      )
      .where(sql`${t.state} IN ('open', 'in_progress', 'waiting')`),
    index('support_tickets_due_idx').on(
      sql`${t.premium} DESC`,
      sql`(${ticketNextDue(t)}) ASC NULLS LAST`,
      sql`${t.number} ASC`,
    ),
    index('support_tickets_unfinished_activity_idx')
      .on(sql`${t.activityAt} DESC`, sql`${t.number} DESC`)
      .where(sql`${t.state} IN ('open', 'in_progress', 'waiting')`),
    index('support_tickets_created_idx').on(t.createdAt, t.number),
    // A customer quotes the code: two items never share one (null for tickets).
    uniqueIndex('support_tickets_code_idx').on(t.code),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id),
    authorName: text('author_name').notNull().default(''),
    /** Written by the vendor's support rather than by the customer. */
    fromSupport: boolean('from_support').notNull().default(false),
    /** An operators' note: never shown to the customer, never mailed. */
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    /**
     * The bytes of a file stored before the file store (decision 084); a newer one's are in the
     * store under `storageKey`. Exactly one of the two is set.
     */
    content: bytea('content'),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_ticket_attachments_ticket_idx').on(t.ticketId),
    check('support_ticket_attachments_bytes', sql`(${t.content} is null) <> (${t.storageKey} is null)`),
  ],
);

/**
 * The vendor's tags on a ticket (#41, decision 079): the tags module's vocabulary, these links the
 * tickets module's own. A link goes with its ticket or its tag.
 */
export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  // The primary key finds a ticket's tags; the index a tag's tickets (the queue's filter, a merge).
  (t) => [
    primaryKey({ columns: [t.ticketId, t.tagId] }),
    index('ticket_tags_tag_idx').on(t.tagId, t.ticketId),
  ],
);

export const ticketCode = (number: number) => `SR-${String(number).padStart(6, '0')}`;

/**
 * An operator's signature under their replies to tickets (#41), which the composer adds when asked;
 * written by the operator themselves.
 */
export const operatorSignatures = pgTable('operator_signatures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  signature: text('signature').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
