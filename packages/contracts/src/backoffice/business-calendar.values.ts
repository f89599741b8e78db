// Plain data of business-calendar.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** ISO weekdays as the calendar's keys: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/** At most this many open intervals a day (morning, afternoon, evening…). */
export const MAX_INTERVALS_A_DAY = 4;
/** Dated exceptions kept at once (closures, other hours): a few years of them. */
export const MAX_EXCEPTIONS = 200;

/** A wall-clock time, `HH:MM` 24-hour; `24:00` ends a day. */
export const WALL_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** A patron saint's day, `MM-DD` (Milan 12-07, Rome 06-29). */
export const PATRON_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether an interval ends on the next day: `To` not after `From` runs past midnight (22:00–02:00). */
export const endsNextDay = (interval: { From: string; To: string }): boolean =>
  minutes(interval.To) <= minutes(interval.From);

/**
 * The place of the first interval of a day that overlaps one before it, or -1. Each interval counts
 * from its start to its end, on the next day when it runs past midnight; ill-formed times are the
 * time rule's to report.
 */
export function overlappingInterval(day: readonly { From: string; To: string }[]): number {
  const spans = day.map((interval) => {
    const from = minutes(interval.From);
    return { from, to: minutes(interval.To) + (endsNextDay(interval) ? 24 * 60 : 0) };
  });
  return spans.findIndex((span, i) =>
    spans.slice(0, i).some((earlier) => span.from < earlier.to && earlier.from < span.to),
  );
}

/**
 * The business calendar (decision 036): the whole back office reads it (an operator tells a customer
 * when support opens); changing it is the admins'. Who may chat, and when, is the calendar's.
 */
export const CALENDAR_ACCESS = defineResourceAccess('calendar', {
  viewer: { read: 'all' },
  operator: { read: 'all' },
  admin: { read: 'all', update: 'all' },
});
