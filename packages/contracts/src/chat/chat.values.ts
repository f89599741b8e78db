// Plain data of chat.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/** Waiting for an operator → with an operator → closed (its transcript saved on a ticket). */
export const CHAT_STATES = ['waiting', 'active', 'closed'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/** Why the chat entry is closed: outside the calendar's hours, on a holiday, nobody online, or not in the plan. */
export const CHAT_CLOSED_REASONS = ['hours', 'holiday', 'offline', 'plan'] as const;
export type ChatClosedReason = (typeof CHAT_CLOSED_REASONS)[number];

/** The longest message, in characters, after markup is stripped. */
export const MAX_CHAT_MESSAGE = 2000;

/** The note an operator leaves for the colleague they hand a chat to. */
export const HANDOVER_NOTE_MAX = 500;

/**
 * The live chat (decision 037): the back office sees the conversations; operators and admins take,
 * hand over, write in and close them (`update`).
 */
export const CHAT_ACCESS = defineResourceAccess('chat', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', update: 'all' },
  admin: { list: 'all', read: 'all', update: 'all' },
});
