import { listFailedMail } from '@sportello/contracts/app/mail-outbox.contract';
import type { FastifyInstance } from 'fastify';
import { requireSession } from './auth-guard';
import type { Database } from './database';
import { failedMail } from './mail-outbox';
import { registerRoute } from './route';
import type { SessionData } from './session';

/**
 * The vendor's staff whose back-office role allows it (resource `mail`, decision 015: admins) see
 * the messages that could not be delivered, with the mail server's last answer. The permission
 * check is the access module's, handed in by the app: core/ imports no module.
 */
export function registerMailFailures(
  app: FastifyInstance,
  database: Database,
  authorize: (session: SessionData) => Promise<unknown>,
): void {
  registerRoute(app, listFailedMail, { tag: 'App', access: ['operator', 'admin'] }, async ({ request }) => {
    await authorize(requireSession(request));
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
