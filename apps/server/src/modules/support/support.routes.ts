import {
  createSupportRequest,
  joinWrcSupport,
  requestUserData,
} from '@sportello/contracts/recovery/support-request.contract';
import {
  closeTicket,
  downloadAttachment,
  getTicket,
  listTickets,
  openTicket,
  replyToTicket,
} from '@sportello/contracts/support/tickets.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import { joinSupportGroup, openSupportRequest } from './support.service';
import * as tickets from './support-tickets.service';

/** Room for three 2 MB attachments in base64 plus the message (decision 012). */
const TICKET_BODY_LIMIT = 9 * 1024 * 1024;

export function supportRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const tx = database.db;
  const options = {
    tag: 'Support',
    access: 'public',
    config: { rateLimit: config.recoveryRateLimit },
  } as const;

  for (const [route, kind] of [
    [createSupportRequest, 'support_request'],
    [requestUserData, 'data_request'],
  ] as const) {
    registerRoute(app, route, options, async ({ body, request }) => ({
      TicketCode: await openSupportRequest({ tx, log: request.log, clock: app.clock }, kind, body, {
        languageId: requestLanguage(request),
        publicUrl: config.publicUrl,
        captcha: config.captcha,
        companyId: request.session?.companyId,
        userId: request.session?.userId,
      }),
    }));
  }

  registerRoute(app, joinWrcSupport, { ...options, access: 'signed-in' }, async ({ request }) => {
    const session = requireSession(request);
    await joinSupportGroup({ tx, log: request.log }, session, config.publicUrl);
    return { Message: 'MSG_SUPPORT_WRC_DONE' };
  });

  // The support area (decision 012).
  const area = { tag: 'Support', access: 'signed-in' } as const;
  const settings = { publicUrl: config.publicUrl, videoOrigins: config.videoEmbedOrigins };
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
  registerRoute(app, downloadAttachment, area, async ({ ctx, params, reply }) => {
    const file = await tickets.getAttachment(ctx, params.id, params.attachmentId);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.content.length))
      .header(
        'content-disposition',
        `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
}
