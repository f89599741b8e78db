import { describe, expect, it } from 'vitest';
import { romeDay, slotRangeOf } from './rome-days';

describe('slotRangeOf', () => {
  it('asks for the month shown from today on, and at least two weeks', () => {
    expect(slotRangeOf('2027-04-01', '2027-04-12')).toEqual({ from: '2027-04-12', to: '2027-04-30' });
    // Near the month's end: into the next month, two weeks in all.
    expect(slotRangeOf('2027-04-01', '2027-04-25')).toEqual({ from: '2027-04-25', to: '2027-05-08' });
    // A later month: the whole of it.
    expect(slotRangeOf('2027-02-01', '2027-01-20')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(slotRangeOf('2027-05-01', '2027-04-12')).toEqual({ from: '2027-05-01', to: '2027-05-31' });
  });
});

describe('romeDay', () => {
  it('is the day in Rome, not in UTC nor in the browser’s zone', () => {
    // 23:30 UTC on 12 April is 01:30 on the 13th in Rome (summer time).
    expect(romeDay('2027-04-12T23:30:00.000Z')).toBe('2027-04-13');
    expect(romeDay('2027-01-12T22:59:00.000Z')).toBe('2027-01-12');
  });
});
