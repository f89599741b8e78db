import type { getMyPlan } from '@sportello/contracts/support-plans/support-plans.contract';
import { MY_PLAN_ROUTES } from '@sportello/contracts/support-plans/support-plans.routes';
import type { CallbackRequest, requestCallback } from '@sportello/contracts/tickets/callback.contract';
import { CALLBACK_ROUTES } from '@sportello/contracts/tickets/callback.routes';
import type {
  closeTicket,
  getTicket,
  listTickets,
  NewTicket,
  openTicket,
  replyToTicket,
  TicketReply,
  TicketState,
  TicketSummary,
} from '@sportello/contracts/tickets/tickets.contract';
import { TICKETS_ROUTES } from '@sportello/contracts/tickets/tickets.routes';
import { UNFINISHED_STATES } from '@sportello/contracts/tickets/tickets.values';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';
import type { TicketListParams } from '../hooks/ticket-list-params';

/**
 * Query keys. What the support area shows depends on who is signed in and under which company
 * parent (decision 012), so every key starts with that `scope`: after a change of parent the area
 * fetches afresh instead of showing the other parent's items from the cache.
 */
export const supportKeys = {
  lists: (scope: string) => ['support', scope, 'list'] as const,
  list: (scope: string, params: TicketListParams) => [...supportKeys.lists(scope), params] as const,
  detail: (scope: string, id: string) => ['support', scope, 'detail', id] as const,
};

export function fetchTickets(params: TicketListParams) {
  return apiRequest<typeof listTickets>(TICKETS_ROUTES.listTickets, {
    query: {
      page: params.page,
      size: params.size,
      status: params.state,
      search: params.search || undefined,
      sort: params.sort,
      dir: params.dir,
    },
  });
}

/** How many of the items not closed yet the home page lists. */
export const NOT_CLOSED_SHOWN = 3;

export interface NotClosedItems {
  /** Items open or in progress. */
  Total: number;
  /** The most recently updated of them, at most NOT_CLOSED_SHOWN. */
  Latest: TicketSummary[];
}

/**
 * The home page's summary of the items not closed yet (open or in progress), from the list call of
 * each state: its total, and the latest few. Under the lists' key, so that a change in the support
 * area refreshes it too.
 */
export const notClosedQuery = (scope: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...supportKeys.lists(scope), 'not-closed'],
    queryFn: async ({ signal }): Promise<NotClosedItems> => {
      const page = (status: TicketState) =>
        apiRequest<typeof listTickets>(TICKETS_ROUTES.listTickets, {
          query: { page: 0, size: NOT_CLOSED_SHOWN, status, sort: 'date', dir: 'desc' },
          signal,
        });
      // The customer's unfinished tickets: resolved ones wait only for a possible reopening.
      const pages = await Promise.all(UNFINISHED_STATES.map(page));
      return {
        Total: pages.reduce((sum, p) => sum + p.Total, 0),
        Latest: pages
          .flatMap((p) => p.Items)
          .sort((a, b) => Date.parse(b.UpdatedAt) - Date.parse(a.UpdatedAt))
          .slice(0, NOT_CLOSED_SHOWN),
      };
    },
  });

export const fetchTicket = (id: string) =>
  apiRequest<typeof getTicket>(TICKETS_ROUTES.getTicket, { params: { id } });
export const sendNewTicket = (body: NewTicket) =>
  apiRequest<typeof openTicket>(TICKETS_ROUTES.openTicket, { body });
export const sendReply = (id: string, body: TicketReply) =>
  apiRequest<typeof replyToTicket>(TICKETS_ROUTES.replyToTicket, { params: { id }, body });
export const sendClose = (id: string) =>
  apiRequest<typeof closeTicket>(TICKETS_ROUTES.closeTicket, { params: { id } });

/** The caller's support plan (and until when), shown in the support area. */
export const myPlanQuery = (scope: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['support', scope, 'plan'],
    queryFn: ({ signal }) => apiRequest<typeof getMyPlan>(MY_PLAN_ROUTES.getMyPlan, { signal }),
    staleTime: 5 * 60_000,
  });

export const sendCallbackRequest = (body: CallbackRequest) =>
  apiRequest<typeof requestCallback>(CALLBACK_ROUTES.requestCallback, { body });
