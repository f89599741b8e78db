import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignRole } from '../../../test/communications-fixtures';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, TestClient } from '../../../test/test-client';
import { users } from '../users/users.tables';
import { signInEvents } from './sign-in-log.tables';

let t: TestApp;
let operator: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedIn(t.app, 'operatore@sportello.demo');
  admin = await signedIn(t.app, 'admin@sportello.demo');
});
afterAll(() => t.close());

interface LogPage {
  Total: number;
  Items: {
    Kind: string;
    Method: string;
    Reason: string | null;
    UserName: string;
    ClientIp: string;
    UserAgent: string;
  }[];
}

/** A browser at its own address, so that one test's failures do not throttle another's. */
const browser = (ip: string) =>
  new TestClient(t.app, { headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (Prova)' } });
const login = (c: TestClient, UserName: string, Password = DEMO_PASSWORD) =>
  c.post('/api/Auth/login', { UserName, Password });
const userId = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
const logOf = async (userName: string, filter: object = {}, by = operator) => {
  const res = await by.get(`/api/SignIns/${await userId(userName)}/Filters/${encodeFilter(filter)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LogPage>();
};
/** Oldest first, as the story happened. */
const story = (page: LogPage) => page.Items.map((e) => `${e.Kind}:${e.Reason ?? ''}`).reverse();

describe('the sign-in log', () => {
  it('records sign-ins and sign-outs with the client, and the operator reads them on the user', async () => {
    const c = browser('198.51.100.10');
    expect((await login(c, 'giulia.neri')).statusCode).toBe(200);
    expect((await c.post('/api/Auth/logout')).statusCode).toBe(200);
    const log = await logOf('giulia.neri');
    expect(story(log)).toEqual(['success:', 'sign-out:']);
    expect(log.Items[1]).toEqual(
      expect.objectContaining({
        Kind: 'success',
        Method: 'password',
        UserName: 'giulia.neri',
        ClientIp: '198.51.100.10',
        UserAgent: 'Mozilla/5.0 (Prova)',
      }),
    );
  });

  it('records refusals with their reason while the answers stay those of before', async () => {
    const c = browser('198.51.100.20');
    const wrong = await login(c, 'lucia.bianchi.neri', 'Sbagliata#2026');
    const unknown = await login(c, 'nessuno.tale', 'Sbagliata#2026');
    // Wrong password and unknown user: the same answer, as before.
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    expect(unknown.body).toBe(wrong.body);
    // Four more wrong passwords: the fifth locks the account.
    for (let i = 0; i < 4; i++) await login(c, 'lucia.bianchi.neri', 'Sbagliata#2026');
    // Locked: the right password gets the same answer as a wrong one.
    const locked = await login(browser('198.51.100.21'), 'LUCIA.BIANCHI.NERI');
    expect(locked.body).toBe(wrong.body);

    expect(story(await logOf('lucia.bianchi.neri'))).toEqual([
      'failure:wrong-password',
      'failure:wrong-password',
      'failure:wrong-password',
      'failure:wrong-password',
      'lockout:wrong-password',
      'failure:locked',
    ]);

    // A disabled user with the right password is told so, as before; a migrated company's too.
    const disabled = await login(c, 'bruno.bloccato');
    expect(errorBody(disabled).ErrorMessage).toBe('ERROR_USERLOGIN_DISABLED_USER');
    expect(story(await logOf('bruno.bloccato'))).toEqual(['failure:disabled']);
    const migrated = await login(c, 'anna.migrata');
    expect(errorBody(migrated).ErrorMessage).toBe('ERROR_LOGIN_MIGRATE');
    expect(story(await logOf('anna.migrata'))).toEqual(['failure:migrated']);
  });

  it('filters by kind and day, pages, and exports as CSV', async () => {
    const c = browser('198.51.100.30');
    await login(c, 'paolo.verdi', 'Sbagliata#2026');
    await login(c, 'paolo.verdi');
    const failures = await logOf('paolo.verdi', { Kind: 'failure' });
    expect(story(failures)).toEqual(['failure:wrong-password']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await logOf('paolo.verdi', { From: tomorrow })).Total).toBe(0);
    const onePage = await logOf('paolo.verdi', { Size: 1 });
    expect(onePage).toMatchObject({ Total: 2, PageCount: 1 });
    expect(story(onePage)).toEqual(['success:']);

    const res = await admin.get(
      `/api/SignIns/${await userId('paolo.verdi')}/Export/${encodeFilter({ Kind: 'failure' })}?Encoding=65001`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('sign-ins.csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('At;Kind;Method;Reason;UserName;ClientIp;UserAgent');
    expect(lines.slice(1)).toEqual([
      expect.stringContaining(
        '"failure";"password";"wrong-password";"paolo.verdi";"198.51.100.30";"Mozilla/5.0 (Prova)"',
      ),
    ]);
  });

  it('is for operators and admins; an unknown user is not found', async () => {
    const id = await userId('giulia.neri');
    const customer = await signedIn(t.app, 'giulia.neri');
    const url = `/api/SignIns/${id}/Filters/${encodeFilter({})}`;
    expect(errorBody(await customer.get(url)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    // A viewer reads users but not their client addresses.
    const demoted = await assignRole(admin, 'operatore2@sportello.demo', 'viewer');
    try {
      const viewer = await signedIn(t.app, 'operatore2@sportello.demo');
      expect(errorBody(await viewer.get(url)).ErrorMessage).toBe('ERROR_FORBIDDEN');
      expect(
        errorBody(await viewer.get(`/api/SignIns/${id}/Export/${encodeFilter({})}?Encoding=65001`))
          .ErrorMessage,
      ).toBe('ERROR_FORBIDDEN');
    } finally {
      await demoted.restore();
    }
    const unknown = await operator.get(
      `/api/SignIns/00000000-0000-4000-8000-000000000000/Filters/${encodeFilter({})}`,
    );
    expect(errorBody(unknown).ErrorMessage).toBe('ERROR_NOT_FOUND');
  });
});

describe('the sign-in log’s retention', () => {
  it('deletes the events older than SIGN_IN_LOG_RETENTION_DAYS when a process starts, and keeps the others', async () => {
    const id = await userId('mario.rossi');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const event = (at: Date, clientIp: string) => ({
      at,
      userId: id,
      kind: 'success',
      method: 'password',
      userName: 'mario.rossi',
      clientIp,
      userAgent: '',
    });
    await t.database.db
      .insert(signInEvents)
      .values([event(daysAgo(45), '192.0.2.45'), event(daysAgo(10), '192.0.2.10')]);
    // Another process over the same database, keeping 30 days: it sweeps as it starts.
    const other = await createTestApp({ database: t.database, env: { SIGN_IN_LOG_RETENTION_DAYS: '30' } });
    try {
      const kept = await t.database.db
        .select({ clientIp: signInEvents.clientIp })
        .from(signInEvents)
        .where(eq(signInEvents.userId, id));
      expect(kept.map((e) => e.clientIp)).toContain('192.0.2.10');
      expect(kept.map((e) => e.clientIp)).not.toContain('192.0.2.45');
    } finally {
      await other.close();
    }
  });
});
