import {
  changeCompanyParent,
  changePassword as changePasswordRoute,
  getPortalSettings,
  getSession,
  login as loginRoute,
  logout,
  setSessionLanguage,
} from '@sportello/contracts/auth/login.contract';
import { isLanguageId } from '@sportello/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../core/app-error';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import type { OidcClient } from '../sso/oidc-client';
import { setLanguage } from '../users/users.service';
import { changeParent, changePassword, login, sessionInfo } from './auth.service';

export function authRoutes(
  app: FastifyInstance,
  { database, config, oidc }: { database: Database; config: Config; oidc: OidcClient },
): void {
  const tx = database.db;

  registerRoute(
    app,
    loginRoute,
    { tag: 'Auth', access: 'public', config: { rateLimit: config.loginRateLimit } },
    async ({ body, request, reply }) => {
      const { session, result } = await login(
        { tx, log: request.log, clientIp: request.ip, pending: request.session },
        body,
        { maintenance: config.maintenance },
      );
      await reply.startSession(session);
      return result;
    },
  );

  registerRoute(app, logout, { tag: 'Auth', access: 'public' }, async ({ request, reply }) => {
    const sso = request.session?.sso;
    await reply.endSession();
    // After a single sign-on, the provider's session ends too (RP-initiated logout), then back here.
    const RedirectUrl = sso ? await oidc.endSessionUrl(sso.provider, sso.idToken) : null;
    return { Done: true as const, RedirectUrl };
  });

  registerRoute(app, getSession, { tag: 'Auth', access: 'signed-in-pending-password' }, ({ request }) =>
    sessionInfo({ tx }, requireSession(request, { allowPasswordChange: true })),
  );

  registerRoute(
    app,
    changeCompanyParent,
    { tag: 'Auth', access: 'signed-in' },
    async ({ body, request, reply }) => {
      const session = requireSession(request);
      session.parentCode = await changeParent({ tx }, session, body.ParentCode);
      await reply.saveSession();
      return sessionInfo({ tx }, session);
    },
  );

  registerRoute(
    app,
    setSessionLanguage,
    { tag: 'Auth', access: 'signed-in-pending-password' },
    async ({ body, request, reply }) => {
      if (!isLanguageId(body.Id)) throw new AppError('ERROR_BAD_REQUEST', 'Id');
      const session = requireSession(request, { allowPasswordChange: true });
      await setLanguage({ tx }, session.userId, body.Id);
      session.languageId = body.Id;
      await reply.saveSession();
      return { Id: body.Id };
    },
  );

  registerRoute(
    app,
    changePasswordRoute,
    {
      tag: 'Auth',
      access: 'signed-in-pending-password',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async ({ body, request, reply }) => {
      const session = requireSession(request, { allowPasswordChange: true });
      await changePassword({ tx, log: request.log, clientIp: request.ip }, session, body);
      // Every other session of the user ends; this one continues under a new id.
      await app.sessionStore.destroyAllOfUser(session.userId);
      await reply.startSession({ ...session, mustChangePassword: false });
      return { Done: true as const };
    },
  );

  registerRoute(app, getPortalSettings, { tag: 'App', access: 'public' }, () => ({
    Maintenance: config.maintenance,
    MaintenanceUrl: config.maintenanceUrl,
    CustomerHubUrl: config.customerHubUrl,
    ShowPageErrors: config.showPageErrors,
    SsoProviders: config.sso.providers.map((p) => ({ Id: p.id, Name: p.name, Version: p.version })),
  }));
}
