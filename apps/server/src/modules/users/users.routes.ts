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
import {
  enableColleague,
  setColleagueRole,
  unlockColleague,
} from '@sportello/contracts/companies/colleagues.contract';
import { getPreferences, savePreferences } from '@sportello/contracts/users/preferences.contract';
import { getProfile, saveProfile } from '@sportello/contracts/users/profile.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import type { OidcClient } from '../sso/oidc-client';
import * as colleagues from './company-colleagues.service';
import * as profile from './profile.service';
import * as users from './users.service';
import * as registry from './users-registry.service';

export function usersRoutes(app: FastifyInstance, modules: { config: Config; oidc: OidcClient }): void {
  const options = { tag: 'User', access: 'signed-in' } as const;
  registerRoute(app, getPreferences, options, ({ ctx }) => users.getPreferences(ctx));
  registerRoute(app, savePreferences, options, ({ ctx, body }) => users.savePreferences(ctx, body));
  registerRoute(app, getProfile, options, ({ ctx }) => profile.getProfile(ctx));
  registerRoute(app, saveProfile, { ...options, savesSession: true }, async ({ ctx, body, reply }) => {
    const saved = await profile.saveProfile(ctx, body);
    // The session speaks the user's language from now on, as after the language selector.
    if (ctx.actor.languageId !== saved.Language.Id)
      await reply.saveSession({ languageId: saved.Language.Id });
    return saved;
  });
  registryRoutes(app, modules);
  colleaguesRoutes(app);
}

/** "La mia azienda": a company administrator's changes to colleagues (company-colleagues.policy.ts). */
function colleaguesRoutes(app: FastifyInstance) {
  const options = { tag: 'Company', access: ['company_admin'] } as const;
  registerRoute(app, enableColleague, options, ({ ctx, params, body }) =>
    colleagues.enableColleague(ctx, { Id: params.Id, Enabled: body.Enabled }),
  );
  registerRoute(app, setColleagueRole, options, ({ ctx, params, body }) =>
    colleagues.setColleagueRole(ctx, { Id: params.Id, Role: body.Role }),
  );
  registerRoute(app, unlockColleague, options, ({ ctx, params }) =>
    colleagues.unlockColleague(ctx, params.Id),
  );
}

/** The back office's users area; who may do what is the service's check (users.policy.ts). */
function registryRoutes(app: FastifyInstance, { config, oidc }: { config: Config; oidc: OidcClient }) {
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
