import type { ActivityKind, ActivityOutcome } from '@sportello/contracts/backoffice/crm.values';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * What an operator records on a company's timeline (decision 083): a call, a mail, a visit or a
 * note, with its outcome and a next action (what, by when, by whom) until it is done.
 */
export const crmActivities = pgTable(
  'crm_activities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<ActivityKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    outcome: varchar('outcome', { length: 16 }).$type<ActivityOutcome>().notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Who recorded it; their name stays when their account goes. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    nextAction: text('next_action').notNull().default(''),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    nextOwnerId: uuid('next_owner_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_activities_company_idx').on(t.companyId, t.occurredAt),
    index('crm_activities_due_idx')
      .on(t.nextOwnerId, t.nextDueAt)
      .where(sql`${t.doneAt} is null and ${t.nextAction} <> ''`),
  ],
);

export type ActivityRow = typeof crmActivities.$inferSelect;
