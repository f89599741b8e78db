import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isoWeekday, PORTAL_TIME_ZONE, portalDay } from './days';

describe('the day of an instant', () => {
  it('is the day in the time zone asked for', () => {
    const lateEvening = new Date('2026-06-10T22:30:00Z');
    expect(dayIn('Europe/Rome', lateEvening)).toBe('2026-06-11');
    expect(dayIn('UTC', lateEvening)).toBe('2026-06-10');
  });

  it('is the vendor’s day on the portal, in summer and in winter', () => {
    expect(PORTAL_TIME_ZONE).toBe('Europe/Rome');
    expect(portalDay(new Date('2026-06-10T21:59:59Z'))).toBe('2026-06-10');
    expect(portalDay(new Date('2026-06-10T22:00:00Z'))).toBe('2026-06-11');
    expect(portalDay(new Date('2026-01-10T22:59:59Z'))).toBe('2026-01-10');
    expect(portalDay(new Date('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
  });
});

describe('adding days to a day', () => {
  it('moves across months, years, leap days and clock changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Italy's clocks change on 29 March and 25 October 2026: still one day a step.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-06-10', 0)).toBe('2026-06-10');
  });

  it('goes back where it came from', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2200-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        expect(addDays(addDays(d, n), -n)).toBe(d);
        expect(Date.parse(addDays(d, n)) - Date.parse(d)).toBe(n * 86_400_000);
      }),
    );
  });
});

describe('the weekday of a day', () => {
  it('counts from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-06-08')).toBe(1);
    expect(isoWeekday('2026-06-13')).toBe(6);
    expect(isoWeekday('2026-06-14')).toBe(7);
    expect(isoWeekday(addDays('2026-06-14', 1))).toBe(1);
  });
});
