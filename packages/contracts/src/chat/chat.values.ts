// Plain data of chat.contract.ts: the web app uses it without loading the schemas (decision 022).

/** Waiting for an operator → with an operator → closed (its transcript saved on a ticket). */
export const CHAT_STATES = ['waiting', 'active', 'closed'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/** Why the chat entry is closed: outside the calendar's hours, on a holiday, nobody online, or not in the plan. */
export const CHAT_CLOSED_REASONS = ['hours', 'holiday', 'offline', 'plan'] as const;
export type ChatClosedReason = (typeof CHAT_CLOSED_REASONS)[number];

/** The longest message, in characters, after markup is stripped. */
export const MAX_CHAT_MESSAGE = 2000;
