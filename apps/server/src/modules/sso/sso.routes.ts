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
import { registerRoute } from '../../core/route';
import type { OidcClient } from './oidc-client';
import {
  BOUND_SECONDS,
  boundPerson,
  completeSignOn,
  FLOW_SECONDS,
  linkIdentity,
  loginWithIdentity,
  redeemHandle,
  type SignOnFlow,
  type SsoSettings,
  startSignOn,
  usersOfSubject,
} from './sso.service';
import { clearBinding, readBinding, setBinding } from './sso-binding-cookie';
import { clearBrowserProof, readBrowserProof, setBrowserProof } from './sso-browser-cookie';

/** The flow secrets (state, nonce, PKCE verifier) between the redirect and the callback: signed, HttpOnly. */
const FLOW_COOKIE = 'sportello.sso';
const FLOW_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/api/Auth/sso' } as const;
/** The web app's single-sign-on landing page. */
const LANDING = '/sso';

/** The flow cookie's short form: provider, state, nonce, PKCE verifier, local mode, this browser's proof hash. */
type FlowCookie = { p: string; s: string; n: string; v: string; l: boolean; b: string };

export function ssoRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
): void {
  const settings: SsoSettings = {
    oidc,
    linkWindowSeconds: config.sso.linkWindowSeconds,
  };

  registerRoute(
    app,
    startSso,
    { tag: 'SSO', access: 'public' },
    async ({ ctx, params, query, request, reply }) => {
      try {
        const { url, flow, browserSecret } = await startSignOn(
          ctx,
          { providerId: params.provider, local: query.local !== '0' },
          settings,
        );
        reply.setCookie(FLOW_COOKIE, JSON.stringify(toCookie(flow)), {
          ...FLOW_COOKIE_OPTIONS,
          signed: true,
          maxAge: FLOW_SECONDS,
        });
        // Lives through the provider's sign-in and then the longest the identity stays bound.
        setBrowserProof(reply, browserSecret, FLOW_SECONDS + BOUND_SECONDS);
        return reply.redirect(url.toString());
      } catch (error) {
        return failTo(request, reply, error, '/');
      }
    },
  );

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const flow = readFlow(request);
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_OPTIONS.path });
      const query = request.query as Record<string, string | undefined>;
      const callbackUrl = new URL(config.sso.redirectUri);
      callbackUrl.search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ).toString();
      const handle = await completeSignOn(app.serviceContext(request), { flow, callbackUrl }, settings);
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

  registerRoute(
    app,
    parseIspToken,
    { tag: 'SSO', access: 'public' },
    async ({ ctx, query, request, reply }) => {
      const { binding, ispUser } = await redeemHandle(ctx, query.token, readBrowserProof(request));
      setBinding(reply, binding, BOUND_SECONDS);
      return ispUser;
    },
  );

  registerRoute(app, getBoundIdentity, { tag: 'SSO', access: 'public' }, async ({ ctx, request }) => {
    const person = await boundPerson(ctx, readBinding(request));
    return { Bound: person !== undefined, Identity: person ?? null };
  });

  registerRoute(app, loginSso, { tag: 'SSO', access: 'public' }, async ({ ctx, body, request, reply }) => {
    const { response, session, bindingEnded } = await loginWithIdentity(
      ctx,
      {
        binding: readBinding(request),
        choice: body,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      },
      settings,
    );
    // Still choosing a parent: the next call completes through the pending session.
    if (session) await reply.startSession(session);
    if (bindingEnded) clearBindingCookies(reply);
    return response;
  });

  registerRoute(app, saveIspUser, { tag: 'SSO', access: 'public' }, async ({ ctx, body, request, reply }) => {
    const { response, session, bindingEnded } = await linkIdentity(
      ctx,
      {
        binding: readBinding(request),
        browserProof: readBrowserProof(request),
        clientIp: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        credentials: body,
      },
      settings,
    );
    await reply.startSession(session);
    if (bindingEnded) clearBindingCookies(reply);
    return response;
  });

  registerRoute(app, getIspUsers, { tag: 'SSO', access: 'public' }, ({ ctx, params, request }) =>
    usersOfSubject(ctx, { binding: readBinding(request), subject: params.subject }),
  );
}

/** The binding is used up: its cookie and the browser proof go with it. */
function clearBindingCookies(reply: FastifyReply) {
  clearBinding(reply);
  clearBrowserProof(reply);
}

const toCookie = (flow: SignOnFlow): FlowCookie => ({
  p: flow.provider,
  s: flow.state,
  n: flow.nonce,
  v: flow.codeVerifier,
  l: flow.local,
  b: flow.browser,
});

/** The signed flow cookie of the sign-on in progress, or ERROR_MONITOR_AUTHSSO. */
function readFlow(request: FastifyRequest): SignOnFlow {
  const raw = request.cookies[FLOW_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value)
    throw new AppError('ERROR_MONITOR_AUTHSSO', 'no sign-on in progress');
  try {
    const flow = JSON.parse(unsigned.value) as FlowCookie;
    // A flow started before browser proofs existed could never be redeemed: refused here instead.
    if (typeof flow.b !== 'string') throw new Error('flow without a browser proof');
    return {
      provider: flow.p,
      state: flow.s,
      nonce: flow.n,
      codeVerifier: flow.v,
      local: flow.l,
      browser: flow.b,
    };
  } catch {
    throw new AppError('ERROR_MONITOR_AUTHSSO');
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
