import {
  discardUndeliveredMail,
  exportUndeliveredMail,
  getUndeliveredMail,
  listFailedMail,
  listUndeliveredMail,
  retryUndeliveredMail,
} from '@sportello/contracts/app/mail-outbox.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as mail from './mail.service';

/** The outbox's undelivered messages; who may do what is the service's check (mail.policy.ts). */
export function mailRoutes(app: FastifyInstance): void {
  registerRoute(app, listFailedMail, { tag: 'App', access: ['operator', 'admin'] }, ({ ctx }) =>
    mail.listFailedMail(ctx),
  );

  const options = { tag: 'Mail', access: ['operator', 'admin'] } as const;

  registerRoute(app, listUndeliveredMail, options, ({ ctx, params }) =>
    mail.listUndeliveredMail(ctx, params.filter),
  );

  registerRoute(app, getUndeliveredMail, options, ({ ctx, params }) =>
    mail.getUndeliveredMail(ctx, params.Id),
  );

  registerRoute(app, retryUndeliveredMail, options, async ({ ctx, body }) => ({
    Queued: await mail.retryUndeliveredMail(ctx, body.Ids),
  }));

  registerRoute(app, discardUndeliveredMail, options, async ({ ctx, body }) => ({
    Discarded: await mail.discardUndeliveredMail(ctx, body.Ids),
  }));

  registerRoute(app, exportUndeliveredMail, options, async ({ ctx, reply, params, query }) => {
    const file = await mail.exportUndeliveredMail(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'undelivered-mail.csv', ...file });
  });
}
