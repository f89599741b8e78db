import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Mail templates (decision 062): campaigns' and the edited texts of the portal's own mails. A
 * service mail has at most one (the unique index); without it, its default (in code) is sent.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `campaign`, or the service mail it replaces (`invitation`, `password-reset`…). */
    kind: varchar('kind', { length: 40 }).notNull(),
    subjectIt: text('subject_it').notNull(),
    htmlIt: text('html_it').notNull(),
    textIt: text('text_it').notNull(),
    /** Empty: no English variant. */
    subjectEn: text('subject_en').notNull().default(''),
    htmlEn: text('html_en').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The user name of whoever saved it last. */
    updatedBy: text('updated_by').notNull(),
  },
  // One template per portal mail; campaigns and ready replies are as many as written.
  (t) => [
    uniqueIndex('mail_templates_service_kind_idx')
      .on(t.kind)
      .where(sql`${t.kind} not in ('campaign', 'reply')`),
  ],
);

export type MailTemplateRow = typeof mailTemplates.$inferSelect;
