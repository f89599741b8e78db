// Plain data of business-calendar.contract.ts: the web app uses it without loading the schemas (decision 022).

/** ISO weekdays as the calendar's keys: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/** At most this many open intervals a day (morning, afternoon, evening…). */
export const MAX_INTERVALS_A_DAY = 4;
/** Dated exceptions kept at once (closures, other hours): a few years of them. */
export const MAX_EXCEPTIONS = 200;
