import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of chat.contract.ts, without its schemas (decision 022). */
export const CHAT_ROUTES = {
  getAvailability: { method: 'GET', path: '/api/Chat/Availability' },
  listMyConversations: { method: 'GET', path: '/api/Chat/Conversations' },
  startConversation: { method: 'POST', path: '/api/Chat/Conversations' },
  getConversation: { method: 'GET', path: '/api/Chat/Conversations/:Id' },
  sendMessage: { method: 'POST', path: '/api/Chat/Conversations/:Id/Messages' },
  downloadChatAttachment: { method: 'GET', path: '/api/Chat/Conversations/:Id/Attachments/:AttachmentId' },
  sendTyping: { method: 'POST', path: '/api/Chat/Conversations/:Id/Typing' },
  closeConversation: { method: 'POST', path: '/api/Chat/Conversations/:Id/Close' },
  followConversation: { method: 'GET', path: '/api/Chat/Conversations/:Id/Events' },
} as const satisfies Record<string, RouteDescriptor>;
