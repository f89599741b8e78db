import { DAY_MS } from '../common/days';
import { fail, pass, type RuleResult } from './rule-result';

/**
 * Date parsing and the date-range rule of the search forms: the end may not precede the start and
 * the range may span at most `maxDays` days. Dates are calendar days: a parsed date is local
 * midnight, and days are counted on the local calendar date mapped to UTC, so time of day and
 * daylight-saving shifts never change the count.
 */
export type DateFormat = 'DD/MM/YYYY' | 'DD/MM/YY';

const PATTERNS: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'DD/MM/YY': /^(\d{2})\/(\d{2})\/(\d{2})$/,
};

/** A real calendar date at local midnight, or null. Two-digit years are 2000 + yy. */
export function parseDate(value: string, format: DateFormat = 'DD/MM/YYYY'): Date | null {
  const match = PATTERNS[format].exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]) + (format === 'DD/MM/YY' ? 2000 : 0);
  if (year < 1) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day); // setFullYear keeps years 1-99 as they are
  // An impossible date (31/02, month 13) rolls over into another month.
  return date.getDate() === day && date.getMonth() === month - 1 ? date : null;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Days since the epoch of the date's local calendar day. */
function dayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/** Negative, NaN or absent limits count as 0; fractions are dropped. */
function limitOf(maxDays: number): number {
  return maxDays > 0 ? Math.floor(maxDays) : 0;
}

/** Returns the two dates as given (strings parsed), when the range is valid. */
export function checkDateRange(
  start: string | Date,
  end: string | Date,
  maxDays: number,
): RuleResult<{ start: Date; end: Date }> {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return fail('ERROR_DATE_INVALID');
  const gap = dayNumber(to) - dayNumber(from);
  if (gap < 0) return fail('ERROR_DATE_RANGE_END_BEFORE_START');
  if (gap > limitOf(maxDays)) return fail('ERROR_DATE_RANGE_TOO_LONG');
  return pass({ start: from, end: to });
}

/**
 * The start auto-adjusted so that the range is valid: unchanged when it already is, otherwise
 * (start after end, range too long, or start unparsable) local midnight `maxDays` days before end.
 * Throws RangeError when the end itself is not a date: there is nothing to adjust against.
 */
export function adjustRangeStart(start: string | Date, end: string | Date, maxDays: number): Date {
  const to = toDate(end);
  if (!to) throw new RangeError(`Invalid end date: ${String(end)}`);
  const from = toDate(start);
  if (from && checkDateRange(from, to, maxDays).ok) return from;
  const adjusted = new Date(to.getTime());
  adjusted.setHours(0, 0, 0, 0);
  adjusted.setDate(adjusted.getDate() - limitOf(maxDays));
  return adjusted;
}

export interface DateLimits {
  min?: string | Date;
  max?: string | Date;
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear()).padStart(4, '0')}`;

/**
 * The form rule "date within a min and max date in dd/mm/yy" (spec §5 Form rules): the date and the
 * limits given as text are read in `format` (DD/MM/YY as the rule is written; a form holding four-digit
 * years says so), Date objects as they are; both limits count as inside and either may be absent.
 * Outside, the detail names the limits in DD/MM/YYYY, so that the message says what is allowed.
 */
export function checkDateWithin(
  value: string | Date,
  limits: DateLimits,
  format: DateFormat = 'DD/MM/YY',
): RuleResult<Date> {
  const read = (v: string | Date) => (typeof v === 'string' ? parseDate(v, format) : v);
  const date = read(value);
  if (!date || Number.isNaN(date.getTime())) return fail('ERROR_DATE_INVALID');
  const min = limits.min === undefined ? null : read(limits.min);
  const max = limits.max === undefined ? null : read(limits.max);
  const day = dayNumber(date);
  if ((min && day < dayNumber(min)) || (max && day > dayNumber(max))) {
    let detail = `${min && ddmmyyyy(min)} – ${max && ddmmyyyy(max)}`;
    if (!max) detail = `≥ ${ddmmyyyy(min as Date)}`;
    if (!min) detail = `≤ ${ddmmyyyy(max as Date)}`;
    return fail('ERROR_DATE_OUT_OF_RANGE', detail);
  }
  return pass(date);
}
