import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustRangeStart, checkDateRange, checkDateWithin, parseDate } from './date-range';

/** A local-midnight date from its calendar parts (month 1-12). */
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

const calendarDay = fc
  .record({
    y: fc.integer({ min: 1900, max: 2100 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => day(y, m, d));

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

describe('parseDate', () => {
  it('parses DD/MM/YYYY to local midnight', () => {
    expect(parseDate('10/12/1985')).toEqual(day(1985, 12, 10));
    expect(parseDate(' 29/02/2024 ')).toEqual(day(2024, 2, 29));
  });

  it('parses DD/MM/YY as 2000 + yy', () => {
    expect(parseDate('01/03/26', 'DD/MM/YY')).toEqual(day(2026, 3, 1));
    expect(parseDate('01/03/99', 'DD/MM/YY')).toEqual(day(2099, 3, 1));
  });

  it('rejects dates that are not on the calendar', () => {
    expect(parseDate('31/02/2024')).toBeNull();
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('31/04/2024')).toBeNull();
    expect(parseDate('00/01/2024')).toBeNull();
    expect(parseDate('01/13/2024')).toBeNull();
    expect(parseDate('01/01/0000')).toBeNull();
  });

  it('rejects anything but the exact format', () => {
    expect(parseDate('1/2/2024')).toBeNull();
    expect(parseDate('2024-02-01')).toBeNull();
    expect(parseDate('01/02/24')).toBeNull();
    expect(parseDate('01/02/2024', 'DD/MM/YY')).toBeNull();
    expect(parseDate('')).toBeNull();
  });

  it('keeps years below 100 as they are', () => {
    expect(parseDate('01/01/0050')?.getFullYear()).toBe(50);
  });

  it('round-trips any calendar date', () => {
    fc.assert(
      fc.property(calendarDay, (date) => {
        expect(parseDate(ddmmyyyy(date))).toEqual(date);
      }),
    );
  });
});

describe('checkDateRange', () => {
  it('accepts a range within the limit, and equal dates', () => {
    const result = checkDateRange('01/01/2024', '31/01/2024', 30);
    expect(result).toEqual({ ok: true, value: { start: day(2024, 1, 1), end: day(2024, 1, 31) } });
    expect(checkDateRange('15/06/2024', '15/06/2024', 0).ok).toBe(true);
  });

  it('rejects an end before the start', () => {
    expect(checkDateRange('02/01/2024', '01/01/2024', 30)).toEqual({
      ok: false,
      key: 'ERROR_DATE_RANGE_END_BEFORE_START',
    });
  });

  it('rejects a range longer than maxDays', () => {
    expect(checkDateRange('01/01/2024', '01/02/2024', 30)).toEqual({
      ok: false,
      key: 'ERROR_DATE_RANGE_TOO_LONG',
    });
  });

  it('treats a negative maxDays as 0', () => {
    expect(checkDateRange('01/01/2024', '01/01/2024', -5).ok).toBe(true);
    expect(checkDateRange('01/01/2024', '02/01/2024', -5)).toEqual({
      ok: false,
      key: 'ERROR_DATE_RANGE_TOO_LONG',
    });
  });

  it('rejects unparsable dates', () => {
    expect(checkDateRange('31/02/2024', '01/03/2024', 30)).toEqual({ ok: false, key: 'ERROR_DATE_INVALID' });
    expect(checkDateRange(day(2024, 1, 1), new Date(Number.NaN), 30)).toEqual({
      ok: false,
      key: 'ERROR_DATE_INVALID',
    });
  });

  it('counts calendar days, ignoring the time of day', () => {
    // Two minutes apart but on two calendar days.
    expect(checkDateRange(new Date(2024, 2, 30, 23, 59), new Date(2024, 2, 31, 0, 1), 0)).toEqual({
      ok: false,
      key: 'ERROR_DATE_RANGE_TOO_LONG',
    });
    // March 2024 holds the spring daylight-saving change in Europe (a 23-hour day): still 30 days.
    expect(checkDateRange(new Date(2024, 2, 1, 23, 59), new Date(2024, 2, 31, 0, 1), 30).ok).toBe(true);
    expect(checkDateRange(new Date(2024, 2, 1, 0, 1), new Date(2024, 2, 31, 23, 59), 29).ok).toBe(false);
    // The same day with the end earlier in the day is not "end before start".
    expect(checkDateRange(new Date(2024, 9, 27, 18, 0), new Date(2024, 9, 27, 9, 0), 0).ok).toBe(true);
  });

  it('accepts a gap of exactly maxDays and rejects one more', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 400 }), (start, maxDays) => {
        const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + maxDays);
        expect(checkDateRange(start, end, maxDays).ok).toBe(true);
        expect(checkDateRange(start, end, maxDays - 1).ok).toBe(maxDays === 0);
      }),
    );
  });
});

