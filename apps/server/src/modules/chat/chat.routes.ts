import {
  acceptConversation,
  followChatQueue,
  getChatSettings,
  listChatQueue,
  saveChatSettings,
  setChatAway,
  transferConversation,
} from '@sportello/contracts/backoffice/chat.contract';
import {
  closeConversation,
  downloadChatAttachment,
  followConversation,
  getAvailability,
  getConversation,
  listMyConversations,
  sendMessage,
  sendTyping,
  startConversation,
} from '@sportello/contracts/chat/chat.contract';
import { safeFileName } from '@sportello/contracts/common/file-name';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../core/event-bus';
import { endEventStreamsOnClose, sendEventStream } from '../../core/event-stream';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as chat from './chat.service';

export interface ChatDeps {
  /** Followed by the event streams; the service publishes through its context (`ctx.events`). */
  bus: EventBus;
  config: { chat: { streamMs: number } };
}

/** The live chat: the customer's calls, the calls both sides share, and the back office's. */
export function chatRoutes(app: FastifyInstance, { bus, config }: ChatDeps): void {
  const lifetimeMs = config.chat.streamMs;
  endEventStreamsOnClose(app);
  const customer = { tag: 'Chat', access: 'signed-in', area: 'chat' } as const;
  registerRoute(app, getAvailability, customer, ({ ctx }) => chat.getAvailability(ctx));
  registerRoute(app, listMyConversations, customer, ({ ctx }) => chat.listMyConversations(ctx));
  registerRoute(app, startConversation, customer, ({ ctx, body }) => chat.startConversation(ctx, body));

  // Either side: the service lets in the conversation's customer and the back office.
  registerRoute(app, getConversation, customer, ({ ctx, params }) => chat.getConversation(ctx, params.Id));
  registerRoute(app, sendMessage, customer, ({ ctx, params, body }) =>
    chat.sendMessage(ctx, params.Id, body),
  );
  registerRoute(app, downloadChatAttachment, customer, async ({ ctx, params, reply }) => {
    const file = await chat.getChatAttachment(ctx, params.Id, params.AttachmentId);
    return sendFile(reply, {
      name: safeFileName(file.fileName),
      contentType: file.contentType,
      body: file.content,
    });
  });
  registerRoute(app, sendTyping, customer, ({ ctx, params }) => chat.sendTyping(ctx, params.Id));
  registerRoute(app, closeConversation, customer, ({ ctx, params }) =>
    chat.closeConversation(ctx, params.Id),
  );
  registerRoute(app, followConversation, customer, async ({ ctx, params, request, reply }) => {
    const channel = await chat.followConversation(ctx, params.Id);
    return sendEventStream(request, reply, { bus, channel, lifetimeMs });
  });

  const staff = { tag: 'Helpdesk', access: ['operator', 'admin'] } as const;
  registerRoute(app, listChatQueue, staff, ({ ctx }) => chat.listQueue(ctx));
  registerRoute(app, acceptConversation, staff, ({ ctx, params }) => chat.acceptConversation(ctx, params.Id));
  registerRoute(app, transferConversation, staff, ({ ctx, params, body }) =>
    chat.transferConversation(ctx, params.Id, body.OperatorId, body.Note),
  );
  registerRoute(app, setChatAway, staff, ({ ctx, body }) => chat.setMyAway(ctx, body.Away));
  registerRoute(app, getChatSettings, staff, ({ ctx }) => chat.getChatSettings(ctx));
  registerRoute(app, saveChatSettings, staff, ({ ctx, body }) => chat.saveChatSettings(ctx, body));
  registerRoute(app, followChatQueue, staff, async ({ ctx, request, reply }) => {
    // Presence is checked first: a viewer, who may not chat, gets 403 rather than a stream.
    await chat.markOperatorOnline(ctx);
    return sendEventStream(request, reply, {
      bus,
      channel: chat.QUEUE_CHANNEL,
      lifetimeMs,
      onAlive: () => chat.markOperatorOnline(request.server.serviceContext(request)),
      onSessionEnded: () => chat.markOperatorOffline(request.server.serviceContext(request)),
    });
  });
}
