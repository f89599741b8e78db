import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { TICKET_STATES } from '@sportello/contracts/tickets/tickets.values';

/** The support list's state, kept in the URL so that a reload or a shared link shows the same list. */
export interface TicketListParams {
  state?: TicketState;
  search: string;
  sort: 'date' | 'state';
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export const TICKET_PAGE_SIZE = 10;
const STATES: readonly string[] = TICKET_STATES;

export function readListParams(search: URLSearchParams): TicketListParams {
  const state = search.get('state') ?? '';
  const page = Number(search.get('page') ?? '0');
  return {
    state: STATES.includes(state) ? (state as TicketState) : undefined,
    search: (search.get('q') ?? '').slice(0, 100),
    sort: search.get('sort') === 'state' ? 'state' : 'date',
    dir: search.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: TICKET_PAGE_SIZE,
  };
}

/**
 * The URL for changed list parameters; defaults are left out. Any change other than the page itself
 * goes back to the first page. `ticket` (the open detail) is kept unless given, or unless the search
 * or the state filter changed: the list may no longer hold it, and a detail beside a list that does
 * not show it (an empty search result, say) would read as the answer.
 */
export function writeListParams(
  current: URLSearchParams,
  change: Partial<Omit<TicketListParams, 'size'>> & { ticket?: string | null },
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if ('state' in change) set('state', change.state);
  if ('search' in change) set('q', change.search?.trim());
  if ('sort' in change) set('sort', change.sort === 'state' ? 'state' : undefined);
  if ('dir' in change) set('dir', change.dir === 'asc' ? 'asc' : undefined);
  const listChanged = ['state', 'search', 'sort', 'dir'].some((k) => k in change);
  if ('page' in change) set('page', change.page ? String(change.page) : undefined);
  else if (listChanged) next.delete('page');
  if ('ticket' in change) set('ticket', change.ticket ?? undefined);
  else if ('state' in change || 'search' in change) next.delete('ticket');
  return next;
}
