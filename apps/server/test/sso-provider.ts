import { type DevIdp, startDevIdp } from '@sportello/dev-idp/dev-idp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Clock } from '../src/core/clock';
import { createTestApp, type TestApp } from './test-app';
import { DEMO_PASSWORD, TestClient } from './test-client';

/**
 * Single sign-on against a real OpenID provider (the development one, started in-process by the test):
 * the browser's hops through the provider are made with fetch, the portal's with inject.
 */
export const PORTAL = 'http://portal.test';

/** The portal as registered with the provider. */
export const PORTAL_CLIENTS = [
  {
    clientId: 'sportello',
    clientSecret: 'test-secret',
    redirectUris: [`${PORTAL}/api/Auth/sso/callback`],
    postLogoutRedirectUris: [`${PORTAL}/`],
  },
];

/** The portal's configuration for both provider versions of a development provider. */
export function ssoEnv(issuers: { v2: string; v3: string }) {
  return {
    PUBLIC_URL: PORTAL,
    OIDC_V2_ISSUER: issuers.v2,
    OIDC_V2_CLIENT_ID: 'sportello',
    OIDC_V2_CLIENT_SECRET: 'test-secret',
    OIDC_V3_ISSUER: issuers.v3,
    OIDC_V3_CLIENT_ID: 'sportello',
    OIDC_V3_CLIENT_SECRET: 'test-secret',
  };
}

/**
 * For a test file: a development provider and a portal configured for it (`env` on top), started
 * before the file's tests and stopped after them. Read `portal.t` and `portal.idp` inside the tests.
 * With `clock` (a `manualClock`) the portal reads the time from it, so that a test moves time instead
 * of editing stored timestamps; the provider keeps the real time, as a real one would, and so does
 * the validation of its ID tokens.
 */
export function portalWithProvider(env: Record<string, string> = {}, options: { clock?: Clock } = {}) {
  const portal = {} as { t: TestApp; idp: DevIdp };
  beforeAll(async () => {
    portal.idp = await startDevIdp({ port: 0, clients: PORTAL_CLIENTS });
    portal.t = await createTestApp({ env: { ...ssoEnv(portal.idp.issuers), ...env }, clock: options.clock });
  });
  afterAll(async () => {
    await portal.t?.close();
    await portal.idp?.close();
  });
  return portal;
}

/**
 * The provider's side, as a browser: follow redirects by hand, keep its cookies, fill its form.
 * Returns the URL the provider sends the browser back to at the portal (the callback).
 */
export async function signInAtProvider(
  authorizeUrl: string,
  login: string,
  password = DEMO_PASSWORD,
): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    return res;
  };
  let res = await go(authorizeUrl);
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, res.url || authorizeUrl);
      if (next.href.startsWith(PORTAL)) return next;
      res = await go(next.href);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form at the provider: ${html.slice(0, 200)}`);
    res = await go(new URL(action.replace(/&amp;/g, '&'), authorizeUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    });
  }
  throw new Error('too many redirects at the provider');
}

/** Start → provider → callback → landing handle. Returns the portal client and the one-time handle. */
export async function throughProvider(
  app: FastifyInstance,
  login: string,
  options: { provider?: 'v2' | 'v3'; local?: '0' | '1' } = {},
) {
  const c = new TestClient(app);
  const start = await c.get(`/api/Auth/sso/${options.provider ?? 'v3'}/start?local=${options.local ?? '1'}`);
  expect(start.statusCode).toBe(302);
  const back = await signInAtProvider(String(start.headers.location), login);
  const callback = await c.get(back.pathname + back.search);
  expect(callback.statusCode, callback.body).toBe(302);
  const landing = new URL(String(callback.headers.location), PORTAL);
  expect(landing.pathname).toBe('/sso');
  return { c, token: landing.searchParams.get('token')!, back };
}
