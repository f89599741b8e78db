import { RECOVERY_CODE_PATTERN } from '@sportello/contracts/auth/second-factor.values';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, signIn, TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import type { PortalSettings } from '../../core/portal-settings';
import { SESSION_COOKIE } from '../../core/session';
import { users } from '../users/users.tables';
import { secondFactorStepOf } from './second-factor.service';
import { userTotp } from './second-factor.tables';

/**
 * The sign-in's second factor (decision 078) through the HTTP API: enrolment, the pending step and
 * what it may reach, codes taken once, recovery codes, the lock, the policies, step-up and the reset.
 * Staff must have a second factor here, as in production.
 */

const clock = manualClock(new Date('2026-06-10T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { STAFF_SECOND_FACTOR: 'required' } });
});
afterAll(() => t.close());

const ROSSI = '12345678903';
const BASE = '/api/Auth/SecondFactor';
/** Each step of 30 s gives a new code: tests move past the step of the last code used. */
const nextStep = () => clock.advance(30_000);
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });

async function userIdOf(userName: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

async function emailOf(userName: string): Promise<string> {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userName, userName));
  return row!.email;
}

/** Enrols an authenticator for the client's user; returns its secret and the recovery codes. */
async function enrol(client: TestClient): Promise<{ secret: string; codes: string[] }> {
  const started = await client.post(`${BASE}/Totp/Start`);
  expect(started.statusCode, started.body).toBe(200);
  const { Secret: secret, Uri, QrCode } = started.json<{ Secret: string; Uri: string; QrCode: string }>();
  expect(Uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await client.post(`${BASE}/Totp/Confirm`, { Code: codeOf(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const codes = confirmed.json<{ RecoveryCodes: string[] }>().RecoveryCodes;
  return { secret, codes };
}

/** A password sign-in that stops at the second factor; fails the test otherwise. */
async function pendingSignIn(userName: string, parentCode?: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await signIn(client, userName, DEMO_PASSWORD, parentCode);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ SecondFactor: 'verify' });
  return client;
}

describe('a customer who turns the second factor on', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols an authenticator from the profile, confirmed by its first code, and gets ten recovery codes', async () => {
    const lucia = await signedIn(t.app, 'lucia.bianchi', ROSSI);
    expect((await lucia.get(BASE)).json()).toMatchObject({
      Step: null,
      Totp: { Active: false, Since: null },
      Required: false,
    });
    const started = (await lucia.post(`${BASE}/Totp/Start`)).json<{ Secret: string }>();
    const wrong = await lucia.post(`${BASE}/Totp/Confirm`, { Code: '000000' });
    expect(errorBody(wrong).ErrorMessage).toBe('ERROR_SECOND_FACTOR_CODE');
    // Stored sealed, never as the secret itself.
    const [stored] = await t.database.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, await userIdOf('lucia.bianchi')));
    expect(stored!.secret).not.toContain(started.Secret);

    const confirmed = await lucia.post(`${BASE}/Totp/Confirm`, { Code: codeOf(started.Secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json<{ RecoveryCodes: string[] }>().RecoveryCodes;
    secret = started.Secret;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect((await lucia.get(BASE)).json()).toMatchObject({
      Totp: { Active: true, Since: clock.now().toISOString() },
      RecoveryCodesLeft: 10,
    });
  });

  it('then signs in in two steps: until the code, every guarded call answers ERROR_SECOND_FACTOR_REQUIRED', async () => {
    const client = await pendingSignIn('lucia.bianchi', ROSSI);
    for (const url of ['/api/Auth/session', '/api/User/profile', '/api/Support/Tickets']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(errorBody(res).ErrorMessage, url).toBe('ERROR_SECOND_FACTOR_REQUIRED');
    }
    expect((await client.get(BASE)).json()).toMatchObject({ Step: 'verify' });
    // The code the enrolment took cannot be taken again, even in its own 30 seconds.
    const replayed = await client.post(`${BASE}/Verify`, { Code: codeOf(secret) });
    expect(errorBody(replayed).ErrorMessage).toBe('ERROR_SECOND_FACTOR_CODE');

    nextStep();
    const pendingId = client.cookies.get(SESSION_COOKIE);
    const code = codeOf(secret);
    const verified = await client.post(`${BASE}/Verify`, { Code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ Done: true, RecoveryCodeUsed: false });
    // A new session id once the second step is done, as after the password.
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(pendingId);
    expect((await client.get('/api/Auth/session')).statusCode).toBe(200);

    // The same code in another browser at the same time: taken once only.
    const other = await pendingSignIn('lucia.bianchi', ROSSI);
    expect(errorBody(await other.post(`${BASE}/Verify`, { Code: code })).ErrorMessage).toBe(
      'ERROR_SECOND_FACTOR_CODE',
    );
  });

  it('may use a recovery code once instead, and is told by mail', async () => {
    await t.database.db.delete(mailOutbox);
    const [code] = recoveryCodes;
    const client = await pendingSignIn('lucia.bianchi', ROSSI);
    const used = await client.post(`${BASE}/Verify`, { Code: code!.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ Done: true, RecoveryCodeUsed: true });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.purpose, 'security-notice'),
          eq(mailOutbox.toAddress, await emailOf('lucia.bianchi')),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('codici di recupero');
    expect(mails[0]!.text).toContain('9');

    const again = await pendingSignIn('lucia.bianchi', ROSSI);
    expect(errorBody(await again.post(`${BASE}/Verify`, { Code: code })).ErrorMessage).toBe(
      'ERROR_SECOND_FACTOR_CODE',
    );
  });

  it('locks after five wrong codes in a row, the right one included, for fifteen minutes', async () => {
    // The wrong recovery code above counted; a right code starts the count again.
    nextStep();
    const before = await pendingSignIn('lucia.bianchi', ROSSI);
    expect((await before.post(`${BASE}/Verify`, { Code: codeOf(secret) })).statusCode).toBe(200);
    const client = await pendingSignIn('lucia.bianchi', ROSSI);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(errorBody(await client.post(`${BASE}/Verify`, { Code: '123456' })).ErrorMessage);
    expect(answers).toEqual([
      'ERROR_SECOND_FACTOR_CODE',
      'ERROR_SECOND_FACTOR_CODE',
      'ERROR_SECOND_FACTOR_CODE',
      'ERROR_SECOND_FACTOR_CODE',
      'ERROR_SECOND_FACTOR_LOCKED',
    ]);
    nextStep();
    const locked = await client.post(`${BASE}/Verify`, { Code: codeOf(secret) });
    expect(locked.statusCode).toBe(429);
    expect(errorBody(locked).ErrorMessage).toBe('ERROR_SECOND_FACTOR_LOCKED');

    // The pending sign-in itself lasts ten minutes; after the lock a new one goes through.
    clock.advance(11 * 60_000);
    expect(errorBody(await client.get(BASE)).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
    clock.advance(5 * 60_000);
    const later = await pendingSignIn('lucia.bianchi', ROSSI);
    expect((await later.post(`${BASE}/Verify`, { Code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('cannot prove a second factor without a proven password', async () => {
    const stranger = new TestClient(t.app);
    for (const url of [`${BASE}/Verify`, `${BASE}/Totp/Start`, `${BASE}/Totp/Confirm`]) {
      const res = await stranger.post(url, { Code: '123456' });
      expect(errorBody(res).ErrorMessage, url).toBe('ERROR_EMPTY_SESSION');
    }
    // A wrong password gets the one answer of every refused sign-in, with no step after it.
    const refused = await signIn(stranger, 'lucia.bianchi', 'Sbagliata#2026', ROSSI);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    expect(errorBody(await stranger.get(BASE)).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
  });

  it('removes it with a code; the back office resets another user’s, who is signed out and told', async () => {
    nextStep();
    const client = await pendingSignIn('lucia.bianchi', ROSSI);
    expect((await client.post(`${BASE}/Verify`, { Code: codeOf(secret) })).statusCode).toBe(200);
    nextStep();
    const removed = await client.post(`${BASE}/Totp/Remove`, { Code: codeOf(secret) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await client.get(BASE)).json()).toMatchObject({ Totp: { Active: false }, RecoveryCodesLeft: 0 });
    const plain = new TestClient(t.app);
    expect((await signIn(plain, 'lucia.bianchi', DEMO_PASSWORD, ROSSI)).json()).toMatchObject({
      SecondFactor: null,
    });
  });
});

describe('the vendor’s staff, who must have a second factor', () => {
  let adminSecret = '';

  it('enrol right after the password, before reaching anything else, and cannot remove it', async () => {
    const admin = new TestClient(t.app);
    const res = await signIn(admin, 'admin@sportello.demo');
    expect(res.json()).toMatchObject({ SecondFactor: 'enrol' });
    const backoffice = await admin.get('/api/User/Filters/e30');
    expect(errorBody(backoffice).ErrorMessage).toBe('ERROR_SECOND_FACTOR_REQUIRED');
    expect((await admin.get(BASE)).json()).toMatchObject({ Step: 'enrol', Required: true });
    // Proving a factor the account does not have yet is no way round the enrolment.
    expect(errorBody(await admin.post(`${BASE}/Verify`, { Code: '123456' })).ErrorMessage).toBe(
      'ERROR_SECOND_FACTOR_NONE',
    );

    ({ secret: adminSecret } = await enrol(admin));
    expect((await admin.get('/api/User/Filters/e30')).statusCode).toBe(200);
    nextStep();
    const remove = await admin.post(`${BASE}/Totp/Remove`, { Code: codeOf(adminSecret) });
    expect(remove.statusCode).toBe(409);
    expect(errorBody(remove).ErrorMessage).toBe('ERROR_SECOND_FACTOR_MANDATORY');
  });

  it('prove it again to change a role when the last proof is older than fifteen minutes', async () => {
    nextStep();
    const admin = await pendingSignIn('admin@sportello.demo');
    expect((await admin.post(`${BASE}/Verify`, { Code: codeOf(adminSecret) })).statusCode).toBe(200);
    const Id = await userIdOf('lucia.bianchi');
    const fresh = await admin.post('/api/User/Roles', { Id, Role: 'company_admin' });
    expect(fresh.statusCode, fresh.body).toBe(200);

    clock.advance(16 * 60_000);
    const stale = await admin.post('/api/User/Roles', { Id, Role: 'user' });
    expect(stale.statusCode).toBe(403);
    expect(errorBody(stale).ErrorMessage).toBe('ERROR_STEP_UP_REQUIRED');
    // The portal's security settings and a revealed IVR PIN ask the same.
    const settings = (await admin.get('/api/Settings')).json<Record<string, unknown>>();
    expect(errorBody(await admin.post('/api/Settings/Save', settings)).ErrorMessage).toBe(
      'ERROR_STEP_UP_REQUIRED',
    );
    expect(
      errorBody(await admin.post(`/api/User/Ivr/Pin/${await userIdOf('mario.rossi')}`)).ErrorMessage,
    ).toBe('ERROR_STEP_UP_REQUIRED');
    expect((await admin.post(`${BASE}/Verify`, { Code: codeOf(adminSecret) })).statusCode).toBe(200);
    const again = await admin.post('/api/User/Roles', { Id, Role: 'user' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('reset a user’s second factor from the back office: audited, mailed, the user signed out', async () => {
    nextStep();
    const mario = await signedIn(t.app, 'mario.rossi', ROSSI);
    await enrol(mario);
    const Id = await userIdOf('mario.rossi');
    nextStep();
    const admin = await pendingSignIn('admin@sportello.demo');
    expect((await admin.post(`${BASE}/Verify`, { Code: codeOf(adminSecret) })).statusCode).toBe(200);
    expect((await admin.get(`/api/User/Filters/Detail/${Id}`)).json()).toMatchObject({
      SecondFactorSince: expect.any(String),
    });
    await t.database.db.delete(mailOutbox);

    const reset = await admin.post(`/api/User/SecondFactor/Reset/${Id}`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await admin.get(`/api/User/Filters/Detail/${Id}`)).json()).toMatchObject({
      SecondFactorSince: null,
    });
    expect((await mario.get('/api/Auth/session')).statusCode).toBe(401);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.purpose, 'security-notice'));
    expect(mail?.toAddress).toBe(await emailOf('mario.rossi'));
    const filter = Buffer.from(JSON.stringify({ Resource: 'users', ObjectId: Id })).toString('base64url');
    const audit = await admin.get(`/api/App/Audit/Filters/${filter}`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('SecondFactor');
  });

  it('staff of the vendor can be signed in by password alone when the settings say so', async () => {
    const optional = await createTestApp({
      database: t.database,
      clock,
      env: { STAFF_SECOND_FACTOR: 'optional' },
    });
    try {
      const operator = new TestClient(optional.app);
      expect((await signIn(operator, 'operatore@sportello.demo')).json()).toMatchObject({
        SecondFactor: null,
      });
    } finally {
      await optional.close();
    }
  });
});

describe('a company that requires a second factor', () => {
  it('is set by its administrator, and its users then enrol at their next sign-in', async () => {
    const user = await signedIn(t.app, 'lucia.bianchi', ROSSI);
    const refused = await user.post('/api/Company/SecondFactor/Required', { Required: true });
    expect(refused.statusCode).toBe(403);

    const mario = await signedIn(t.app, 'mario.rossi', ROSSI);
    const set = await mario.post('/api/Company/SecondFactor/Required', { Required: true });
    expect(set.json()).toEqual({ Required: true });
    expect((await mario.get(BASE)).json()).toMatchObject({ CompanyRequires: true, Required: true });

    const next = new TestClient(t.app);
    expect((await signIn(next, 'lucia.bianchi', DEMO_PASSWORD, ROSSI)).json()).toMatchObject({
      SecondFactor: 'enrol',
    });
    // Another company's users are not concerned.
    const neri = new TestClient(t.app);
    expect((await signIn(neri, 'lucia.bianchi.neri')).json()).toMatchObject({ SecondFactor: null });

    expect((await mario.post('/api/Company/SecondFactor/Required', { Required: false })).statusCode).toBe(
      200,
    );
  });
});

describe('an authenticator secret the server can no longer read (COOKIE_SECRET changed)', () => {
  it('refuses the code as a wrong one, not with a server error', async () => {
    const userId = await userIdOf('giulia.neri');
    const now = clock.now();
    await t.database.db
      .insert(userTotp)
      .values({ userId, secret: 'sealed-under-another-key', createdAt: now, confirmedAt: now });
    try {
      const client = await pendingSignIn('giulia.neri');
      const res = await client.post(`${BASE}/Verify`, { Code: '123456' });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_SECOND_FACTOR_CODE');
    } finally {
      await t.database.db.delete(userTotp).where(eq(userTotp.userId, userId));
    }
  });
});

describe('a sign-in through an identity provider', () => {
  it('is asked no second step, unless the provider says it signed in with one factor only', async () => {
    const silent = { debug() {}, info() {}, warn() {}, error() {} };
    const settings = { current: async () => ({ staffSecondFactor: true }) as PortalSettings, changed() {} };
    const ctx = { ...systemContext({ tx: t.database.db, log: silent, clock }), settings };
    const [operator] = await t.database.db
      .select({ id: users.id, role: users.role, companyId: users.companyId })
      .from(users)
      .where(eq(users.userName, 'operatore@sportello.demo'));
    const step = (amr: string[]) => secondFactorStepOf(ctx, operator!, { provider: { amr } });
    // No word on how (most providers), or more than one method, or multi-factor said outright.
    expect(await step([])).toBeNull();
    expect(await step(['pwd', 'otp'])).toBeNull();
    expect(await step(['mfa'])).toBeNull();
    // A password alone at the provider: the portal's own second factor, to enrol if none.
    expect(await step(['pwd'])).toBe('enrol');
  });
});
