import { listFailedMail } from '@sportello/contracts/app/mail-outbox.contract';
import type { FastifyInstance } from 'fastify';
import { requireRole } from './auth-guard';
import type { Database } from './database';
import { failedMail } from './mail-outbox';
import { registerRoute } from './route';

/** Admins see the messages that could not be delivered, with the mail server's last answer. */
export function registerMailFailures(app: FastifyInstance, database: Database): void {
  registerRoute(app, listFailedMail, { tag: 'App', access: ['admin'] }, async ({ request }) => {
    requireRole(request, ['admin']);
    const rows = await failedMail(database.db);
    return rows.map((r) => ({
      Id: r.id,
      To: r.toAddress,
      Subject: r.subject,
      Attempts: r.attempts,
      LastError: r.lastError ?? '',
      CreatedAt: r.createdAt.toISOString(),
    }));
  });
}
