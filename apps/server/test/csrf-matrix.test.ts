import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiforgery, createTestApp, errorBody, openApiRoutes, type TestApp } from './test-app';

/**
 * Every state-changing route of the OpenAPI document, without and with a wrong anti-forgery token,
 * is refused with 403 ERROR_CSRF before it does anything. A new route joins the matrix by itself.
 */
let t: TestApp;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  routes = (await openApiRoutes(t.app)).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
});
afterAll(() => t.close());

describe('anti-forgery matrix', () => {
  it('covers every state-changing route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('refuses each without a token and with a wrong one', async () => {
    const { cookie } = await antiforgery(t.app);
    const refused: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/\{[^}]+\}/g, 'x');
      for (const headers of [{ cookie }, { cookie, 'x-csrf-token': 'forged-token' }]) {
        const res = await t.app.inject({ method: route.method as 'POST', url, headers, payload: {} });
        if (res.statusCode === 403 && errorBody(res).ErrorMessage === 'ERROR_CSRF')
          refused.push(`${route.method} ${route.path}`);
        else
          expect.fail(`${route.method} ${route.path} answered ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(refused).toHaveLength(routes.length * 2);
  });
});
