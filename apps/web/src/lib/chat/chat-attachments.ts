import { CHAT_ROUTES } from '@sportello/contracts/chat/chat.routes';
import { routePath } from '@sportello/contracts/common/route';
import { env } from '../../config/env';

/** A plain link to a conversation's file: the browser downloads it with the session cookie. */
export const chatAttachmentHref = (conversationId: number, attachmentId: number) =>
  `${env.apiBaseUrl}${routePath(CHAT_ROUTES.downloadChatAttachment.path, { Id: conversationId, AttachmentId: attachmentId })}`;
