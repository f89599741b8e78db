import { describe, expect, it } from 'vitest';
import { addDays, romeDateTime, romeDay, romeDayRange } from './rome-time';

describe('Rome time', () => {
  it('shows instants as Rome reads them, in winter and in summer', () => {
    expect(romeDateTime('2027-01-15T08:00:00.000Z')).toBe('15/01/2027 09:00');
    expect(romeDateTime('2027-07-15T08:00:00.000Z')).toBe('15/07/2027 10:00');
    expect(romeDay('2027-07-15T22:30:00.000Z')).toBe('2027-07-16');
  });

  it('sends picked days as the instants they start and end in Rome, across the clock change', () => {
    expect(romeDayRange('2027-03-28', '2027-03-28')).toEqual({
      From: '2027-03-27T23:00:00.000Z',
      To: '2027-03-28T22:00:00.000Z',
    });
    expect(romeDayRange('', '2027-02-30')).toEqual({});
    expect(addDays('2027-02-27', 3)).toBe('2027-03-02');
  });
});
