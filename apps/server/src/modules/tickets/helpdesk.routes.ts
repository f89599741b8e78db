import {
  answerTicket,
  assignTicket,
  bulkTickets,
  changeTicketState,
  followHelpdesk,
  getDashboard,
  getHelpdeskCounts,
  getMySignature,
  getQueueTicket,
  getTicketContext,
  getTicketHistory,
  listOperators,
  listQueue,
  mergeTicket,
  publishItem,
  saveMySignature,
  setTicketPriority,
  setTicketTags,
} from '@sportello/contracts/backoffice/helpdesk.contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../core/event-bus';
import { endEventStreamsOnClose, sendEventStream } from '../../core/event-stream';
import { registerRoute } from '../../core/route';
import * as helpdesk from './helpdesk.service';
import * as publishedItems from './published-items.service';
import type { TicketsSettings } from './tickets.service';

/** Room for three 2 MB attachments in base64 plus the message (decision 012). */
const ANSWER_BODY_LIMIT = 9 * 1024 * 1024;
/** Room for one 2 MB PDF in base64 plus the text. */
const PUBLISH_BODY_LIMIT = 3 * 1024 * 1024;

/** The helpdesk's queue; who may do what is the service's check (resource `tickets`). */
export function helpdeskRoutes(
  app: FastifyInstance,
  settings: TicketsSettings,
  live: { bus: EventBus; lifetimeMs: number },
): void {
  const options = { tag: 'Helpdesk', access: ['operator', 'admin'] } as const;
  endEventStreamsOnClose(app);
  registerRoute(app, getHelpdeskCounts, options, ({ ctx }) => helpdesk.getQueueCounts(ctx));
  registerRoute(app, followHelpdesk, options, async ({ ctx, request, reply }) => {
    const channel = await helpdesk.followHelpdesk(ctx);
    return sendEventStream(request, reply, { bus: live.bus, channel, lifetimeMs: live.lifetimeMs });
  });
  registerRoute(app, listQueue, options, ({ ctx, params }) => helpdesk.listQueue(ctx, params.filter));
  registerRoute(app, getQueueTicket, options, ({ ctx, params }) =>
    helpdesk.getQueueTicket(ctx, params.id, settings),
  );
  registerRoute(app, getMySignature, options, ({ ctx }) => helpdesk.getMySignature(ctx));
  registerRoute(app, saveMySignature, options, ({ ctx, body }) =>
    helpdesk.saveMySignature(ctx, body.Signature),
  );
  registerRoute(app, getTicketHistory, options, ({ ctx, params }) =>
    helpdesk.getTicketHistory(ctx, params.id),
  );
  registerRoute(app, getTicketContext, options, ({ ctx, params }) =>
    helpdesk.getTicketContext(ctx, params.id),
  );
  registerRoute(app, assignTicket, options, ({ ctx, params, body }) =>
    helpdesk.assignTicket(ctx, params.id, body.HandlerId, settings),
  );
  registerRoute(app, mergeTicket, options, ({ ctx, params, body }) =>
    helpdesk.mergeTicket(ctx, params.id, body.Into, settings),
  );
  registerRoute(app, setTicketPriority, options, ({ ctx, params, body }) =>
    helpdesk.setTicketPriority(ctx, params.id, body.Priority, settings),
  );
  registerRoute(app, setTicketTags, options, ({ ctx, params, body }) =>
    helpdesk.setTicketTags(ctx, params.id, body, settings),
  );
  registerRoute(app, changeTicketState, options, ({ ctx, params, body }) =>
    helpdesk.changeTicketState(ctx, params.id, body.State, settings),
  );
  registerRoute(app, answerTicket, { ...options, bodyLimit: ANSWER_BODY_LIMIT }, ({ ctx, params, body }) =>
    helpdesk.answerTicket(ctx, params.id, body, settings),
  );
  registerRoute(app, bulkTickets, options, ({ ctx, body }) => helpdesk.bulkTickets(ctx, body, settings));
  registerRoute(app, listOperators, options, ({ ctx }) => helpdesk.listOperators(ctx));
  registerRoute(app, getDashboard, options, ({ ctx }) => helpdesk.getDashboard(ctx));
  registerRoute(app, publishItem, { ...options, bodyLimit: PUBLISH_BODY_LIMIT }, ({ ctx, body }) =>
    publishedItems.publishItem(ctx, body, settings),
  );
}
