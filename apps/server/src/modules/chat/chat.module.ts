import { CHAT_ACCESS } from '@sportello/contracts/chat/chat.values';
import type { Module } from '../../module-deps';
import { CHAT_LABELS } from './chat.audit-labels';
import { CHATS_PART } from './chat.personal-data';
import { chatRoutes } from './chat.routes';

export const chatModule: Module = {
  name: 'chat',
  access: [CHAT_ACCESS],
  auditLabels: [CHAT_LABELS],
  personalData: [CHATS_PART],
  register: (app, deps) => chatRoutes(app, deps),
};
