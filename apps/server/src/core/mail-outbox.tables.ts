import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { CalendarPart } from './mailer';

/**
 * The transactional outbox: a message is written in the same transaction as the change that causes
 * it, and a worker sends it afterwards with retries, by mail or as a text message (one model for both
 * channels). `sending` rows carry a lease: if a process dies
 * mid-send, the lease runs out and another process picks the message up again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is for (`MailPurpose`): the per-recipient limits count by it. */
    purpose: varchar('purpose', { length: 48 }).notNull(),
    /** Mail, or a text message (core/sms.ts) whose `toAddress` is a phone number and `text` the message. */
    channel: varchar('channel', { length: 5, enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Headers of its own (a campaign's List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A calendar file it carries (an appointment's, RFC 5545): sent as text/calendar with its method. */
    calendar: jsonb('calendar').$type<CalendarPart>(),
    status: varchar('status', { length: 8, enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Refused for good by the recipient's server (an SMTP 5xx answer): failed at once, never retried. */
    bounced: boolean('bounced').notNull().default(false),
    /**
     * The Message-ID: set when queued for a campaign's mail (so that a mail sent again after a crash
     * is the same message to the receiving mailbox), otherwise the one the transport gave it.
     */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(t.purpose, sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
