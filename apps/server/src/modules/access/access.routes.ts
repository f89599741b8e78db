import {
  getMyPermissions,
  getRoleGrants,
  listBackofficeUsers,
  resetRoleGrants,
  saveBackofficeRole,
  saveRoleGrants,
} from '@sportello/contracts/backoffice/access.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import { assignBackofficeRole, listBackofficeUsers as listUsers, myPermissions } from './access.service';
import * as grants from './role-grants.service';

export function accessRoutes(app: FastifyInstance) {
  // Back-office staff only; which of them may do what is the service's permission check (decision 015).
  const options = { tag: 'Back office', access: ['operator', 'admin'] } as const;

  registerRoute(app, getMyPermissions, options, ({ ctx }) => myPermissions(ctx));

  registerRoute(app, listBackofficeUsers, options, async ({ ctx }) => ({ Items: await listUsers(ctx) }));

  registerRoute(app, saveBackofficeRole, options, ({ ctx, body }) => assignBackofficeRole(ctx, body));

  registerRoute(app, getRoleGrants, options, ({ ctx }) => grants.getRoleGrants(ctx));

  registerRoute(app, saveRoleGrants, options, ({ ctx, body }) => grants.saveRoleGrants(ctx, body));

  registerRoute(app, resetRoleGrants, options, ({ ctx, body }) => grants.resetRoleGrants(ctx, body));
}
