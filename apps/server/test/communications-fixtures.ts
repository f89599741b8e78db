import { encodeFilter } from '@sportello/contracts/common/filters';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { signedIn, TestClient } from './test-client';

/**
 * The callers of the communications tests. Rossi Impianti (company type 1) has two parents: its
 * users name one when they sign in. Neri Trasporti is company type 2; the staff belong to the vendor.
 */
const CALLERS = {
  customer: ['mario.rossi', '12345678903'], // Rossi Impianti, company admin
  plainUser: ['lucia.bianchi', '12345678903'], // Rossi Impianti, role `user`
  otherCustomer: ['giulia.neri', undefined], // Neri Trasporti
  operator: ['operatore@sportello.demo', undefined],
  operator2: ['operatore2@sportello.demo', undefined],
  admin: ['admin@sportello.demo', undefined],
} as const;
type CallerKey = keyof typeof CALLERS | 'anonymous';

async function signInCallers(app: FastifyInstance): Promise<Record<CallerKey, TestClient>> {
  const who = { anonymous: new TestClient(app) } as Record<CallerKey, TestClient>;
  for (const [key, [user, parent]] of Object.entries(CALLERS))
    who[key as CallerKey] = await signedIn(app, user, parent);
  return who;
}

/**
 * The app of a test file (`options` as createTestApp's), started before its tests with every caller
 * signed in, and closed after: `who` is filled in then, `app.t` is the running app.
 */
export function appWithCallers(options: Parameters<typeof createTestApp>[0] = {}) {
  const who = {} as Record<CallerKey, TestClient>;
  const state = {} as { t: TestApp };
  beforeAll(async () => {
    state.t = await createTestApp(options);
    Object.assign(who, await signInCallers(state.t.app));
  });
  afterAll(() => state.t.close());
  return {
    who,
    get t() {
      return state.t;
    },
  };
}

const ROSSI_TYPE = '1';

/** A fiscal news item for Rossi Impianti's company type, with markup the server must clean. */
export const communicationInput = (extra: Record<string, unknown> = {}) => ({
  Type: 14,
  Title: 'Nuove scadenze IVA',
  Summary: 'Le date del trimestre',
  Body: '<p>Testo <strong>importante</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  Status: 'published',
  CompanyTypeFilters: [{ Code: ROSSI_TYPE }],
  ...extra,
});

export async function createCommunication(c: TestClient, extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/Communication/Save', communicationInput(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number } & Record<string, unknown>>();
}

export const listCommunications = (c: TestClient, filter: object = {}) =>
  c.get(`/api/Communication/Filters/${encodeFilter(filter)}/`);

export const deleteRequest = (c: TestClient, url: string) => c.request({ method: 'DELETE', url });

/** Gives a vendor user another back-office role (as the admin); returns how to give the old one back. */
export async function assignRole(admin: TestClient, userName: string, role: 'viewer' | 'operator' | 'admin') {
  const users = (await admin.get('/api/App/BackOffice/Roles/')).json<{
    Items: { UserId: string; UserName: string; Role: string }[];
  }>().Items;
  const user = users.find((u) => u.UserName === userName);
  if (!user) throw new Error(`${userName} is not a back-office user`);
  const res = await admin.post('/api/App/BackOffice/Roles/Save', { UserId: user.UserId, Role: role });
  expect(res.statusCode, res.body).toBe(200);
  return {
    userId: user.UserId,
    restore: async () => {
      const back = await admin.post('/api/App/BackOffice/Roles/Save', {
        UserId: user.UserId,
        Role: user.Role,
      });
      expect(back.statusCode, back.body).toBe(200);
    },
  };
}
