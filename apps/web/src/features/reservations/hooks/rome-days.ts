import { addDays, type IsoDay, portalDay } from '@sportello/contracts/common/days';

/**
 * Days and times of reservations are Europe/Rome's, wherever the browser is (the vendor's calendar,
 * its slots and its mails are, `RESERVATIONS_TIME_ZONE` being the portal's zone): a customer abroad
 * still books "Tuesday 9:30" as the operator reads it. Days are `YYYY-MM-DD` strings (the wire's
 * `From`/`To` and Mantine's dates), never `Date`s, so that no local time zone slips in.
 */

/** The day of Europe/Rome an instant falls on. */
export const romeDay = (instant: string): IsoDay => portalDay(new Date(instant));

export const todayInRome = (): IsoDay => portalDay(new Date());

export const monthOf = (day: IsoDay): IsoDay => `${day.slice(0, 7)}-01`;

/** The first day of the next month, minus one: the month's last day. */
const lastDayOf = (month: IsoDay): IsoDay => addDays(monthOf(addDays(monthOf(month), 31)), -1);

/** The fewest days one call of free slots asks for: a month's end still shows two weeks. */
const MIN_RANGE_DAYS = 14;

/**
 * The days whose free slots a calendar showing `month` asks for: the month from today on, and at
 * least two weeks (into the next month near its end), so one call covers 14 to 31 days.
 */
export function slotRangeOf(month: IsoDay, today: IsoDay): { from: IsoDay; to: IsoDay } {
  const from = month > today ? monthOf(month) : today;
  const monthEnd = lastDayOf(month);
  const twoWeeks = addDays(from, MIN_RANGE_DAYS - 1);
  return { from, to: monthEnd > twoWeeks ? monthEnd : twoWeeks };
}

/** The noon of a day in UTC: on that same day in Rome (UTC+1 or +2), for formatting a day alone. */
export const noonOf = (day: IsoDay): string => `${day}T12:00:00.000Z`;

/** A day as the portal writes it, DD/MM/YYYY (a `Date` would read `YYYY-MM-DD` as UTC midnight). */
export const dayText = (day: IsoDay): string => day.split('-').reverse().join('/');
