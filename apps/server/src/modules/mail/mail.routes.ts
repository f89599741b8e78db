import { listFailedMail } from '@sportello/contracts/app/mail-outbox.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as mail from './mail.service';

export function mailRoutes(app: FastifyInstance): void {
  registerRoute(app, listFailedMail, { tag: 'App', access: ['operator', 'admin'] }, ({ ctx }) =>
    mail.listFailedMail(ctx),
  );
}
