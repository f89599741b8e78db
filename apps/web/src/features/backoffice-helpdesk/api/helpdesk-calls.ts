import type {
  answerTicket,
  assignTicket,
  bulkTickets,
  changeTicketState,
  getDashboard,
  getHelpdeskCounts,
  getMySignature,
  getQueueTicket,
  getTicketContext,
  getTicketHistory,
  listOperators,
  listQueue,
  mergeTicket,
  PublishedItem,
  publishItem,
  QueueFilter,
  saveMySignature,
  setTicketPriority,
  setTicketTags,
  TicketAnswer,
  TicketTags,
} from '@sportello/contracts/backoffice/helpdesk.contract';
import { HELPDESK_ROUTES } from '@sportello/contracts/backoffice/helpdesk.routes';
import type { TicketPriority } from '@sportello/contracts/backoffice/helpdesk.values';
import type { getTemplate, listTemplates } from '@sportello/contracts/backoffice/mail-templates.contract';
import { MAIL_TEMPLATES_ROUTES } from '@sportello/contracts/backoffice/mail-templates.routes';
import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every helpdesk answer sits under this key: a change to a ticket refreshes the queue and the dashboard. */
export const HELPDESK_KEY = ['backoffice', 'helpdesk'] as const;

export const queueQuery = (filter: QueueFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...HELPDESK_KEY, 'queue', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listQueue>(HELPDESK_ROUTES.listQueue, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const queueTicketQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...HELPDESK_KEY, 'ticket', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getQueueTicket>(HELPDESK_ROUTES.getQueueTicket, { params: { id }, signal }),
  });

/** A ticket's history: opened, states, operators, the first answer, targets missed. */
export const ticketHistoryQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...HELPDESK_KEY, 'history', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getTicketHistory>(HELPDESK_ROUTES.getTicketHistory, { params: { id }, signal }),
  });

/** Who is asking: the requester's account, the company and its other unfinished tickets. */
export const ticketContextQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...HELPDESK_KEY, 'context', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getTicketContext>(HELPDESK_ROUTES.getTicketContext, { params: { id }, signal }),
  });

/** The signed-in operator's signature under their replies. */
export const signatureQuery = queryOptions({
  ...PER_USER,
  queryKey: [...HELPDESK_KEY, 'signature'],
  queryFn: ({ signal }) => apiRequest<typeof getMySignature>(HELPDESK_ROUTES.getMySignature, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const saveSignatureCall = (signature: string) =>
  apiRequest<typeof saveMySignature>(HELPDESK_ROUTES.saveMySignature, { body: { Signature: signature } });

/** The support replies ready to insert (mail templates of kind `reply`, #41), by name. */
export const readyRepliesQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'templates', 'replies'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listTemplates>(MAIL_TEMPLATES_ROUTES.listTemplates, {
      params: { filter: filterSegment({ Kind: 'reply', Sort: 'Name', Desc: false, Page: 0, Size: 100 }) },
      signal,
    }),
  staleTime: 60_000,
});

/** One ready reply's texts. */
export const readyReplyCall = (id: number) =>
  apiRequest<typeof getTemplate>(MAIL_TEMPLATES_ROUTES.getTemplate, { params: { Id: id } });

/** The operators a ticket can be given to; they change seldom. */
export const operatorsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...HELPDESK_KEY, 'operators'],
  queryFn: ({ signal }) => apiRequest<typeof listOperators>(HELPDESK_ROUTES.listOperators, { signal }),
  staleTime: 60_000,
});

export const dashboardQuery = queryOptions({
  ...PER_USER,
  queryKey: [...HELPDESK_KEY, 'dashboard'],
  queryFn: ({ signal }) => apiRequest<typeof getDashboard>(HELPDESK_ROUTES.getDashboard, { signal }),
});

/**
 * The menu's counts. Read again at every helpdesk event (HelpdeskLive); the minute's reread covers
 * an event lost while the stream reconnected.
 */
export const countsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...HELPDESK_KEY, 'counts'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getHelpdeskCounts>(HELPDESK_ROUTES.getHelpdeskCounts, { signal }),
  refetchInterval: 60_000,
});

/** Gives the ticket to an operator (yourself: taking it), or to nobody (null). */
export const assignTicketCall = (id: string, handlerId: string | null) =>
  apiRequest<typeof assignTicket>(HELPDESK_ROUTES.assignTicket, {
    params: { id },
    body: { HandlerId: handlerId },
  });

/** Merges the ticket into another of its company, by that one's code. */
export const mergeTicketCall = (id: string, into: string) =>
  apiRequest<typeof mergeTicket>(HELPDESK_ROUTES.mergeTicket, { params: { id }, body: { Into: into } });

/** How pressing the ticket is. */
export const setPriorityCall = (id: string, priority: TicketPriority) =>
  apiRequest<typeof setTicketPriority>(HELPDESK_ROUTES.setTicketPriority, {
    params: { id },
    body: { Priority: priority },
  });

/** The ticket's tags, all of them: known tags by id, new names to join the vendor's tags. */
export const setTagsCall = (id: string, body: TicketTags) =>
  apiRequest<typeof setTicketTags>(HELPDESK_ROUTES.setTicketTags, { params: { id }, body });

export const changeTicketStateCall = (id: string, state: TicketState) =>
  apiRequest<typeof changeTicketState>(HELPDESK_ROUTES.changeTicketState, {
    params: { id },
    body: { State: state },
  });

/** A reply to the customer, or an internal note (`Internal`), optionally moving the ticket on (`State`). */
export const answerTicketCall = (id: string, body: TicketAnswer) =>
  apiRequest<typeof answerTicket>(HELPDESK_ROUTES.answerTicket, { params: { id }, body });

export const bulkAssignCall = (ids: string[], handlerId: string | null) =>
  apiRequest<typeof bulkTickets>(HELPDESK_ROUTES.bulkTickets, {
    body: { Ids: ids, Action: 'assign', HandlerId: handlerId },
  });

export const bulkCloseCall = (ids: string[]) =>
  apiRequest<typeof bulkTickets>(HELPDESK_ROUTES.bulkTickets, { body: { Ids: ids, Action: 'close' } });

/** Adds the tag to each selected ticket that lacks it. */
export const bulkTagCall = (ids: string[], tagId: number) =>
  apiRequest<typeof bulkTickets>(HELPDESK_ROUTES.bulkTickets, {
    body: { Ids: ids, Action: 'tag', TagId: tagId },
  });

/** An analysis or report for a company, which its users then find in their support area. */
export const publishItemCall = (body: PublishedItem) =>
  apiRequest<typeof publishItem>(HELPDESK_ROUTES.publishItem, { body });
