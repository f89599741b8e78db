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
import { actorOf, requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import { joinSupportGroup, openSupportRequest } from './support.service';
import {
  closeTicketFor,
  getAttachmentFor,
  getTicketFor,
  listTicketsFor,
  openTicketFor,
  replyToTicketFor,
} from './support-tickets.service';

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
      TicketCode: await openSupportRequest({ tx, log: request.log }, kind, body, {
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
  const ctxOf = (request: Parameters<typeof requireSession>[0]) => {
    const session = requireSession(request);
    return { tx, log: request.log, actor: { ...actorOf(session), userName: session.userName }, settings };
  };
  registerRoute(app, listTickets, area, ({ query, request }) =>
    listTicketsFor(ctxOf(request), { ...query, state: query.status }),
  );
  registerRoute(app, getTicket, area, ({ params, request }) => getTicketFor(ctxOf(request), params.id));
  registerRoute(
    app,
    openTicket,
    { ...area, bodyLimit: TICKET_BODY_LIMIT, config: { rateLimit: config.recoveryRateLimit } },
    ({ body, request }) => openTicketFor(ctxOf(request), body),
  );
  registerRoute(app, replyToTicket, { ...area, bodyLimit: TICKET_BODY_LIMIT }, ({ params, body, request }) =>
    replyToTicketFor(ctxOf(request), params.id, body),
  );
  registerRoute(app, closeTicket, area, ({ params, request }) => closeTicketFor(ctxOf(request), params.id));
  registerRoute(app, downloadAttachment, area, async ({ params, request, reply }) => {
    const file = await getAttachmentFor(ctxOf(request), params.id, params.attachmentId);
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
