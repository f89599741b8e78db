import type { AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import dayjs from 'dayjs';

/** The start of a picked day (`YYYY-MM-DD`) in the admin's time zone; undefined when not a day. */
const dayStart = (day: string) => {
  const start = dayjs(day);
  // dayjs rolls 2026-13-45 over into a later date: only a day that reads back the same counts.
  return start.isValid() && start.format('YYYY-MM-DD') === day ? start : undefined;
};

/**
 * The days the admin picked as the audit filter's instants: from the start of the first day to the
 * end of the last, both days included. An empty or malformed day leaves that side open.
 */
export function auditTimeRange(from: string, to: string): Pick<AuditFilter, 'From' | 'To'> {
  const start = dayStart(from);
  const end = dayStart(to);
  return {
    ...(start && { From: start.toISOString() }),
    ...(end && { To: end.add(1, 'day').toISOString() }),
  };
}
