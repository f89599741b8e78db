import { routePath } from '@sportello/contracts/common/route';
import { getKnowledgeBaseToken } from '@sportello/contracts/support/knowledge-base.contract';
import {
  closeTicket,
  downloadAttachment,
  getTicket,
  listTickets,
  type NewTicket,
  openTicket,
  replyToTicket,
  type TicketReply,
} from '@sportello/contracts/support/tickets.contract';
import { env } from '../../../config/env';
import { apiRequest } from '../../../lib/api-client';
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
  return apiRequest(listTickets, {
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

export const fetchTicket = (id: string) => apiRequest(getTicket, { params: { id } });
export const sendNewTicket = (body: NewTicket) => apiRequest(openTicket, { body });
export const sendReply = (id: string, body: TicketReply) =>
  apiRequest(replyToTicket, { params: { id }, body });
export const sendClose = (id: string) => apiRequest(closeTicket, { params: { id } });

/** The knowledge base's single-use token (spec §7 getomegasecuritytoken). */
export const fetchKbToken = () => apiRequest(getKnowledgeBaseToken);

/** A plain link: the browser downloads the file with the session cookie. */
export const attachmentHref = (id: string, attachmentId: string) =>
  `${env.apiBaseUrl}${routePath(downloadAttachment.path, { id, attachmentId })}`;
