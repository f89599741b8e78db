/**
 * Display of dates in the Italian format, in local time, without a date library. Back-end systems
 * mark "no date" with sentinel values (year 1 from .NET, years up to 1753 or 9999 from SQL Server),
 * so those dates count as empty and display as ''.
 */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** SQL Server's `datetime` starts in 1753; anything up to it is a placeholder. */
const SQL_MIN_YEAR = 1753;
const SQL_MAX_YEAR = 9999;

export type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * True for no value, an unparsable value, year 1 and the SQL placeholders (year ≤ 1753 or 9999).
 * Years from 9999 up count as empty, since 9999-12-31 may fall in year 10000 in a zone east of UTC.
 * Strings are read by `Date` (ISO 8601, as the API sends them).
 */
export function isEmptyDate(value: DateInput): boolean {
  const date = toDate(value);
  if (!date) return true;
  const year = date.getFullYear();
  return year <= SQL_MIN_YEAR || year >= SQL_MAX_YEAR;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD/MM/YYYY in local time, '' for an empty date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date || isEmptyDate(date)) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** DD/MM/YYYY HH:mm:ss in local time (24-hour clock), '' for an empty date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date || isEmptyDate(date)) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${formatDate(date)} ${time}`;
}
