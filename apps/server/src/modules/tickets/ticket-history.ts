import type { TicketHistoryEvent } from '@sportello/contracts/backoffice/helpdesk.contract';
import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';

/** What the audit trail kept of a ticket (tickets.service.ts `auditView`), as this reads it. */
interface Snapshot {
  State?: TicketState;
  HandlerId?: string | null;
}

export interface AuditedChange {
  at: Date;
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface TicketTimes {
  createdAt: Date;
  /** Who asked: named as the opener when no operator opened it for them (an audited creation). */
  requesterName: string;
  firstResponseDueAt: Date | null;
  firstRespondedAt: Date | null;
  resolutionDueAt: Date | null;
  resolvedAt: Date | null;
}

const event = (at: Date, kind: TicketHistoryEvent['Kind'], rest: Partial<TicketHistoryEvent> = {}) => ({
  At: at.toISOString(),
  Kind: kind,
  Actor: '',
  State: null,
  Handler: null,
  Target: null,
  ...rest,
});

/**
 * A ticket's history (#41), oldest first: when it was opened and by whom, from its audit trail each
 * change of state and of operator (named by `handlerName`), and from its service targets, support's
 * first answer and each target that passed unmet by `now`.
 */
export function ticketHistory(
  changes: readonly AuditedChange[],
  times: TicketTimes,
  handlerName: (id: string) => string,
  now: Date,
): TicketHistoryEvent[] {
  // A customer's own ticket has no audited creation (a staff member's has): it opened when created.
  const created = changes.find((c) => c.action === 'create');
  const events: TicketHistoryEvent[] = [
    event(times.createdAt, 'opened', { Actor: created?.actor ?? times.requesterName }),
  ];
  for (const change of changes) {
    if (change.action === 'create') continue;
    const before = (change.before ?? {}) as Snapshot;
    const after = (change.after ?? {}) as Snapshot;
    const by = { Actor: change.actor };
    if (after.State && after.State !== before.State)
      events.push(event(change.at, 'state', { ...by, State: after.State }));
    if (after.HandlerId !== undefined && after.HandlerId !== before.HandlerId)
      events.push(
        after.HandlerId
          ? event(change.at, 'assigned', { ...by, Handler: handlerName(after.HandlerId) })
          : event(change.at, 'unassigned', by),
      );
  }
  if (times.firstRespondedAt) events.push(event(times.firstRespondedAt, 'first_response'));
  const missed = (due: Date | null, done: Date | null) =>
    due !== null && due <= now && (done === null || done > due);
  if (missed(times.firstResponseDueAt, times.firstRespondedAt))
    events.push(event(times.firstResponseDueAt as Date, 'target_missed', { Target: 'first_response' }));
  if (missed(times.resolutionDueAt, times.resolvedAt))
    events.push(event(times.resolutionDueAt as Date, 'target_missed', { Target: 'resolution' }));
  return events.sort((a, b) => a.At.localeCompare(b.At));
}
