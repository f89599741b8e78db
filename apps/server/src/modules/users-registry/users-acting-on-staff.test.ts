import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, signIn, TestClient } from '../../../test/test-client';
import { systemClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { hashPassword } from '../../core/passwords';
import { ivrCredentials } from '../ivr/ivr.tables';
import { ispLinks } from '../sso/sso.tables';
import { createUser } from '../users/users.service';
import { users } from '../users/users.tables';

/**
 * Nobody acts above their own role (decision 034): every back-office action on one given user —
 * their data, state, lock, password, roles, sessions, IVR access and identity links — is refused to
 * an operator when the user is the vendor's admin, and nothing changes; an admin may do each.
 */

const ADMIN = 'admin@sportello.demo';
/** The admin who acts: the demo admin may not disable, demote or sign out themselves. */
const SECOND_ADMIN = 'admin.seconda@sportello.demo';

let t: TestApp;
let target: { id: string; companyId: number };
const callers = {} as { operator: TestClient; admin: TestClient };

beforeAll(async () => {
  t = await createTestApp();
  const ctx = systemContext({ tx: t.database.db, log: console, clock: systemClock });
  const [admin] = await t.database.db.select().from(users).where(eq(users.userName, ADMIN));
  target = { id: admin!.id, companyId: admin!.companyId };
  await createUser(ctx, {
    userName: SECOND_ADMIN,
    email: SECOND_ADMIN,
    firstName: 'Seconda',
    lastName: 'Amministratrice',
    companyId: admin!.companyId,
    role: 'admin',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  callers.operator = await signedIn(t.app, 'operatore@sportello.demo');
  callers.admin = await signedIn(t.app, SECOND_ADMIN);
});
afterAll(() => t.close());

const db = () => t.database.db;
const targetRow = async () => (await db().select().from(users).where(eq(users.id, target.id)))[0]!;
const setTarget = (changes: Partial<typeof users.$inferInsert>) =>
  db().update(users).set(changes).where(eq(users.id, target.id));

/** The demo admin's identity link made for the unlink row, and a session of theirs for the sessions rows. */
let linkId = '';
let targetSession: TestClient | undefined;

interface PerUserAction {
  /** Gives the demo admin what the action acts on (a lock, a session, an identity link, IVR access). */
  prepare?: () => Promise<void>;
  call: (c: TestClient) => Promise<LightMyRequestResponse>;
  /** What the action changes: the same after the operator's refused call, different after the admin's. */
  probe?: () => Promise<unknown>;
  /** Puts the demo admin back as they were for the next rows. */
  restore?: () => Promise<unknown>;
}

const ACTIONS: Record<string, PerUserAction> = {
  'POST /api/User/Save': {
    call: (c) =>
      c.post('/api/User/Save', {
        Id: target.id,
        FirstName: 'Cambiato',
        LastName: 'Amministratore',
        Email: ADMIN,
        LanguageId: 1,
      }),
    probe: async () => (await targetRow()).firstName,
    restore: () => setTarget({ firstName: 'Alberto' }),
  },
  'POST /api/User/Enable': {
    call: (c) => c.post('/api/User/Enable', { Ids: [target.id], Enabled: false }),
    probe: async () => (await targetRow()).enabled,
    restore: () => setTarget({ enabled: true }),
  },
  'POST /api/User/Unlock/:Id': {
    prepare: async () => {
      for (let i = 0; i < 5; i++) await signIn(new TestClient(t.app), ADMIN, 'Sbagliata#2026w');
    },
    call: (c) => c.post(`/api/User/Unlock/${target.id}`, {}),
    probe: async () => (await callers.admin.get(`/api/User/Filters/Detail/${target.id}`)).json().Locked,
  },
  'POST /api/User/PasswordReset/:Id': {
    call: (c) => c.post(`/api/User/PasswordReset/${target.id}`, {}),
    probe: async () =>
      (
        await db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, ADMIN), eq(mailOutbox.purpose, 'password-reset')))
      ).length,
  },
  'POST /api/User/PasswordChange/:Id': {
    call: (c) => c.post(`/api/User/PasswordChange/${target.id}`, {}),
    probe: async () => (await targetRow()).mustChangePassword,
    restore: () => setTarget({ mustChangePassword: false }),
  },
  'POST /api/User/Roles': {
    call: (c) => c.post('/api/User/Roles', { Id: target.id, Role: 'operator' }),
    probe: async () => (await targetRow()).role,
    restore: () => setTarget({ role: 'admin' }),
  },
  'GET /api/User/Sessions/:Id': {
    prepare: async () => {
      targetSession = await signedIn(t.app, ADMIN);
    },
    call: (c) => c.get(`/api/User/Sessions/${target.id}`),
  },
  'POST /api/User/Sessions/End/:Id': {
    prepare: async () => {
      targetSession = await signedIn(t.app, ADMIN);
    },
    call: (c) => c.post(`/api/User/Sessions/End/${target.id}`, {}),
    probe: async () => (await targetSession!.get('/api/Auth/session')).statusCode,
  },
  'POST /api/User/Ivr': {
    call: (c) => c.post('/api/User/Ivr', { Id: target.id, IvrUserId: 'ivr-admin' }),
    probe: async () =>
      (await db().select().from(ivrCredentials).where(eq(ivrCredentials.userId, target.id)))[0]?.ispUserId ??
      null,
    restore: () => db().delete(ivrCredentials).where(eq(ivrCredentials.userId, target.id)),
  },
  'POST /api/User/Ivr/Pin/:Id': {
    prepare: async () => {
      await db()
        .insert(ivrCredentials)
        .values({ userId: target.id, ispUserId: 'ivr-admin-pin', pinHash: await hashPassword('27183') });
    },
    call: (c) => c.post(`/api/User/Ivr/Pin/${target.id}`, {}),
    probe: async () =>
      (await db().select().from(ivrCredentials).where(eq(ivrCredentials.userId, target.id)))[0]?.pinHash,
    restore: () => db().delete(ivrCredentials).where(eq(ivrCredentials.userId, target.id)),
  },
  'DELETE /api/Identity/Delete/:Id': {
    prepare: async () => {
      const [link] = await db()
        .insert(ispLinks)
        .values({ provider: 'v3', subject: 'sso-admin', userId: target.id, companyId: target.companyId })
        .returning();
      linkId = link!.id;
    },
    call: (c) => c.request({ method: 'DELETE', url: `/api/Identity/Delete/${linkId}` }),
    probe: async () => (await db().select().from(ispLinks).where(eq(ispLinks.id, linkId))).length,
  },
};

describe('per-user actions on the vendor’s admin: an operator may do none, an admin each', () => {
  for (const [name, action] of Object.entries(ACTIONS))
    it(name, async () => {
      await action.prepare?.();
      const before = await action.probe?.();

      const refused = await action.call(callers.operator);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');
      if (action.probe) expect(await action.probe()).toEqual(before);

      const done = await action.call(callers.admin);
      expect(done.statusCode, done.body).toBe(200);
      if (action.probe) expect(await action.probe()).not.toEqual(before);
      await action.restore?.();
    });
});
