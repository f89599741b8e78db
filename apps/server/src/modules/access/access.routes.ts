import {
  getMyPermissions,
  listBackofficeUsers,
  saveBackofficeRole,
} from '@sportello/contracts/backoffice/access.contract';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import {
  assignBackofficeRole,
  listBackofficeUsers as listUsers,
  myPermissions,
  requirePermission,
} from './access.service';

export function accessRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const tx = database.db;
  // Back-office staff only; which of them may do what is the permission check inside (decision 015).
  const options = { tag: 'Back office', access: ['operator', 'admin'] } as const;

  registerRoute(app, getMyPermissions, options, async ({ request }) =>
    myPermissions({ tx }, requireSession(request)),
  );

  registerRoute(app, listBackofficeUsers, options, async ({ request }) => {
    await requirePermission({ tx }, requireSession(request), 'roles', 'list');
    return { Items: await listUsers({ tx }) };
  });

  registerRoute(app, saveBackofficeRole, options, async ({ request, body }) => {
    const grant = await requirePermission({ tx }, requireSession(request), 'roles', 'update');
    return assignBackofficeRole({ tx, log: request.log }, grant, body);
  });
}
