import {
  COMMUNICATION_TYPES,
  type Communication,
  type CommunicationTypeId,
  getNews,
  listNews,
  markNewsRead,
  type NewsFilter,
  type WrappedCommunication,
} from '@sportello/contracts/backoffice/communications.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';

/**
 * These answers depend on who is signed in: they are dropped as soon as no page shows them, so that
 * the next user of the same tab (after a sign-out) never sees the previous user's data.
 */
const PER_USER = { gcTime: 0 } as const;

export const newsQuery = (filter: NewsFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['news', 'list', filter],
    queryFn: ({ signal }) => apiRequest(listNews, { params: { filter: filterSegment(filter) }, signal }),
  });

export const newsItemQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => apiRequest(getNews, { params: { Id: id }, signal }),
  });

export const markReadCall = (id: number) => apiRequest(markNewsRead, { params: { Id: id } });

/** The communication inside its wrapper: the slot named for its type (spec §3). */
export function unwrap(item: WrappedCommunication): Communication | undefined {
  const slot = COMMUNICATION_TYPES[item.Type as CommunicationTypeId];
  return slot ? item[slot] : undefined;
}
