import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isEmptyDate } from './dates';

describe('isEmptyDate', () => {
  it('treats missing values and placeholders as empty', () => {
    const placeholders = [
      '0001-01-01T00:00:00',
      '0001-01-01T00:00:00Z',
      '1753-01-01T00:00:00',
      '9999-12-31T23:59:59',
    ];
    for (const empty of [null, undefined, '', 'not a date', ...placeholders]) {
      expect(isEmptyDate(empty), String(empty)).toBe(true);
    }
    expect(isEmptyDate(new Date(Number.NaN))).toBe(true);
    const yearOne = new Date(2000, 0, 1);
    yearOne.setFullYear(1);
    expect(isEmptyDate(yearOne)).toBe(true);
  });

  it('treats real dates as present', () => {
    expect(isEmptyDate('1754-01-02T12:00:00')).toBe(false);
    expect(isEmptyDate('2026-03-01T10:00:00Z')).toBe(false);
    expect(isEmptyDate(new Date(2026, 2, 1))).toBe(false);
    expect(isEmptyDate('9998-12-31T00:00:00')).toBe(false);
  });
});

describe('formatDate / formatDateTime', () => {
  it('formats in local time with zero padding', () => {
    expect(formatDate(new Date(2026, 2, 1, 9, 5, 7))).toBe('01/03/2026');
    expect(formatDateTime(new Date(2026, 2, 1, 9, 5, 7))).toBe('01/03/2026 09:05:07');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('31/12/2026 23:59:59');
    expect(formatDate('2026-03-01T09:05:07')).toBe('01/03/2026'); // no zone: local time
  });

  it('returns an empty string for empty dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('0001-01-01T00:00:00')).toBe('');
    expect(formatDateTime('9999-12-31T23:59:59')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('round-trips any date through its parts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1800, 0, 1), max: new Date(9000, 0, 1), noInvalidDate: true }),
        (date) => {
          const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(formatDateTime(date));
          expect(match).not.toBeNull();
          const [, d, m, y, h, min, s] = match!.map(Number);
          expect([y, m, d, h, min, s]).toEqual([
            date.getFullYear(),
            date.getMonth() + 1,
            date.getDate(),
            date.getHours(),
            date.getMinutes(),
            date.getSeconds(),
          ]);
          expect(formatDateTime(date).startsWith(formatDate(date))).toBe(true);
        },
      ),
    );
  });
});
