import type { QueueTicket } from '@sportello/contracts/backoffice/helpdesk.contract';
import { formatDate } from '@sportello/contracts/common/dates';

export type DueKind = 'firstResponse' | 'resolution';

/** The target still ahead: the first answer until there is one, then the resolution; none once resolved. */
export function nextDue(
  ticket: Pick<QueueTicket, 'FirstResponseDueAt' | 'FirstRespondedAt' | 'ResolutionDueAt' | 'ResolvedAt'>,
): { kind: DueKind; at: string } | null {
  if (!ticket.FirstRespondedAt && ticket.FirstResponseDueAt)
    return { kind: 'firstResponse', at: ticket.FirstResponseDueAt };
  if (!ticket.ResolvedAt && ticket.ResolutionDueAt) return { kind: 'resolution', at: ticket.ResolutionDueAt };
  return null;
}

/** DD/MM/YYYY HH:mm, local time. */
export function formatDueAt(at: string): string {
  const d = new Date(at);
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${formatDate(d)} ${hh}:${mm}`;
}

/** "tra 2 h", "3 min fa", "tra 2 g": minutes within the hour, hours within two days, days beyond. */
export function relativeDue(at: string, now: number, language: string): string {
  const minutes = Math.round((Date.parse(at) - now) / 60_000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  if (Math.abs(minutes) < 48 * 60) return format.format(Math.round(minutes / 60), 'hour');
  return format.format(Math.round(minutes / 1440), 'day');
}
