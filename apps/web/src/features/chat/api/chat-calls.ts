import type {
  closeConversation,
  getAvailability,
  listMyConversations,
  startConversation,
} from '@sportello/contracts/chat/chat.contract';
import { CHAT_ROUTES } from '@sportello/contracts/chat/chat.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ChatDraft, chatAttachment } from '../../../lib/chat/use-live-conversation';
import { PER_USER } from '../../../lib/per-user-query';

/** Query keys, each starting with the session's scope (who is signed in, under which parent). */
export const customerChatKeys = {
  all: (scope: string) => ['chat', scope] as const,
};

/** Whether the chat is open to the user; asked again every minute, as hours and operators change. */
export const availabilityQuery = (scope: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...customerChatKeys.all(scope), 'availability'],
    queryFn: ({ signal }) => apiRequest<typeof getAvailability>(CHAT_ROUTES.getAvailability, { signal }),
    refetchInterval: 60_000,
  });

export const myConversationsQuery = (scope: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...customerChatKeys.all(scope), 'mine'],
    queryFn: ({ signal }) =>
      apiRequest<typeof listMyConversations>(CHAT_ROUTES.listMyConversations, { signal }),
  });

/** Opens a conversation with its first message: words, a file, or both. */
export async function startChat({ body, file }: ChatDraft) {
  return apiRequest<typeof startConversation>(CHAT_ROUTES.startConversation, {
    body: { Body: body, ...(file && { Attachment: await chatAttachment(file) }) },
  });
}

export function endChat(id: number) {
  return apiRequest<typeof closeConversation>(CHAT_ROUTES.closeConversation, { params: { Id: id } });
}
