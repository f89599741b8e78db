import type { AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { dayRange } from '../../../lib/backoffice/day-range';

/**
 * The days the admin picked as the audit filter's instants: from the start of the first day to the
 * end of the last, both days included (the lists' shared day range). An empty or malformed day
 * leaves that side open.
 */
export const auditTimeRange = (from: string, to: string): Pick<AuditFilter, 'From' | 'To'> =>
  dayRange(from, to);
