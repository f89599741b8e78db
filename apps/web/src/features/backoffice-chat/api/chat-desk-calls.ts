import type {
  acceptConversation,
  ChatSettings,
  getChatSettings,
  saveChatSettings,
  setChatAway,
  transferConversation,
} from '@sportello/contracts/backoffice/chat.contract';
import { BACKOFFICE_CHAT_ROUTES } from '@sportello/contracts/backoffice/chat.routes';
import type { listPlans } from '@sportello/contracts/backoffice/support-plans.contract';
import { SUPPORT_PLANS_ROUTES } from '@sportello/contracts/backoffice/support-plans.routes';
import type { closeConversation } from '@sportello/contracts/chat/chat.contract';
import { CHAT_ROUTES } from '@sportello/contracts/chat/chat.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CHAT_DESK_KEY } from '../../../lib/backoffice/chat-queue-query';
import { PER_USER } from '../../../lib/per-user-query';

export const acceptCall = (id: number) =>
  apiRequest<typeof acceptConversation>(BACKOFFICE_CHAT_ROUTES.acceptConversation, { params: { Id: id } });

/** Hands the conversation to a colleague, with a note for them (never shown to the customer). */
export const transferCall = (id: number, operatorId: string, note: string) =>
  apiRequest<typeof transferConversation>(BACKOFFICE_CHAT_ROUTES.transferConversation, {
    params: { Id: id },
    body: { OperatorId: operatorId, Note: note },
  });

export const closeCall = (id: number) =>
  apiRequest<typeof closeConversation>(CHAT_ROUTES.closeConversation, { params: { Id: id } });

export const chatSettingsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...CHAT_DESK_KEY, 'settings'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getChatSettings>(BACKOFFICE_CHAT_ROUTES.getChatSettings, { signal }),
});

export const saveChatSettingsCall = (body: ChatSettings) =>
  apiRequest<typeof saveChatSettings>(BACKOFFICE_CHAT_ROUTES.saveChatSettings, { body });

/** The plans the chat may be opened to. */
export const chatPlansQuery = queryOptions({
  ...PER_USER,
  queryKey: [...CHAT_DESK_KEY, 'plans'],
  queryFn: ({ signal }) => apiRequest<typeof listPlans>(SUPPORT_PLANS_ROUTES.listPlans, { signal }),
});

/** The operator away from the chat (no new chat opens on their account), or back. */
export const setAwayCall = (away: boolean) =>
  apiRequest<typeof setChatAway>(BACKOFFICE_CHAT_ROUTES.setChatAway, { body: { Away: away } });
