import { describe, expect, it } from 'vitest';
import { instantOfCalendarDate, romeDateTime, romeInstant, romeWall } from './rome-time';

describe('Rome wall times', () => {
  it('turn instants into Rome wall times and back, in winter and in summer', () => {
    expect(romeWall('2027-01-15T09:30:00.000Z')).toBe('2027-01-15T10:30:00');
    expect(romeWall('2027-07-15T09:30:00.000Z')).toBe('2027-07-15T11:30:00');
    expect(romeInstant('2027-01-15T10:30:00')).toBe('2027-01-15T09:30:00.000Z');
    expect(romeInstant('2027-07-15T11:30')).toBe('2027-07-15T09:30:00.000Z');
    expect(romeDateTime('2027-07-15T09:30:00.000Z')).toBe('15/07/2027 11:30');
  });

  it('read the hour skipped in spring with the winter offset, and the repeated autumn hour as its first', () => {
    // 28 March 2027: 02:00 becomes 03:00.
    expect(romeInstant('2027-03-28T02:30:00')).toBe('2027-03-28T01:30:00.000Z');
    expect(romeInstant('2027-03-28T03:30:00')).toBe('2027-03-28T01:30:00.000Z');
    // 31 October 2027: 03:00 becomes 02:00 again.
    expect(romeInstant('2027-10-31T02:30:00')).toBe('2027-10-31T00:30:00.000Z');
    expect(romeInstant('2027-10-31T03:30:00')).toBe('2027-10-31T02:30:00.000Z');
  });

  it('read a calendar date by its UTC fields, as FullCalendar hands it back in UTC mode', () => {
    expect(instantOfCalendarDate(new Date('2027-07-15T11:30:00Z'))).toBe('2027-07-15T09:30:00.000Z');
  });
});
