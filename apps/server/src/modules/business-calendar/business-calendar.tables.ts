import { PORTAL_TIME_ZONE } from '@sportello/contracts/common/days';
import { jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CalendarException, Interval, Weekday } from './business-calendar';

/**
 * The vendor's business calendar (decision 036): one row, edited in the back office; the helpdesk's
 * service targets and the chat's opening hours are counted in it.
 */
export const businessCalendar = pgTable('business_calendar', {
  /** Always 1: there is one calendar. */
  id: smallint('id').primaryKey().default(1),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default(PORTAL_TIME_ZONE),
  weekly: jsonb('weekly').$type<Partial<Record<Weekday, Interval[]>>>().notNull(),
  /** `MM-DD`, the local patron saint's day; null: none. */
  patronDay: varchar('patron_day', { length: 5 }),
  exceptions: jsonb('exceptions').$type<(CalendarException & { note?: string })[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
