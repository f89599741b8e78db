import { describe, expect, it } from 'vitest';
import { CalendarInput } from './business-calendar.contract';

/** The issues of a calendar with `input` over an empty week (the week is required). */
const issues = (input: object) =>
  (CalendarInput.safeParse({ Weekly: {}, ...input }).error?.issues ?? []).map(
    (i) => `${i.path.join('.')} ${i.message}`,
  );

describe('the business calendar as the back office saves it', () => {
  it('refuses intervals of a day that overlap, at the later one', () => {
    const overlapping = [
      { From: '09:00', To: '13:00' },
      { From: '12:00', To: '18:00' },
    ];
    expect(issues({ Weekly: { '2': overlapping } })).toEqual(['Weekly.2.1.From ERROR_CALENDAR_OVERLAP']);
    expect(issues({ Exceptions: [{ Date: '2026-12-24', Closed: false, Intervals: overlapping }] })).toEqual([
      'Exceptions.0.Intervals.1.From ERROR_CALENDAR_OVERLAP',
    ]);
  });

  it('takes a night shift to the next day, and intervals that only touch', () => {
    expect(
      issues({
        Weekly: {
          '5': [
            { From: '14:00', To: '18:00' },
            { From: '22:00', To: '02:00' },
            { From: '09:00', To: '14:00' },
          ],
        },
      }),
    ).toEqual([]);
    // A night shift reaches past midnight, not back to the morning of its own day.
    expect(
      issues({
        Weekly: {
          '5': [
            { From: '20:00', To: '08:00' },
            { From: '07:00', To: '09:00' },
          ],
        },
      }),
    ).toEqual([]);
    expect(
      issues({
        Weekly: {
          '5': [
            { From: '20:00', To: '08:00' },
            { From: '21:00', To: '23:00' },
          ],
        },
      }),
    ).toEqual(['Weekly.5.1.From ERROR_CALENDAR_OVERLAP']);
  });

  it('says a patron day is a month and a day', () => {
    expect(issues({ PatronDay: '13-45' })).toEqual(['PatronDay ERROR_CALENDAR_PATRON_DAY']);
    expect(issues({ PatronDay: '12-07' })).toEqual([]);
  });
});
