import {
  getBoundIdentity,
  getIspUsers,
  loginSso,
  parseIspToken,
  saveIspUser,
  ssoCallback,
  startSso,
} from '@sportello/contracts/auth/sso.contract';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import type { OidcClient } from './oidc-client';
import {
  BOUND_SECONDS,
  boundIdentity,
  FLOW_SECONDS,
  forgetIdentity,
  hasBoundIdentity,
  linkIdentity,
  loginWithIdentity,
  newBrowserProof,
  redeemHandle,
  storeIdentity,
  usersOfSubject,
} from './sso.service';
import { clearBinding, readBinding, setBinding } from './sso-binding-cookie';
import { clearBrowserProof, readBrowserProof, setBrowserProof } from './sso-browser-cookie';

/** The flow secrets (state, nonce, PKCE verifier) between the redirect and the callback: signed, HttpOnly. */
const FLOW_COOKIE = 'sportello.sso';
/** The web app's single-sign-on landing page. */
const LANDING = '/sso';

/** Provider, state, nonce, PKCE verifier, local mode, and the hash of this browser's proof (decision 024). */
type Flow = { p: string; s: string; n: string; v: string; l: boolean; b: string };

export function ssoRoutes(
  app: FastifyInstance,
  { database, config, oidc }: { database: Database; config: Config; oidc: OidcClient },
): void {
  const tx = database.db;
  const settings = { maintenance: config.maintenance };
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const };

  registerRoute(
    app,
    startSso,
    { tag: 'SSO', access: 'public' },
    async ({ params, query, request, reply }) => {
      try {
        const provider = oidc.provider(params.provider);
        const { url, secrets } = await oidc.authorizationUrl(provider);
        const proof = newBrowserProof();
        const flow: Flow = {
          p: provider.id,
          s: secrets.state,
          n: secrets.nonce,
          v: secrets.codeVerifier,
          l: query.local !== '0',
          b: proof.hash,
        };
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          ...cookieBase,
          signed: true,
          path: '/api/Auth/sso',
          maxAge: FLOW_SECONDS,
        });
        // Lives through the provider's sign-in and then the longest the identity stays bound.
        setBrowserProof(reply, proof.secret, FLOW_SECONDS + BOUND_SECONDS);
        return reply.redirect(url.toString());
      } catch (error) {
        return failTo(request, reply, error, '/');
      }
    },
  );

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const flow = readFlow(request);
      reply.clearCookie(FLOW_COOKIE, { path: '/api/Auth/sso' });
      const query = request.query as Record<string, string | undefined>;
      if (query.error) throw new AppError('ERROR_MONITOR_AUTHSSO', query.error.slice(0, 60));
      const provider = oidc.provider(flow.p);
      const callbackUrl = new URL(config.sso.redirectUri);
      callbackUrl.search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ).toString();
      const identity = await oidc.exchange(provider, callbackUrl, {
        state: flow.s,
        nonce: flow.n,
        codeVerifier: flow.v,
      });
      const handle = await storeIdentity({ tx }, provider, identity, { local: flow.l, browser: flow.b });
      return reply.redirect(`${LANDING}?token=${encodeURIComponent(handle)}`);
    } catch (error) {
      request.log.warn({ err: error }, 'single sign-on callback refused');
      return failTo(request, reply, error, LANDING);
    }
  };
  registerRoute(app, ssoCallback, { tag: 'SSO', access: 'public' }, ({ request, reply }) =>
    callback(request, reply),
  );
  // A provider registered with another redirect path reaches the same handler.
  if (config.sso.redirectPath.toLowerCase() !== ssoCallback.path.toLowerCase()) {
    app.get(config.sso.redirectPath, { schema: { hide: true } }, callback);
  }

  registerRoute(app, parseIspToken, { tag: 'SSO', access: 'public' }, async ({ query, request, reply }) => {
    const { binding, ispUser } = await redeemHandle({ tx }, query.token, readBrowserProof(request));
    setBinding(reply, binding, BOUND_SECONDS);
    return ispUser;
  });

  registerRoute(app, getBoundIdentity, { tag: 'SSO', access: 'public' }, async ({ request }) => ({
    Bound: await hasBoundIdentity({ tx }, readBinding(request)),
  }));

  registerRoute(app, loginSso, { tag: 'SSO', access: 'public' }, async ({ body, request, reply }) => {
    const binding = readBinding(request);
    const identity = await boundIdentity({ tx }, binding);
    const provider = oidc.provider(identity.provider);
    const { response, session } = await loginWithIdentity(
      { tx, log: request.log },
      identity,
      provider,
      body,
      settings,
    );
    if (session) {
      await reply.startSession(session);
      // Still choosing a parent: the next call completes through the pending session.
      if (!session.awaitingParentChoice) await endBinding(reply, binding);
    }
    return response;
  });

  registerRoute(app, saveIspUser, { tag: 'SSO', access: 'public' }, async ({ body, request, reply }) => {
    const binding = readBinding(request);
    const identity = await boundIdentity({ tx }, binding);
    const provider = oidc.provider(identity.provider);
    const { response, session } = await linkIdentity(
      { tx, log: request.log, clock: app.clock, clientIp: request.ip },
      identity,
      provider,
      body,
      settings,
      { browser: readBrowserProof(request), windowSeconds: config.sso.linkWindowSeconds },
    );
    await reply.startSession(session);
    if (!session.awaitingParentChoice) await endBinding(reply, binding);
    return response;
  });

  registerRoute(app, getIspUsers, { tag: 'SSO', access: 'public' }, async ({ params, request }) => {
    const identity = await boundIdentity({ tx }, readBinding(request));
    return usersOfSubject({ tx, log: request.log }, identity, params.subject);
  });

  async function endBinding(reply: FastifyReply, binding: string | undefined) {
    await forgetIdentity({ tx }, binding);
    clearBinding(reply);
    clearBrowserProof(reply);
  }

  function readFlow(request: FastifyRequest): Flow {
    const raw = request.cookies[FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value)
      throw new AppError('ERROR_MONITOR_AUTHSSO', 'no sign-on in progress');
    try {
      const flow = JSON.parse(unsigned.value) as Flow;
      // A flow started before browser proofs existed could never be redeemed: refused here instead.
      if (typeof flow.b !== 'string') throw new Error('flow without a browser proof');
      return flow;
    } catch {
      throw new AppError('ERROR_MONITOR_AUTHSSO');
    }
  }
}

/**
 * A browser that followed a redirect gets a page, not JSON: it is sent to `page` with the error key,
 * and the web app shows the message. API clients get the error shape as usual.
 */
function failTo(request: FastifyRequest, reply: FastifyReply, error: unknown, page: string) {
  const key: ErrorKey = error instanceof AppError ? error.key : 'ERROR_MONITOR_AUTHSSO';
  if (!(error instanceof AppError)) request.log.error({ err: error }, 'single sign-on failed');
  if (String(request.headers.accept ?? '').includes('text/html')) {
    return reply.redirect(`${page}?ssoError=${key}`);
  }
  throw error instanceof AppError ? error : new AppError(key);
}
