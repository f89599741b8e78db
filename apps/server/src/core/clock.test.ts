import { addDays } from '@sportello/contracts/common/days';
import { describe, expect, it } from 'vitest';
import { daysAfter, manualClock, portalToday } from './clock';

describe("the portal's today", () => {
  it("is the vendor's day, not UTC's, on either side of midnight in Rome", () => {
    const clock = manualClock(new Date('2026-06-10T21:59:00Z'));
    expect(portalToday(clock)).toBe('2026-06-10');
    clock.advance(60_000);
    expect(portalToday(clock)).toBe('2026-06-11');
    clock.set(new Date('2026-12-31T22:59:59Z'));
    expect(portalToday(clock)).toBe('2026-12-31');
    clock.advance(1000);
    expect(portalToday(clock)).toBe('2027-01-01');
  });

  it('moves by calendar days with addDays, over a clock change too', () => {
    // 28 March 2026 at 23:30 in Rome; the clocks go forward in the night of the 29th.
    const clock = manualClock(new Date('2026-03-28T22:30:00Z'));
    expect(addDays(portalToday(clock), 1)).toBe('2026-03-29');
    // 24 hours later it is already 30 March in Rome: elapsed time is not the calendar.
    clock.set(daysAfter(clock.now(), 1));
    expect(portalToday(clock)).toBe('2026-03-30');
  });
});

describe('days after an instant', () => {
  it('counts 24 hours a day, forward and back', () => {
    const at = new Date('2026-06-10T08:00:00Z');
    expect(daysAfter(at, 7).toISOString()).toBe('2026-06-17T08:00:00.000Z');
    expect(daysAfter(at, -30).toISOString()).toBe('2026-05-11T08:00:00.000Z');
    expect(daysAfter(at, 0).getTime()).toBe(at.getTime());
    expect(daysAfter(at, 0)).not.toBe(at);
  });
});
