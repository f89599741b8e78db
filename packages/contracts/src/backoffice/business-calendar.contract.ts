import { z } from 'zod';
import { wireDate, wireInstant } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { BUSINESS_CALENDAR_ROUTES } from './business-calendar.routes';
import {
  MAX_EXCEPTIONS,
  MAX_INTERVALS_A_DAY,
  overlappingInterval,
  PATRON_DAY_PATTERN,
  WALL_TIME_PATTERN,
  WEEKDAYS,
} from './business-calendar.values';

/**
 * The vendor's business calendar (decision 036): weekly hours, Italy's national holidays (computed
 * each year, Easter Monday included), a patron saint's day and dated exceptions. The helpdesk's
 * service targets and the chat's opening hours are counted in it.
 */

const wallTime = z
  .string()
  .regex(WALL_TIME_PATTERN, 'ERROR_CALENDAR_TIME')
  .meta({ description: '`HH:MM`, 24-hour; `24:00` ends a day' });

/** An open interval; `To` not after `From` runs past midnight into the next day. */
export const Interval = z
  .object({ From: wallTime, To: wallTime })
  .refine((i) => i.From !== i.To, { message: 'ERROR_CALENDAR_INTERVAL', path: ['To'] });
export type Interval = z.infer<typeof Interval>;

const dayIntervals = z
  .array(Interval)
  .max(MAX_INTERVALS_A_DAY, 'ERROR_CALENDAR_INTERVAL')
  .superRefine((day, ctx) => {
    const at = overlappingInterval(day);
    if (at >= 0) ctx.addIssue({ code: 'custom', path: [at, 'From'], message: 'ERROR_CALENDAR_OVERLAP' });
  });

export const CalendarException = z
  .object({
    Date: wireDate,
    /** Closed all day; otherwise open only in `Intervals`. */
    Closed: z.boolean(),
    Intervals: dayIntervals.default([]),
    Note: z.string().trim().max(200, 'ERROR_FIELD_TOO_LONG').default(''),
  })
  .refine((e) => e.Closed || e.Intervals.length > 0, {
    message: 'ERROR_CALENDAR_INTERVAL',
    path: ['Intervals'],
  });
export type CalendarException = z.input<typeof CalendarException>;

const Weekly = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayIntervals.default([])])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodDefault<typeof dayIntervals>
  >,
);

/** What the back office saves. */
export const CalendarInput = z
  .object({
    Weekly,
    /** `MM-DD`: the local patron saint's day (Milan 12-07, Rome 06-29); null: none. */
    PatronDay: z.string().regex(PATRON_DAY_PATTERN, 'ERROR_CALENDAR_PATRON_DAY').nullable().default(null),
    Exceptions: z.array(CalendarException).max(MAX_EXCEPTIONS, 'ERROR_FIELD_TOO_LONG').default([]),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.Exceptions.forEach((e, i) => {
      if (seen.has(e.Date))
        ctx.addIssue({
          code: 'custom',
          path: ['Exceptions', i, 'Date'],
          message: 'ERROR_CALENDAR_DUPLICATE',
        });
      seen.add(e.Date);
    });
  });
export type CalendarInput = z.input<typeof CalendarInput>;

export const Holiday = z.object({ Date: z.string(), Name: z.string() });

export const Calendar = z
  .object({
    TimeZone: z.string(),
    Weekly: z.record(z.string(), z.array(Interval)),
    PatronDay: z.string().nullable(),
    Exceptions: z.array(
      z.object({ Date: z.string(), Closed: z.boolean(), Intervals: z.array(Interval), Note: z.string() }),
    ),
    /** This year's and next year's holidays, national and patron, as the calendar counts them. */
    Holidays: z.array(Holiday),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Calendar' });
export type Calendar = z.infer<typeof Calendar>;

export const getCalendar = defineRoute({
  ...BUSINESS_CALENDAR_ROUTES.getCalendar,
  summary: 'Back office: the business calendar, with the holidays it counts',
  response: Calendar,
});

export const saveCalendar = defineRoute({
  ...BUSINESS_CALENDAR_ROUTES.saveCalendar,
  summary: 'Back office: save the weekly hours, patron day and exceptions (audited)',
  body: CalendarInput,
  response: Calendar,
});

const PREVIEW_LATEST = Date.UTC(9000, 0, 1);

export const CalendarPreview = z
  .object({
    At: z.string(),
    Open: z.boolean(),
    /** `At` when open; otherwise the next opening, null when none within a year. */
    NextOpening: z.string().nullable(),
    /** The holiday or exception note of that day, if any. */
    Reason: z.string(),
  })
  .meta({ id: 'CalendarPreview' });
export type CalendarPreview = z.infer<typeof CalendarPreview>;

export const previewCalendar = defineRoute({
  ...BUSINESS_CALENDAR_ROUTES.previewCalendar,
  summary: 'Back office: open or closed at a date-time, and the next opening',
  // Before year 9000: the next opening is looked for up to a year ahead.
  querystring: z.object({
    at: wireInstant.refine((v) => Date.parse(v) < PREVIEW_LATEST, 'ERROR_DATE_INVALID'),
  }),
  response: CalendarPreview,
});
