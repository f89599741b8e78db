import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of chat.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_CHAT_ROUTES = {
  listChatQueue: { method: 'GET', path: '/api/Helpdesk/Chat/Conversations' },
  acceptConversation: { method: 'POST', path: '/api/Helpdesk/Chat/Conversations/:Id/Accept' },
  transferConversation: { method: 'POST', path: '/api/Helpdesk/Chat/Conversations/:Id/Transfer' },
  getChatSettings: { method: 'GET', path: '/api/Helpdesk/Chat/Settings' },
  saveChatSettings: { method: 'POST', path: '/api/Helpdesk/Chat/Settings' },
  followChatQueue: { method: 'GET', path: '/api/Helpdesk/Chat/Events' },
  setChatAway: { method: 'POST', path: '/api/Helpdesk/Chat/Away' },
} as const satisfies Record<string, RouteDescriptor>;
