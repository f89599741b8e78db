import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  type BusinessCalendar,
  businessMinutesBetween,
  easterSunday,
  instantAt,
  isOpen,
  italianHolidays,
  nextOpening,
} from './business-calendar';
import { EASTER_MONDAYS } from './easter-mondays.fixture';

const OFFICE = [
  { from: '09:00', to: '13:00' },
  { from: '14:00', to: '18:00' },
] as const;
const calendar = (over: Partial<BusinessCalendar> = {}): BusinessCalendar => ({
  timeZone: 'Europe/Rome',
  weekly: { 1: [...OFFICE], 2: [...OFFICE], 3: [...OFFICE], 4: [...OFFICE], 5: [...OFFICE] },
  exceptions: [],
  ...over,
});
/** An instant given as Rome's wall-clock time. */
const rome = (date: string, time: `${number}:${number}`) => instantAt(date, time, 'Europe/Rome');

describe('holidays', () => {
  it('finds Easter Monday of every year from 2000 to 2100', () => {
    for (const [year, monday] of Object.entries(EASTER_MONDAYS)) {
      expect(italianHolidays(Number(year)).has(monday), `${year}: ${monday}`).toBe(true);
    }
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
  });

  it('has the national holidays, San Francesco from 2026, and the patron saint when given', () => {
    const y2026 = italianHolidays(2026, { month: 12, day: 7 });
    for (const day of [
      '01-01',
      '01-06',
      '04-25',
      '05-01',
      '06-02',
      '08-15',
      '10-04',
      '11-01',
      '12-07',
      '12-08',
      '12-25',
      '12-26',
    ])
      expect(y2026.has(`2026-${day}`), day).toBe(true);
    expect(y2026.size).toBe(13);
    expect(italianHolidays(2025).has('2025-10-04')).toBe(false);
    expect(italianHolidays(2026).has('2026-12-07')).toBe(false);
  });
});

describe('opening', () => {
  it('is open in the week’s hours and closed between and around them', () => {
    const c = calendar();
    expect(isOpen(c, rome('2026-11-25', '09:00'))).toBe(true);
    expect(isOpen(c, rome('2026-11-25', '12:59'))).toBe(true);
    expect(isOpen(c, rome('2026-11-25', '13:00'))).toBe(false);
    expect(isOpen(c, rome('2026-11-25', '18:00'))).toBe(false);
    expect(isOpen(c, rome('2026-11-28', '10:00'))).toBe(false); // a Saturday
  });

  it('is closed on holidays, and the next opening skips them', () => {
    const c = calendar();
    expect(isOpen(c, rome('2026-04-06', '10:00'))).toBe(false); // Easter Monday
    expect(isOpen(c, rome('2026-12-25', '10:00'))).toBe(false); // Christmas, a Friday
    expect(nextOpening(c, rome('2026-12-25', '10:00'))).toEqual(rome('2026-12-28', '09:00'));
    expect(nextOpening(c, rome('2026-11-25', '10:00'))).toEqual(rome('2026-11-25', '10:00'));
    expect(nextOpening(calendar({ weekly: {} }), rome('2026-11-25', '10:00'))).toBeUndefined();
  });

  it('keeps an interval that runs past midnight with the day it starts on, holidays included', () => {
    const c = calendar({ weekly: { 5: [{ from: '22:00', to: '02:00' }] } });
    expect(isOpen(c, rome('2026-11-27', '23:00'))).toBe(true); // Friday night
    expect(isOpen(c, rome('2026-11-28', '01:59'))).toBe(true); // Saturday, still Friday's interval
    expect(isOpen(c, rome('2026-11-28', '02:00'))).toBe(false);
    // Christmas 2026 is a Friday: its night is closed past midnight too.
    expect(isOpen(c, rome('2026-12-26', '01:00'))).toBe(false);
  });

  it('lets dated exceptions win over the week and over holidays', () => {
    const c = calendar({
      exceptions: [
        { date: '2026-11-25', closed: true },
        { date: '2026-12-08', intervals: [{ from: '10:00', to: '12:00' }] },
      ],
    });
    expect(isOpen(c, rome('2026-11-25', '10:00'))).toBe(false);
    expect(isOpen(c, rome('2026-12-08', '11:00'))).toBe(true); // Immacolata, opened that morning
    expect(isOpen(c, rome('2026-12-08', '15:00'))).toBe(false);
  });
});

describe('business time', () => {
  it('adds business minutes across a weekend', () => {
    const c = calendar();
    // Friday 17:00 + 2 h: one hour on Friday, one on Monday morning.
    expect(addBusinessMinutes(c, rome('2026-11-27', '17:00'), 120)).toEqual(rome('2026-11-30', '10:00'));
    // Outside the hours, the count starts at the next opening.
    expect(addBusinessMinutes(c, rome('2026-11-25', '13:30'), 30)).toEqual(rome('2026-11-25', '14:30'));
    expect(businessMinutesBetween(c, rome('2026-11-27', '17:00'), rome('2026-11-30', '10:00'))).toBe(120);
  });

  it('counts the real length of a day whose clock changes', () => {
    const c = calendar({ weekly: { 7: [{ from: '01:00', to: '05:00' }] } });
    // 29 March 2026: 02:00 becomes 03:00, so 01:00–05:00 lasts three hours.
    expect(businessMinutesBetween(c, rome('2026-03-29', '00:00'), rome('2026-03-30', '00:00'))).toBe(180);
    // 25 October 2026: 03:00 becomes 02:00 again, so it lasts five.
    expect(businessMinutesBetween(c, rome('2026-10-25', '00:00'), rome('2026-10-26', '00:00'))).toBe(300);
  });

  it('reads a skipped wall time forward by the gap, and a repeated one as its first occurrence', () => {
    expect(rome('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 summer time
    expect(rome('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z'); // the first 02:30
    expect(rome('2026-07-01', '12:00').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(rome('2026-01-15', '12:00').toISOString()).toBe('2026-01-15T11:00:00.000Z');
  });
});
