import { z } from 'zod';
import { ChatConversation, ChatConversationSummary, EventStream } from '../chat/chat.contract';
import { HANDOVER_NOTE_MAX } from '../chat/chat.values';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { BACKOFFICE_CHAT_ROUTES } from './chat.routes';

/**
 * The chat in the back office (decision 037, resource `chat`): the conversations waiting or under
 * way, taking and handing over, and who may use the chat.
 */

export const ChatQueue = z.object({
  Conversations: z.array(ChatConversationSummary),
  /** Operators on the chat now (their back-office page open). */
  /** `Away`: at the desk, but taking no new chat. */
  OperatorsOnline: z.array(z.object({ Id: z.string(), Name: z.string(), Away: z.boolean() })),
  /** The caller's own user id: their conversations are the ones they write in. */
  Me: z.string(),
});

export const ChatSettings = z.object({
  /** Plan codes whose people may chat; none: everyone. */
  Plans: z.array(z.string().trim().min(1).max(32)).max(50),
  /** Products a company must have one of; none: any company. */
  Products: z.array(z.string().trim().min(1).max(80)).max(200),
});
export type ChatSettings = z.infer<typeof ChatSettings>;

export const listChatQueue = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.listChatQueue,
  summary: 'Back office: conversations waiting or under way, premium first, and who is online',
  response: ChatQueue,
});

export const acceptConversation = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.acceptConversation,
  summary: 'Back office: take a waiting conversation (409 ERROR_CHAT_STATE when taken or closed)',
  params: IdParams,
  response: ChatConversation,
});

export const transferConversation = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.transferConversation,
  summary: 'Back office: hand a conversation under way to another operator, with a note for them',
  params: IdParams,
  body: z.object({
    OperatorId: z.uuid('ERROR_FIELD_REQUIRED'),
    /** For the operator who takes it over; the customer never sees it. */
    Note: z.string().trim().max(HANDOVER_NOTE_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
  }),
  response: ChatConversation,
});

export const getChatSettings = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.getChatSettings,
  summary: 'Back office: which plans and products the chat is open to',
  response: ChatSettings,
});

export const saveChatSettings = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.saveChatSettings,
  summary: 'Back office: save which plans and products the chat is open to (audited)',
  body: ChatSettings,
  response: ChatSettings,
});

export const followChatQueue = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.followChatQueue,
  summary:
    "Back office: the queue's events (text/event-stream); while it is open the operator is online on the chat",
  response: EventStream,
});

export const setChatAway = defineRoute({
  ...BACKOFFICE_CHAT_ROUTES.setChatAway,
  summary: 'Back office: the caller away from the chat (no new chat opens on their account), or back',
  body: z.object({ Away: z.boolean() }),
  response: z.object({ Away: z.boolean() }),
});
