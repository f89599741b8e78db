import { z } from 'zod';
import { int4IdText } from '../common/column-ranges';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { NewAttachment } from '../tickets/tickets.contract';
import { CHAT_ROUTES } from './chat.routes';
import { CHAT_CLOSED_REASONS, CHAT_STATES, MAX_CHAT_MESSAGE } from './chat.values';

/**
 * The live chat between a customer's user and the vendor's operators (decision 037): the customer
 * sees whether it is open, starts a conversation and writes; operators take it in the back office
 * (backoffice/chat.contract.ts). Both sides follow a conversation on its event stream and read it here.
 */

export const ChatAvailability = z.object({
  Open: z.boolean(),
  /** Why it is closed; null when open. */
  Reason: z.enum(CHAT_CLOSED_REASONS).nullable(),
  /** The holiday's name key (business-calendar holidays) when Reason is `holiday`. */
  Holiday: z.string().nullable(),
  /** When the calendar opens next (ISO instant); null when open or never. */
  NextOpening: z.string().nullable(),
});
export type ChatAvailability = z.infer<typeof ChatAvailability>;

/** A file sent in a conversation: the tickets' types and size, downloaded by either side. */
export const ChatAttachment = z.object({
  Id: z.number().int(),
  FileName: z.string(),
  ContentType: z.string(),
  Size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

export const ChatMessage = z.object({
  Id: z.number().int(),
  FromStaff: z.boolean(),
  AuthorName: z.string(),
  /** Empty for a message that is only a file. */
  Body: z.string(),
  Attachment: ChatAttachment.nullable(),
  CreatedAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatConversation = z.object({
  Id: z.number().int(),
  State: z.enum(CHAT_STATES),
  CompanyName: z.string(),
  CustomerName: z.string(),
  /** The operator who took it; empty while waiting. */
  OperatorName: z.string(),
  OperatorId: z.string().nullable(),
  /** The ticket the transcript was saved on, once closed (SR-number). */
  TicketNumber: z.string().nullable(),
  CreatedAt: z.string(),
  /** While waiting, its place in the operators' queue (1: the next taken); null otherwise. */
  QueuePosition: z.number().int().nullable(),
  /** What the operator who handed it over wrote for the next one: to the staff only, null otherwise. */
  Handover: z.object({ From: z.string(), Note: z.string() }).nullable(),
  Messages: z.array(ChatMessage),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

export const ChatConversationSummary = ChatConversation.omit({
  Messages: true,
  QueuePosition: true,
  Handover: true,
}).extend({
  LastMessage: z.string(),
  Premium: z.boolean(),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummary>;

/** A message as written: markup is stripped before it is stored, then it must still say something. */
export const ChatMessageInput = z.object({
  Body: z.string().max(MAX_CHAT_MESSAGE * 4, 'ERROR_FIELD_TOO_LONG'),
});

export const getAvailability = defineRoute({
  ...CHAT_ROUTES.getAvailability,
  summary: 'Whether the chat is open to the signed-in user now, and when it opens next',
  response: ChatAvailability,
});

export const listMyConversations = defineRoute({
  ...CHAT_ROUTES.listMyConversations,
  summary: "The signed-in user's own conversations, newest first (the last 20)",
  response: z.array(ChatConversationSummary),
});

/** A message of a conversation: words, a file (the tickets' types and size), or both. */
export const ChatReplyInput = ChatMessageInput.extend({ Attachment: NewAttachment.optional() });

export const startConversation = defineRoute({
  ...CHAT_ROUTES.startConversation,
  summary:
    'Starts a conversation with a first message (words, a file, or both); 409 ERROR_CHAT_UNAVAILABLE when closed',
  body: ChatReplyInput,
  response: ChatConversation,
});

export const getConversation = defineRoute({
  ...CHAT_ROUTES.getConversation,
  summary: 'One conversation with its messages: its customer, or the back office',
  params: IdParams,
  response: ChatConversation,
});

export const sendMessage = defineRoute({
  ...CHAT_ROUTES.sendMessage,
  summary: 'Writes in a conversation, with a file if any (markup stripped; a rate per user)',
  params: IdParams,
  body: ChatReplyInput,
  response: ChatMessage,
});

export const downloadChatAttachment = defineRoute({
  ...CHAT_ROUTES.downloadChatAttachment,
  summary: 'Download a file of a conversation (as a file, not JSON): its customer, or the back office',
  params: z.object({ Id: int4IdText, AttachmentId: int4IdText }),
  response: z.string().meta({ description: 'The file itself', format: 'binary' }),
});

export const sendTyping = defineRoute({
  ...CHAT_ROUTES.sendTyping,
  summary: 'Tells the other side that the caller is typing',
  params: IdParams,
  response: z.object({ Sent: z.boolean() }),
});

export const closeConversation = defineRoute({
  ...CHAT_ROUTES.closeConversation,
  summary: 'Ends a conversation; its transcript is saved on a ticket of the customer',
  params: IdParams,
  response: ChatConversation,
});

/** Server-sent events; each stream ends after a while and the browser opens it again. */
export const EventStream = z.string().meta({
  description:
    'text/event-stream: `ready` when opened (read the conversation then), `changed` when it changed, `typing` ({fromStaff, name}) while the other side writes',
});

export const followConversation = defineRoute({
  ...CHAT_ROUTES.followConversation,
  summary: "A conversation's events (text/event-stream), for its customer or the back office",
  params: IdParams,
  response: EventStream,
});
