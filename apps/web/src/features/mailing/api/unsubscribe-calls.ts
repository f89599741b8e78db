import type { getUnsubscribe, unsubscribe } from '@sportello/contracts/backoffice/mailing.contract';
import { UNSUBSCRIBE_ROUTES } from '@sportello/contracts/backoffice/mailing.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The unsubscribe link's calls (decision 075): signed by the link's token, no session needed. The
 * POST carries the anti-forgery token like every other anonymous POST (api-client fetches it).
 */
export const unsubscribeStateQuery = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      apiRequest<typeof getUnsubscribe>(UNSUBSCRIBE_ROUTES.getUnsubscribe, {
        params: { Token: token },
        signal,
      }),
    retry: false,
    gcTime: 0,
  });

export const unsubscribeCall = (token: string) =>
  apiRequest<typeof unsubscribe>(UNSUBSCRIBE_ROUTES.unsubscribe, { params: { Token: token } });
