import {
  assignIvr,
  createUser,
  enableUsers,
  endUserSessions,
  exportUsers,
  forcePasswordChange,
  getUser,
  listUserSessions,
  listUsers,
  resetIvrPin,
  saveUser,
  sendPasswordReset,
  setUserRoles,
  unlockUser,
} from '@sportello/contracts/backoffice/users.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import type { OidcClient } from '../sso/oidc-client';
import * as registry from './users-registry.service';

/** The back office's users area; who may do what is the service's check (users-registry.policy.ts). */
export function usersRegistryRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
): void {
  const options = { tag: 'Users', access: ['operator', 'admin'] } as const;
  const settings: registry.UsersRegistrySettings = {
    sessions: app.sessionStore,
    recovery: { publicUrl: config.publicUrl },
    invitations: {
      publicUrl: config.publicUrl,
      ssoProvider: (id: string) => oidc.provider(id),
      ttlDays: config.invitationTtlDays,
    },
  };

  registerRoute(app, listUsers, options, ({ ctx, params }) => registry.listUsers(ctx, params.filter));
  registerRoute(app, getUser, options, ({ ctx, params }) => registry.getUser(ctx, params.Id, settings));
  registerRoute(app, saveUser, options, ({ ctx, body }) => registry.saveUser(ctx, body, settings));
  registerRoute(app, createUser, options, ({ ctx, body }) => registry.createUser(ctx, body, settings));
  registerRoute(app, enableUsers, options, ({ ctx, body }) =>
    registry.enableUsers(ctx, body.Ids, body.Enabled),
  );
  registerRoute(app, unlockUser, options, ({ ctx, params }) => registry.unlockUser(ctx, params.Id));
  registerRoute(app, sendPasswordReset, options, ({ ctx, params }) =>
    registry.sendPasswordReset(ctx, params.Id, settings),
  );
  registerRoute(app, forcePasswordChange, options, ({ ctx, params }) =>
    registry.forcePasswordChange(ctx, params.Id),
  );
  registerRoute(app, setUserRoles, options, ({ ctx, body }) => registry.setUserRoles(ctx, body, settings));
  registerRoute(app, listUserSessions, options, ({ ctx, params }) =>
    registry.listUserSessions(ctx, params.Id, settings),
  );
  registerRoute(app, endUserSessions, options, ({ ctx, params }) =>
    registry.endUserSessions(ctx, params.Id, settings),
  );
  registerRoute(app, assignIvr, options, ({ ctx, body }) => registry.assignIvr(ctx, body));
  registerRoute(app, resetIvrPin, options, ({ ctx, params }) => registry.resetIvrPin(ctx, params.Id));
  registerRoute(app, exportUsers, options, async ({ ctx, reply, params, query }) => {
    const file = await registry.exportUsers(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'users.csv', ...file });
  });
}
