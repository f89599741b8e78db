/**
 * The business calendar the helpdesk's service targets and the chat's opening hours are counted in:
 * weekly hours (several intervals a day, one may run past midnight), Italy's national holidays computed
 * for each year, a patron saint's day, and dated exceptions (a closure, or other hours on a day) that
 * win over both. Pure functions of instants: the clock and the stored calendar are the callers'.
 *
 * An interval belongs to the day it starts on: Friday 22:00–02:00 is Friday's, and a holiday or an
 * exception on Friday closes it past midnight too. Local times are wall-clock times in the calendar's
 * time zone; a time that does not exist (the hour skipped in March) moves forward by the skipped hour
 * (02:30 is 03:30), a time that exists twice (the hour repeated in October) is its first occurrence.
 */

import { addDays, isoWeekday } from '@sportello/contracts/common/days';

/** A wall-clock time, `HH:MM`; `24:00` ends a day. */
export type WallTime = `${number}:${number}`;

export interface Interval {
  from: WallTime;
  /** Not after `from`: the interval runs past midnight into the next day. */
  to: WallTime;
}

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A local date, `YYYY-MM-DD`. */
export type LocalDate = string;

export type CalendarException =
  | { date: LocalDate; closed: true }
  | { date: LocalDate; intervals: Interval[] };

export interface BusinessCalendar {
  timeZone: string;
  weekly: Partial<Record<Weekday, Interval[]>>;
  /** The local patron saint's day (Milan: 12-07, Rome: 06-29), a holiday like the national ones. */
  patronDay?: { month: number; day: number };
  exceptions: CalendarException[];
}

