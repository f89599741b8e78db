import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastifyRoutes, type RecordedRoute } from './route-inventory';
import { EXEMPTIONS, routeKey } from './route-table';
import { antiforgery, createTestApp, errorBody, type TestApp } from './test-app';

vi.mock('fastify', async (original) =>
  (await import('./route-inventory')).withRouteRecorder(await original()),
);

/**
 * Every state-changing route of Fastify's table (hidden ones included), without and with a wrong
 * anti-forgery token, is refused with 403 ERROR_CSRF before it does anything. A route opts out only
 * with `config: { csrf: false }` AND a line below saying what proves the request instead.
 */
const WITHOUT_ANTIFORGERY: Record<string, string> = {
  'POST /api/vlc/oauth/token':
    "a partner's client credentials are the proof; no cookie is read (OAuth 2.0, decision 080)",
  'POST /api/vlc/User/Verify/Internal/':
    "a partner's bearer token is the proof; no cookie is read (decision 080)",
  'POST /api/vlc/User/Code/Internal/':
    "a partner's bearer token is the proof; no cookie is read (decision 080)",
  'POST /api/MLC/Unsubscribe/OneClick/:Token':
    'the signed unsubscribe link is the proof: mail clients post it without cookies (RFC 8058, decision 075)',
  'POST /kb': 'the single-use token of a signed-in user is the proof of this form post (decision 013)',
};

let t: TestApp;
let routes: RecordedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const all = fastifyRoutes(t.app);
  routes = all.filter(
    (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !EXEMPTIONS.some((e) => e.applies(r, all)),
  );
});
afterAll(() => t.close());

describe('anti-forgery matrix', () => {
  it('covers every state-changing route; only the listed ones opt out', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((r) => r.csrfExempt).map(routeKey)).toEqual(Object.keys(WITHOUT_ANTIFORGERY));
  });

  it('refuses each without a token and with a wrong one', async () => {
    const { cookie } = await antiforgery(t.app);
    const accepted: string[] = [];
    let cases = 0;
    for (const route of routes.filter((r) => !r.csrfExempt)) {
      const url = route.url.replace(/:\w+/g, 'x');
      for (const headers of [{ cookie }, { cookie, 'x-csrf-token': 'forged-token' }]) {
        cases++;
        const res = await t.app.inject({ method: route.method as 'POST', url, headers, payload: {} });
        if (res.statusCode !== 403 || errorBody(res).ErrorMessage !== 'ERROR_CSRF')
          accepted.push(`${routeKey(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.info(`anti-forgery matrix: ${cases} cases over ${cases / 2} state-changing routes`);
    expect(accepted).toEqual([]);
  });
});
