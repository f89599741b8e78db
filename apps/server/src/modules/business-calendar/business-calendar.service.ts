import type {
  Calendar,
  CalendarInput,
  CalendarPreview,
  Interval as WireInterval,
} from '@sportello/contracts/backoffice/business-calendar.contract';
import { WEEKDAYS } from '@sportello/contracts/backoffice/business-calendar.values';
import { PORTAL_TIME_ZONE } from '@sportello/contracts/common/days';
import type { z } from 'zod';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import {
  type BusinessCalendar,
  type CalendarException,
  type HolidayName,
  type Interval,
  isOpen,
  italianHolidayList,
  localDateOf,
  nextOpening,
  type WallTime,
  type Weekday,
} from './business-calendar';
import { calendarPermission } from './business-calendar.policy';
import { type CalendarRow, findCalendarRow, saveCalendarRow } from './business-calendar.repository';

/**
 * The stored business calendar (decision 036): read by the helpdesk for its service targets and by
 * the chat for its hours; edited in the back office (resource `calendar`), every change audited.
 */

const RESOURCE = 'calendar';

/** Office hours Monday to Friday, when no calendar was ever stored. */
const OFFICE_DAY: Interval[] = [
  { from: '09:00', to: '13:00' },
  { from: '14:00', to: '18:00' },
];
const DEFAULT_ROW: Omit<CalendarRow, 'updatedAt'> = {
  id: 1,
  timeZone: PORTAL_TIME_ZONE,
  weekly: { 1: OFFICE_DAY, 2: OFFICE_DAY, 3: OFFICE_DAY, 4: OFFICE_DAY, 5: OFFICE_DAY },
  patronDay: null,
  exceptions: [],
};

function toCalendar(row: Omit<CalendarRow, 'updatedAt'>): BusinessCalendar {
  const [month, day] = (row.patronDay ?? '').split('-').map(Number);
  return {
    timeZone: row.timeZone,
    weekly: row.weekly,
    ...(month && day ? { patronDay: { month, day } } : {}),
    exceptions: row.exceptions,
  };
}

/** The calendar the service targets and the chat hours are counted in (no permission: a building block). */
export async function loadBusinessCalendar(ctx: ServiceContext): Promise<BusinessCalendar> {
  return toCalendar((await findCalendarRow(ctx.tx)) ?? DEFAULT_ROW);
}

/**
 * Whether the calendar is open at `at` (the chat's hours); when closed, when it opens next, and the
 * holiday that closes it, unless an exception of the day decided otherwise.
 */
export async function openingAt(
  ctx: ServiceContext,
  at: Date,
): Promise<{ open: boolean; next: Date | undefined; holiday: HolidayName | undefined }> {
  const calendar = await loadBusinessCalendar(ctx);
  if (isOpen(calendar, at)) return { open: true, next: undefined, holiday: undefined };
  const today = localDateOf(at, calendar.timeZone);
  const excepted = calendar.exceptions.some((e) => e.date === today);
  const holiday = excepted
    ? undefined
    : italianHolidayList(Number(today.slice(0, 4)), calendar.patronDay).find((h) => h.date === today)?.name;
  return { open: false, next: nextOpening(calendar, at), holiday };
}

const wireInterval = (i: Interval): WireInterval => ({ From: i.from, To: i.to });
const storedInterval = (i: WireInterval): Interval => ({ from: i.From as WallTime, to: i.To as WallTime });

function toWire(row: Omit<CalendarRow, 'updatedAt'> & { updatedAt?: Date }, now: Date): Calendar {
  const calendar = toCalendar(row);
  const year = Number(localDateOf(now, row.timeZone).slice(0, 4));
  return {
    TimeZone: row.timeZone,
    Weekly: Object.fromEntries(
      WEEKDAYS.map((d) => [d, (row.weekly[Number(d) as Weekday] ?? []).map(wireInterval)]),
    ),
    PatronDay: row.patronDay,
    Exceptions: row.exceptions.map((e) => ({
      Date: e.date,
      Closed: 'closed' in e,
      Intervals: 'intervals' in e ? e.intervals.map(wireInterval) : [],
      Note: e.note ?? '',
    })),
    Holidays: [year, year + 1].flatMap((y) =>
      italianHolidayList(y, calendar.patronDay).map((h) => ({ Date: h.date, Name: h.name })),
    ),
    UpdatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
  };
}

export async function getCalendar(ctx: ServiceContext): Promise<Calendar> {
  await calendarPermission(ctx, 'read');
  return toWire((await findCalendarRow(ctx.tx)) ?? DEFAULT_ROW, ctx.clock.now());
}

export async function saveCalendar(
  ctx: ServiceContext,
  input: z.output<typeof CalendarInput>,
): Promise<Calendar> {
  await calendarPermission(ctx, 'update');
  const values = {
    weekly: Object.fromEntries(
      WEEKDAYS.filter((d) => input.Weekly[d].length > 0).map((d) => [
        Number(d),
        input.Weekly[d].map(storedInterval),
      ]),
    ),
    patronDay: input.PatronDay,
    exceptions: [...input.Exceptions]
      .sort((a, b) => a.Date.localeCompare(b.Date))
      .map((e): CalendarException & { note?: string } =>
        e.Closed
          ? { date: e.Date, closed: true, note: e.Note }
          : { date: e.Date, intervals: e.Intervals.map(storedInterval), note: e.Note },
      ),
  };
  const now = ctx.clock.now();
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    const before = (await findCalendarRow(tx)) ?? DEFAULT_ROW;
    const saved = await saveCalendarRow(tx, values, now);
    const view = (r: typeof before) => ({
      Weekly: r.weekly,
      PatronDay: r.patronDay,
      Exceptions: r.exceptions,
    });
    audit({ resource: RESOURCE, objectId: 1, action: 'update', before: view(before), after: view(saved) });
    return saved;
  });
  return toWire(row, now);
}

/** Open or closed at an instant, the next opening, and why a day is closed (a holiday, an exception). */
export async function previewCalendar(ctx: ServiceContext, at: Date): Promise<CalendarPreview> {
  await calendarPermission(ctx, 'read');
  const row = (await findCalendarRow(ctx.tx)) ?? DEFAULT_ROW;
  const calendar = toCalendar(row);
  const date = localDateOf(at, calendar.timeZone);
  const exception = row.exceptions.find((e) => e.date === date);
  const holiday = italianHolidayList(Number(date.slice(0, 4)), calendar.patronDay).find(
    (h) => h.date === date,
  );
  const next = nextOpening(calendar, at);
  return {
    At: at.toISOString(),
    Open: isOpen(calendar, at),
    NextOpening: next ? next.toISOString() : null,
    Reason: exception ? exception.note || 'exception' : holiday ? `holiday:${holiday.name}` : '',
  };
}
