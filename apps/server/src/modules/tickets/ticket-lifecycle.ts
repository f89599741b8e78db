import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { AppError } from '../../core/app-error';
import { daysAfter } from '../../core/clock';
import type { TicketProgress, TicketRow } from './tickets.repository';

/**
 * A ticket's life (decision 036), as pure rules of its row: which states an operator may move it to,
 * what a customer's reply does, what support's answer does, and when a service target is missed.
 */

/** An operator moves a ticket to any other state but back to `open` (which means nobody has handled it). */
export function nextStates(ticket: Pick<TicketRow, 'state' | 'itemType'>): TicketState[] {
  if (ticket.itemType !== 'ticket') return [];
  const all: TicketState[] = ['in_progress', 'waiting', 'resolved', 'closed'];
  return all.filter((s) => s !== ticket.state);
}

/** Whether a resolved ticket may still be reopened by its customer. */
function withinReopenPeriod(ticket: Pick<TicketRow, 'resolvedAt'>, now: Date, reopenDays: number): boolean {
  return ticket.resolvedAt !== null && now <= daysAfter(ticket.resolvedAt, reopenDays);
}

/** A customer may write on a ticket until it is closed, or resolved longer ago than the reopen period. */
export function customerMayReply(
  ticket: Pick<TicketRow, 'state' | 'itemType' | 'resolvedAt'>,
  now: Date,
  reopenDays: number,
): boolean {
  if (ticket.itemType !== 'ticket' || ticket.state === 'closed') return false;
  return ticket.state !== 'resolved' || withinReopenPeriod(ticket, now, reopenDays);
}

/**
 * A customer's reply: a ticket waiting for them, or resolved and reopened, goes back to whoever
 * handles it (open when nobody does); otherwise its state stays.
 */
export function customerReplyProgress(
  ticket: Pick<TicketRow, 'state' | 'itemType' | 'resolvedAt' | 'handlerId'>,
  now: Date,
  reopenDays: number,
): TicketProgress {
  if (!customerMayReply(ticket, now, reopenDays)) throw new AppError('ERROR_TICKET_CLOSED');
  if (ticket.state !== 'waiting' && ticket.state !== 'resolved') return {};
  return { state: ticket.handlerId ? 'in_progress' : 'open' };
}

/**
 * Support answered the customer: the first answer is recorded, an unhandled ticket becomes the
 * answerer's, and it moves to the state asked for, else from open or waiting to in progress.
 */
export function supportAnswerProgress(
  ticket: Pick<TicketRow, 'state' | 'itemType' | 'handlerId' | 'firstRespondedAt'>,
  answerer: string,
  now: Date,
  requested?: TicketState,
): TicketProgress {
  if (ticket.itemType !== 'ticket') throw new AppError('ERROR_FORBIDDEN');
  if (ticket.state === 'closed') throw new AppError('ERROR_TICKET_CLOSED');
  const state =
    requested ?? (ticket.state === 'open' || ticket.state === 'waiting' ? 'in_progress' : ticket.state);
  if (
    state === 'open' ||
    (requested && requested !== ticket.state && !nextStates(ticket).includes(requested))
  )
    throw new AppError('ERROR_TICKET_STATE', undefined, [{ path: 'State', key: 'ERROR_TICKET_STATE' }]);
  return {
    ...(ticket.firstRespondedAt ? {} : { firstRespondedAt: now }),
    ...(ticket.handlerId ? {} : { handlerId: answerer }),
    ...(state !== ticket.state ? stateChange(state, now) : {}),
  };
}

/** An operator's change of state; resolving stamps the time the reopen period counts from. */
export function stateChangeProgress(
  ticket: Pick<TicketRow, 'state' | 'itemType'>,
  state: TicketState,
  now: Date,
): TicketProgress {
  if (!nextStates(ticket).includes(state))
    throw new AppError('ERROR_TICKET_STATE', undefined, [{ path: 'State', key: 'ERROR_TICKET_STATE' }]);
  return stateChange(state, now);
}

function stateChange(state: TicketState, now: Date): TicketProgress {
  return state === 'resolved' ? { state, resolvedAt: now } : { state };
}

/** Work still to do: the service targets run only while a ticket is in one of these states. */
export const isUnfinished = (state: TicketState) =>
  state === 'open' || state === 'in_progress' || state === 'waiting';

/**
 * A service target passed unmet: no first answer by its due time (answered late counts too), or
 * not resolved by its due time (resolved late counts too).
 */
export function isBreached(
  ticket: Pick<
    TicketRow,
    'state' | 'firstResponseDueAt' | 'resolutionDueAt' | 'firstRespondedAt' | 'resolvedAt' | 'waitingSince'
  >,
  now: Date,
): boolean {
  // While it waits for the customer the targets stand still: judged at the moment it began waiting.
  const at = ticket.state === 'waiting' && ticket.waitingSince ? ticket.waitingSince : now;
  const missed = (due: Date | null, doneAt: Date | null) =>
    due !== null && (doneAt ? doneAt > due : at > due);
  const resolvedAt = isUnfinished(ticket.state) ? null : (ticket.resolvedAt ?? now);
  return (
    missed(ticket.firstResponseDueAt, ticket.firstRespondedAt) || missed(ticket.resolutionDueAt, resolvedAt)
  );
}