describe('adjustRangeStart', () => {
  it('keeps a valid start', () => {
    expect(adjustRangeStart('10/01/2024', '31/01/2024', 30)).toEqual(day(2024, 1, 10));
  });

  it('moves the start to end - maxDays when the range is too long or reversed', () => {
    expect(adjustRangeStart('01/01/2024', '15/03/2024', 30)).toEqual(day(2024, 2, 14));
    expect(adjustRangeStart('20/03/2024', '15/03/2024', 7)).toEqual(day(2024, 3, 8));
    expect(adjustRangeStart('20/03/2024', '15/03/2024', -1)).toEqual(day(2024, 3, 15));
  });

  it('fills an unparsable start and refuses an unparsable end', () => {
    expect(adjustRangeStart('', '15/03/2024', 10)).toEqual(day(2024, 3, 5));
    expect(() => adjustRangeStart('01/03/2024', 'later', 10)).toThrow(RangeError);
  });

  it('always yields a valid range', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, fc.integer({ min: -3, max: 400 }), (start, end, maxDays) => {
        const adjusted = adjustRangeStart(start, end, maxDays);
        expect(checkDateRange(adjusted, end, maxDays).ok).toBe(true);
        if (checkDateRange(start, end, maxDays).ok) expect(adjusted).toBe(start);
      }),
    );
  });
});

describe('checkDateWithin (form rule: a date within a min and max in dd/mm/yy)', () => {
  it('reads the date and the limits as DD/MM/YY by default; both limits are inside', () => {
    expect(checkDateWithin('01/01/24', { min: '01/01/24', max: '31/12/24' })).toEqual({
      ok: true,
      value: day(2024, 1, 1),
    });
    expect(checkDateWithin('31/12/24', { min: '01/01/24', max: '31/12/24' }).ok).toBe(true);
  });

  it('names the limits in DD/MM/YYYY when the date is outside', () => {
    expect(checkDateWithin('01/01/25', { min: '01/01/24', max: '31/12/24' })).toEqual({
      ok: false,
      key: 'ERROR_DATE_OUT_OF_RANGE',
      detail: '01/01/2024 – 31/12/2024',
    });
    expect(checkDateWithin('31/12/1899', { min: '01/01/1900' }, 'DD/MM/YYYY')).toEqual({
      ok: false,
      key: 'ERROR_DATE_OUT_OF_RANGE',
      detail: '≥ 01/01/1900',
    });
  });

  it('refuses what is not a date, and takes Date objects as they are', () => {
    expect(checkDateWithin('30/02/24', {})).toEqual({ ok: false, key: 'ERROR_DATE_INVALID' });
    expect(checkDateWithin(day(2030, 5, 1), { max: day(2030, 5, 1) }).ok).toBe(true);
  });

  it('holds every day between its limits, and none outside (property)', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, calendarDay, (a, b, c) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(checkDateWithin(c, { min, max }).ok).toBe(c >= min && c <= max);
      }),
    );
  });
});
