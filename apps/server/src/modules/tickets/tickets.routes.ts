import { requestCallback } from '@sportello/contracts/tickets/callback.contract';
import {
  closeTicket,
  downloadAttachment,
  getTicket,
  listTickets,
  openTicket,
  replyToTicket,
} from '@sportello/contracts/tickets/tickets.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { EventBus } from '../../core/event-bus';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as callbacks from './callback.service';
import { helpdeskRoutes } from './helpdesk.routes';
import * as tickets from './tickets.service';
import * as attachments from './tickets-attachments.service';

/** Room for three 2 MB attachments in base64 plus the message (decision 012). */
const TICKET_BODY_LIMIT = 9 * 1024 * 1024;

/** The support area's tickets, analyses and reports (decision 012). */
export function ticketsRoutes(app: FastifyInstance, { config, bus }: { config: Config; bus: EventBus }) {
  // Every customer call of the support area is refused when its capability is denied (decision 066).
  const area = { tag: 'Support', access: 'signed-in', area: 'support' } as const;
  const settings: tickets.TicketsSettings = {
    publicUrl: config.publicUrl,
    videoOrigins: config.videoEmbedOrigins,
    reopenDays: config.ticketReopenDays,
  };
  registerRoute(app, listTickets, area, ({ ctx, query }) =>
    tickets.listTickets(ctx, { ...query, state: query.status }),
  );
  registerRoute(app, getTicket, area, ({ ctx, params }) => tickets.getTicket(ctx, params.id, settings));
  registerRoute(
    app,
    openTicket,
    { ...area, bodyLimit: TICKET_BODY_LIMIT, config: { rateLimit: config.recoveryRateLimit } },
    ({ ctx, body }) => tickets.openTicket(ctx, body, settings),
  );
  registerRoute(app, replyToTicket, { ...area, bodyLimit: TICKET_BODY_LIMIT }, ({ ctx, params, body }) =>
    tickets.replyToTicket(ctx, params.id, body, settings),
  );
  registerRoute(app, closeTicket, area, ({ ctx, params }) => tickets.closeTicket(ctx, params.id, settings));
  // Customers only (the vendor's staff are the ones who call back); limited like opening a ticket:
  // each request is a ticket in the operators' queue.
  registerRoute(
    app,
    requestCallback,
    { ...area, access: ['user', 'company_admin'], config: { rateLimit: config.recoveryRateLimit } },
    ({ ctx, body }) => callbacks.requestCallback(ctx, body),
  );
  helpdeskRoutes(app, settings, { bus, lifetimeMs: config.chat.streamMs });
  registerRoute(app, downloadAttachment, area, async ({ ctx, params, reply }) => {
    const file = await attachments.getAttachment(ctx, params.id, params.attachmentId);
    return sendFile(reply, { name: file.fileName, contentType: file.contentType, body: file.content });
  });
}
