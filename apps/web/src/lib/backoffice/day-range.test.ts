import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

describe('a list filter’s day range', () => {
  it('runs from the start of the first day to the end of the last, in local time', () => {
    const range = dayRange('2026-03-01', '2026-03-02');
    expect(dayjs(range.From).format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 00:00');
    expect(dayjs(range.To).format('YYYY-MM-DD HH:mm')).toBe('2026-03-03 00:00');
    expect(dayRange('2026-03-01', '2026-03-01').To).toBe(dayjs('2026-03-02').toISOString());
  });

  it('leaves a side open when it is empty or not a day', () => {
    expect(dayRange('', '')).toEqual({});
    expect(dayRange('ieri', '2026-13-45')).toEqual({});
    expect(Object.keys(dayRange('2026-03-01', ''))).toEqual(['From']);
  });
});