/** An open period, as instants: [start, end). */
export interface OpenPeriod {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
/** How far ahead an opening is looked for: a calendar closed for more than a year has none. */
const SEARCH_DAYS = 400;

// ─── Holidays ───────────────────────────────────────────────────────────────────────────────────

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** What a holiday is called: the web app's label key (`backoffice.calendar.holiday.<name>`). */
export type HolidayName =
  | 'new_year'
  | 'epiphany'
  | 'easter_monday'
  | 'liberation'
  | 'labour'
  | 'republic'
  | 'assumption'
  | 'st_francis'
  | 'all_saints'
  | 'immaculate'
  | 'christmas'
  | 'st_stephen'
  | 'patron';

/** Italy's national holidays of a year, with the patron saint's day when given, in date order. */
export function italianHolidayList(
  year: number,
  patronDay?: { month: number; day: number },
): { date: LocalDate; name: HolidayName }[] {
  const fixed: [number, number, HolidayName][] = [
    [1, 1, 'new_year'],
    [1, 6, 'epiphany'],
    [4, 25, 'liberation'],
    [5, 1, 'labour'],
    [6, 2, 'republic'],
    [8, 15, 'assumption'],
    [11, 1, 'all_saints'],
    [12, 8, 'immaculate'],
    [12, 25, 'christmas'],
    [12, 26, 'st_stephen'],
  ];
  // San Francesco d'Assisi, a national holiday again from 2026 (law 151 of 2025).
  if (year >= 2026) fixed.push([10, 4, 'st_francis']);
  if (patronDay) fixed.push([patronDay.month, patronDay.day, 'patron']);
  const easter = easterSunday(year);
  const easterMonday = addDays(localDate(year, easter.month, easter.day), 1);
  return [
    ...fixed.map(([month, day, name]) => ({ date: localDate(year, month, day), name })),
    { date: easterMonday, name: 'easter_monday' as const },
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** The dates of `italianHolidayList`. */
export function italianHolidays(year: number, patronDay?: { month: number; day: number }): Set<LocalDate> {
  return new Set(italianHolidayList(year, patronDay).map((h) => h.date));
}

// ─── Opening ────────────────────────────────────────────────────────────────────────────────────

/** Whether the calendar is open at `at`. */
export function isOpen(calendar: BusinessCalendar, at: Date): boolean {
  const today = localDateOf(at, calendar.timeZone);
  return [addDays(today, -1), today].some((date) =>
    periodsOn(calendar, date).some((p) => p.start <= at && at < p.end),
  );
}

/** `at` itself when open, else the next instant the calendar opens; undefined when it never does. */
export function nextOpening(calendar: BusinessCalendar, at: Date): Date | undefined {
  for (const period of periodsFrom(calendar, at)) return period.start < at ? at : period.start;
  return undefined;
}

/**
 * The instant `minutes` business minutes after `start` (a service target's due time): only open time
 * counts. Undefined when the calendar does not open enough within the search window.
 */
export function addBusinessMinutes(
  calendar: BusinessCalendar,
  start: Date,
  minutes: number,
): Date | undefined {
  let left = minutes * MINUTE_MS;
  if (left <= 0) return nextOpening(calendar, start);
  for (const period of periodsFrom(calendar, start)) {
    const from = period.start < start ? start : period.start;
    const available = period.end.getTime() - from.getTime();
    if (left <= available) return new Date(from.getTime() + left);
    left -= available;
  }
  return undefined;
}

/** The business minutes between two instants (a first response's time, counted as the target is). */
export function businessMinutesBetween(calendar: BusinessCalendar, start: Date, end: Date): number {
  let total = 0;
  for (const period of periodsFrom(calendar, start)) {
    if (period.start >= end) break;
    const from = period.start < start ? start : period.start;
    const to = period.end > end ? end : period.end;
    total += to.getTime() - from.getTime();
  }
  return Math.floor(total / MINUTE_MS);
}

/** The open periods that end after `at`, in order, for the search window. */
function* periodsFrom(calendar: BusinessCalendar, at: Date): Generator<OpenPeriod> {
  const first = addDays(localDateOf(at, calendar.timeZone), -1);
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    for (const period of periodsOn(calendar, addDays(first, offset))) if (period.end > at) yield period;
  }
}

/** The periods that start on a local date: its exception's, else none on a holiday, else the week's. */
export function periodsOn(calendar: BusinessCalendar, date: LocalDate): OpenPeriod[] {
  const exception = calendar.exceptions.find((e) => e.date === date);
  const intervals = exception
    ? 'closed' in exception
      ? []
      : exception.intervals
    : italianHolidays(Number(date.slice(0, 4)), calendar.patronDay).has(date)
      ? []
      : (calendar.weekly[isoWeekday(date)] ?? []);
  return intervals
    .map(({ from, to }) => {
      const start = instantAt(date, from, calendar.timeZone);
      const endDate = minutesOf(to) <= minutesOf(from) ? addDays(date, 1) : date;
      return { start, end: instantAt(endDate, to, calendar.timeZone) };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

// ─── Local dates and times ──────────────────────────────────────────────────────────────────────

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const localDate = (year: number, month: number, day: number): LocalDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function minutesOf(time: WallTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    wallMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The local date of an instant in the time zone. */
export function localDateOf(at: Date, timeZone: string): LocalDate {
  return partsOf(at, timeZone).date;
}

/**
 * The instant of a wall-clock time on a local date. The zone's offset is read at a first guess and
 * read again at the result: they differ only around a change of offset. A time skipped in March moves
 * forward by the gap; a time repeated in October is its first occurrence.
 */
export function instantAt(date: LocalDate, time: WallTime, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutesOf(time) * MINUTE_MS;
  const offsetAt = (instant: number) => partsOf(new Date(instant), timeZone).wallMs - instant;
  const before = offsetAt(wall - offsetAt(wall));
  const after = offsetAt(wall - offsetAt(wall - 3 * 3_600_000));
  // Two offsets around the wall time: the earlier reading is the first occurrence (a repeated hour);
  // a wall time neither offset maps back to is in a gap, and moves forward by the gap.
  const candidates = [wall - Math.max(before, after), wall - Math.min(before, after)];
  for (const instant of candidates) if (offsetAt(instant) === wall - instant) return new Date(instant);
  return new Date(wall - Math.min(before, after));
}
