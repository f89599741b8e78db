import type { listChatQueue } from '@sportello/contracts/backoffice/chat.contract';
import { BACKOFFICE_CHAT_ROUTES } from '@sportello/contracts/backoffice/chat.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { PER_USER } from '../per-user-query';

/** Every chat desk answer sits under this key: a change to a conversation reads them again. */
export const CHAT_DESK_KEY = ['backoffice', 'chat'] as const;

/** The conversations waiting or under way: the chat desk's, and the operator's day's waiting ones. */
export const chatQueueQuery = queryOptions({
  ...PER_USER,
  queryKey: [...CHAT_DESK_KEY, 'queue'],
  queryFn: ({ signal }) => apiRequest<typeof listChatQueue>(BACKOFFICE_CHAT_ROUTES.listChatQueue, { signal }),
});
