import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * Support plans (decision 036): each gives a ticket its service targets, in business minutes of the
 * business calendar. A premium plan also gives its subscribers the chat and the call-back request.
 */
export const supportPlans = pgTable('support_plans', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  firstResponseMinutes: integer('first_response_minutes').notNull(),
  resolutionMinutes: integer('resolution_minutes').notNull(),
  premium: boolean('premium').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's subscription to a plan, from one day to another (both included, the portal's days: PORTAL_TIME_ZONE).
 * With a user it is that person's (spec §6: a user is a subscriber when a subscription's UserId is
 * theirs); without one it covers the company's tickets but makes nobody a subscriber.
 */
export const supportSubscriptions = pgTable(
  'support_subscriptions',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => supportPlans.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_subscriptions_company_idx').on(t.companyId, t.endsOn),
    index('support_subscriptions_user_idx').on(t.userId, t.endsOn),
  ],
);
