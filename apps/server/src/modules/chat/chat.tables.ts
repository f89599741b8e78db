import { CHAT_STATES } from '@sportello/contracts/chat/chat.values';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../core/bytea';
import { companies } from '../companies/companies.tables';
import { supportTickets } from '../tickets/tickets.tables';
import { users } from '../users/users.tables';

/**
 * Live chat conversations (decision 037): a customer's user and, once one takes it, an operator.
 * Closing one saves its transcript on a ticket of the customer (`ticketId`).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    state: varchar('state', { length: 16, enum: CHAT_STATES }).notNull().default('waiting'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    operatorId: uuid('operator_id').references(() => users.id),
    ticketId: uuid('ticket_id').references(() => supportTickets.id),
    /** Started under a premium plan: the operators' queue puts it first. */
    premium: boolean('premium').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * What the operator who handed it over wrote for the next one, and who they are (#41): for the
     * staff only, never shown to the customer.
     */
    handoverNote: text('handover_note').notNull().default(''),
    handoverFrom: text('handover_from').notNull().default(''),
  },
  (t) => [
    index('chat_conversations_state_idx').on(t.state),
    index('chat_conversations_customer_idx').on(t.customerId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId),
    // The per-user rate counts a user's recent messages.
    index('chat_messages_author_time_idx').on(t.authorId, t.createdAt),
  ],
);

/** Who may chat (one row): plan codes and products, each empty meaning everyone. */
export const chatSettings = pgTable('chat_settings', {
  id: integer('id').primaryKey().default(1),
  plans: jsonb('plans').$type<string[]>().notNull().default([]),
  products: jsonb('products').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operators on the chat: the last time each one's back-office stream was open. Kept in the database,
 * not in a process, so that every server process sees the same operators online.
 */
export const chatPresence = pgTable('chat_presence', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  /** Away (#41): at the desk, but not to be sent new chats; the chat is not open on their account. */
  away: boolean('away').notNull().default(false),
});

/**
 * Typing notices per person and conversation in the current window (chat.service's TYPING_*). Kept
 * in the database, counted by one statement, so that notices sent at once through any number of
 * server processes all count.
 */
export const chatTyping = pgTable(
  'chat_typing',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    notices: integer('notices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * A file sent in a conversation (one per message), with the tickets' rules of types and size; it
 * goes with its message.
 */
export const chatAttachments = pgTable('chat_attachments', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .unique()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
});
