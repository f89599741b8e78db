// Plain code: the web app uses it without loading any schema (decision 022).

/**
 * The portal's time zone: the vendor's business day, in which every "day" of the portal is counted
 * (the helpdesk's service targets, its "today" and its week, subscriptions' first and last days,
 * migration days, call-back days, the year in a published item's code). One zone for all of them, so
 * that a day means the same everywhere: a subscription that ends today ends on the day the call-back
 * form stops offering, whatever zone the server or the browser runs in. The stored business calendar
 * starts in this zone too (its zone is not edited in the back office).
 */
export const PORTAL_TIME_ZONE = 'Europe/Rome';

/**
 * 24 hours: periods counted in elapsed time (an expiry, a reopen period) and UTC day numbers; a day
 * of the calendar in a time zone may last 23 or 25 hours, so those move with `addDays`.
 */
export const DAY_MS = 86_400_000;

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

/** The calendar day of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): IsoDay {
  // The Canadian English format is the ISO one.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The portal's calendar day of an instant. */
export function portalDay(at: Date): IsoDay {
  return dayIn(PORTAL_TIME_ZONE, at);
}

/** The day `days` calendar days after `day` (before, when negative), whatever the clocks do between. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const utc = new Date(`${day}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** The ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: IsoDay): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}
