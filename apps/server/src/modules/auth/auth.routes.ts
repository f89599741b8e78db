import {
  changeCompanyParent,
  changePassword as changePasswordRoute,
  getSession,
  login as loginRoute,
  logout,
  setSessionLanguage as setSessionLanguageRoute,
} from '@sportello/contracts/auth/login.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireSession } from '../../core/auth-guard';
import { registerRoute } from '../../core/route';
import type { OidcClient } from '../sso/oidc-client';
import {
  changeParent,
  changePassword,
  login,
  recordSignOut,
  sessionInfo,
  setSessionLanguage,
} from './auth.service';

/**
 * Sign-in, the session and the password. The services take the caller from the context; the routes
 * keep to the HTTP side: the client's address, and starting, saving and ending the session (whose
 * own state, such as whether the sign-in was local, they read from it).
 */
export function authRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
): void {
  registerRoute(
    app,
    loginRoute,
    { tag: 'Auth', access: 'public', config: { rateLimit: config.loginRateLimit } },
    async ({ ctx, body, request, reply }) => {
      const { session, result } = await login(ctx, body, {
        clientIp: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        pending: request.session,
      });
      await reply.startSession(session);
      return result;
    },
  );

  registerRoute(app, logout, { tag: 'Auth', access: 'public' }, async ({ ctx, request, reply }) => {
    const session = request.session;
    const sso = session?.sso;
    await reply.endSession();
    await recordSignOut(ctx, session, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    // After a single sign-on, the provider's session ends too (RP-initiated logout), then back here.
    const RedirectUrl = sso ? await oidc.endSessionUrl(sso.provider, sso.idToken) : null;
    return { Done: true as const, RedirectUrl };
  });

  registerRoute(app, getSession, { tag: 'Auth', access: 'signed-in-pending-password' }, ({ ctx, request }) =>
    sessionInfo(ctx, requireSession(request, { allowPasswordChange: true })),
  );

  registerRoute(
    app,
    changeCompanyParent,
    { tag: 'Auth', access: 'signed-in', savesSession: true },
    async ({ ctx, body, request, reply }) => {
      const session = requireSession(request);
      const { parentCode, info } = await changeParent(ctx, {
        parentCode: body.ParentCode,
        isLocalLogin: session.isLocalLogin,
      });
      await reply.saveSession({ parentCode });
      return info;
    },
  );

  registerRoute(
    app,
    setSessionLanguageRoute,
    { tag: 'Auth', access: 'signed-in-pending-password', savesSession: true },
    async ({ ctx, body, reply }) => {
      const languageId = await setSessionLanguage(ctx, body.Id);
      await reply.saveSession({ languageId });
      return { Id: languageId };
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
    async ({ ctx, body, request, reply }) => {
      const session = requireSession(request, { allowPasswordChange: true });
      await changePassword(ctx, body, { clientIp: request.ip });
      // The service ended every session of the user; this browser continues under a new id.
      await reply.startSession({ ...session, mustChangePassword: false });
      return { Done: true as const };
    },
  );
}
