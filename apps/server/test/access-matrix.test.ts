import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, routeAccess } from '../src/core/route';
import { createTestApp, errorBody, openApiRoutes, type TestApp } from './test-app';
import { signIn, TestClient } from './test-client';

/**
 * The access matrix: every route of the OpenAPI document × seven callers. Each route declares who may
 * call it (`access` in `registerRoute`); a route without a declaration fails the inventory, and each
 * caller must get what the declaration implies — 401 signed out, 403 with the wrong role or while a
 * password change is pending, and otherwise an answer from the route itself (never the guard's).
 * Objects of one company asked for by another are each feature's own tests (404 there).
 */

type Caller = 'anonymous' | 'userA' | 'adminA' | 'userB' | 'pendingPassword' | 'operator' | 'admin';

/** Company A is Rossi Impianti, company B Neri Trasporti; the staff belong to the vendor. */
const CALLERS: Record<Exclude<Caller, 'anonymous'>, { userName: string; parentCode?: string }> = {
  userA: { userName: 'lucia.bianchi', parentCode: '12345678903' },
  adminA: { userName: 'mario.rossi', parentCode: '12345678903' },
  userB: { userName: 'lucia.bianchi.neri' },
  pendingPassword: { userName: 'paolo.verdi', parentCode: '12345678903' },
  operator: { userName: 'operatore@sportello.demo' },
  admin: { userName: 'admin@sportello.demo' },
};
const ROLE_OF = {
  userA: 'user',
  adminA: 'company_admin',
  userB: 'user',
  pendingPassword: 'user',
  operator: 'operator',
  admin: 'admin',
} as const;

/**
 * Bodies for the few public routes whose own answer to an empty body is a refusal that reads like the
 * guard's (the disclaimers of a company need its VAT number when nobody is signed in).
 */
const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/Auth/getuseremptydisclaimers': { VatCode: '09876543217' },
};

/**
 * Callers the route lets in but a finer permission turns away (403 ERROR_FORBIDDEN from the
 * service): the operator's back-office role has no role permissions (decision 015). Calls whose
 * input the matrix cannot make valid answer 400 first; their permissions are the feature's tests.
 */
const PERMISSION_REFUSALS: Record<string, Caller[]> = {
  'GET /api/App/BackOffice/Roles': ['operator'],
};

type Expected = { status: 401 | 403; key: string } | 'allowed';

/** What the declared access implies for a caller. */
function expected(access: Access, caller: Caller): Expected {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return { status: 401, key: 'ERROR_EMPTY_SESSION' };
  if (access === 'signed-in-pending-password') return 'allowed';
  if (caller === 'pendingPassword') return { status: 403, key: 'ERROR_PASSWORD_CHANGE_REQUIRED' };
  if (access === 'signed-in') return 'allowed';
  return access.includes(ROLE_OF[caller]) ? 'allowed' : { status: 403, key: 'ERROR_FORBIDDEN' };
}

let t: TestApp;
let routes: { method: string; path: string; access: Access | undefined }[];

beforeAll(async () => {
  t = await createTestApp();
  const declared = routeAccess(t.app);
  routes = (await openApiRoutes(t.app)).map((route) => ({
    ...route,
    access: declared.get(`${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`),
  }));
});
afterAll(() => t.close());

async function callerClient(caller: Caller): Promise<TestClient> {
  const client = new TestClient(t.app);
  if (caller === 'anonymous') return client;
  const { userName, parentCode } = CALLERS[caller];
  const res = await signIn(client, userName, undefined, parentCode);
  expect(res.statusCode, `${caller} signs in`).toBe(200);
  return client;
}

describe('access matrix', () => {
  it('every route of the OpenAPI document declares its access', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('every caller gets what each route declares', async () => {
    const callers = ['anonymous', ...Object.keys(CALLERS)] as Caller[];
    // Reading calls share one signed-in client per caller; a state-changing call gets a fresh one
    // (it may end or change the session).
    const shared = new Map<Caller, TestClient>();
    for (const caller of callers) shared.set(caller, await callerClient(caller));

    const wrong: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const url = route.path.replace(/\{[^}]+\}/g, 'x');
      for (const caller of callers) {
        const client = route.method === 'GET' ? shared.get(caller)! : await callerClient(caller);
        const res: LightMyRequestResponse =
          route.method === 'GET'
            ? await client.get(url)
            : await client.request({
                method: route.method as 'POST',
                url,
                payload: (SAMPLE_BODIES[`${route.method} ${route.path}`] ?? {}) as object,
              });
        cases++;
        const want = PERMISSION_REFUSALS[`${route.method} ${route.path}`]?.includes(caller)
          ? { status: 403 as const, key: 'ERROR_FORBIDDEN' }
          : expected(route.access!, caller);
        const got = res.statusCode >= 400 ? errorBody(res).ErrorMessage.split(' ')[0] : undefined;
        const refusedByGuard =
          (res.statusCode === 401 && got === 'ERROR_EMPTY_SESSION') ||
          (res.statusCode === 403 && (got === 'ERROR_FORBIDDEN' || got === 'ERROR_PASSWORD_CHANGE_REQUIRED'));
        const ok = want === 'allowed' ? !refusedByGuard : res.statusCode === want.status && got === want.key;
        if (!ok) {
          wrong.push(
            `${route.method} ${route.path} as ${caller}: ${res.statusCode} ${got ?? ''}, expected ${
              want === 'allowed' ? 'an answer of the route' : `${want.status} ${want.key}`
            }`,
          );
        }
      }
    }
    console.info(`access matrix: ${cases} cases over ${routes.length} routes and ${callers.length} callers`);
    expect(wrong).toEqual([]);
  }, 180_000);
});
