import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditTimeRange } from './audit-time-range';

describe('the audit log’s day range', () => {
  it('runs from the start of the first day to the end of the last, in local time', () => {
    const range = auditTimeRange('2026-03-01', '2026-03-02');
    expect(dayjs(range.From).format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 00:00');
    expect(dayjs(range.To).format('YYYY-MM-DD HH:mm')).toBe('2026-03-03 00:00');
    expect(auditTimeRange('2026-03-01', '2026-03-01').To).toBe(dayjs('2026-03-02').toISOString());
  });

  it('leaves a side open when it is empty or not a day', () => {
    expect(auditTimeRange('', '')).toEqual({});
    expect(auditTimeRange('ieri', '2026-13-45')).toEqual({});
    expect(Object.keys(auditTimeRange('2026-03-01', ''))).toEqual(['From']);
  });
});
