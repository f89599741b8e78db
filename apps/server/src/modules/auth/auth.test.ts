import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignRole } from '../../../test/communications-fixtures';
import { antiforgery, createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, signIn, TestClient } from '../../../test/test-client';
import { addDemotedAdmin } from '../../../test/vendor-staff';
import { manualClock } from '../../core/clock';
import { needsRehash } from '../../core/passwords';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { loginThrottle } from './login-throttle.tables';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const client = (headers?: Record<string, string>) => new TestClient(t.app, { headers });

describe('sign-in with company parents', () => {
  it('mario.rossi (two parents): pending until a second call names one, sorted by name', async () => {
    const c = client();
    const first = await signIn(c, 'mario.rossi');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      UserName: 'mario.rossi',
      IsPassowrdExpired: false,
      MustChangePassword: false,
      Language: { Id: 1 },
      ParentCode: null,
      Company: {
        VatCode: '09876543217',
        Name: 'Rossi Impianti S.r.l.',
        CompanyParents: [
          { VatCode: '12345678903', Name: 'Studio Bianchi' },
          { VatCode: '02468135799', Name: 'Verdi Consulting S.r.l.' },
        ],
      },
    });
    // Not signed in yet: the choice is pending.
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);

    const second = await c.post('/api/Auth/login', { UserName: 'mario.rossi', ParentCode: '02468135799' });
    expect(second.statusCode).toBe(200);
    expect(second.json().ParentCode).toBe('02468135799');
    const session = await c.get('/api/Auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      User: { UserName: 'mario.rossi', FirstName: 'Mario', Role: 'company_admin' },
      Company: { Name: 'Rossi Impianti S.r.l.' },
      ParentCode: '02468135799',
      IsLocalLogin: true,
    });
  });

  it('refuses a ParentCode that is not one of the user’s parents with 400', async () => {
    const res = await signIn(client(), 'mario.rossi', DEMO_PASSWORD, '05555555555');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_BAD_PARENT');
  });

  it('a second call without password but without a pending sign-in is refused', async () => {
    const res = await client().post('/api/Auth/login', {
      UserName: 'mario.rossi',
      ParentCode: '12345678903',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
  });

  it('giulia.neri (one parent): selected automatically, signed in at once', async () => {
    const c = client();
    const res = await signIn(c, 'giulia.neri');
    expect(res.json().ParentCode).toBe('12345678903');
    expect((await c.get('/api/Auth/session')).json().ParentCode).toBe('12345678903');
  });

  it('records when the user signed in, which the back office shows; a refused sign-in leaves it', async () => {
    const lastSignIn = async () =>
      (await t.database.db.select().from(users).where(eq(users.userName, 'giulia.neri')))[0]?.lastLoginAt;
    clock.advance(60_000);
    expect((await signIn(client(), 'giulia.neri')).statusCode).toBe(200);
    const signedInAt = clock.now();
    expect(await lastSignIn()).toEqual(signedInAt);
    clock.advance(60_000);
    expect(
      (await signIn(client({ 'x-forwarded-for': '10.60.0.1' }), 'giulia.neri', 'Wrong#Password1')).statusCode,
    ).toBe(400);
    expect(await lastSignIn()).toEqual(signedInAt);
    await t.database.db.delete(loginThrottle);
  });

  it('replaces a password hash of another cost at sign-in; the password still signs in', async () => {
    const paolo = eq(users.userName, 'paolo.verdi');
    const other = { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;
    await t.database.db
      .update(users)
      .set({ passwordHash: await hash(DEMO_PASSWORD, other) })
      .where(paolo);
    expect((await signIn(client(), 'paolo.verdi', DEMO_PASSWORD, '12345678903')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(paolo);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(needsRehash(row!.passwordHash!)).toBe(false);
    expect((await signIn(client(), 'paolo.verdi', DEMO_PASSWORD, '12345678903')).statusCode).toBe(200);
  });

  it('switches the active parent only to one of the company’s', async () => {
    const c = client();
    await signIn(c, 'mario.rossi', DEMO_PASSWORD, '12345678903');
    const ok = await c.post('/api/Auth/changeparent', { ParentCode: '02468135799' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().ParentCode).toBe('02468135799');
    const bad = await c.post('/api/Auth/changeparent', { ParentCode: '05555555555' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).ErrorMessage).toBe('ERROR_BAD_PARENT');
  });

  it('the vendor’s operator has no parents and is signed in at once', async () => {
    const c = client();
    const res = await signIn(c, 'operatore@sportello.demo');
    expect(res.json()).toMatchObject({
      ParentCode: null,
      Company: { VatCode: '01234567897', CompanyParents: [] },
    });
    expect((await c.get('/api/Auth/session')).json().User.Role).toBe('operator');
  });
});

/** A disabled user of Rossi Impianti with the demo password. */
async function insertDisabledUser(): Promise<void> {
  await t.database.db.insert(users).values({
    userName: 'disabled.user',
    email: 'disabled@example.it',
    firstName: 'Dis',
    lastName: 'Abled',
    companyId: sql`(select id from companies where vat_code = '09876543217')`,
    enabled: false,
    passwordHash: (await t.database.db.select().from(users).where(eq(users.userName, 'giulia.neri')))[0]!
      .passwordHash,
  });
}

describe('refusals that reveal nothing', () => {
  beforeAll(insertDisabledUser);

  it('answers a wrong password, an unknown user and a disabled user with a wrong password with the same body', async () => {
    const wrong = await signIn(client(), 'giulia.neri', 'Wrong#Password1');
    const unknown = await signIn(client(), 'nobody.here', 'Wrong#Password1');
    const disabled = await signIn(client(), 'disabled.user', 'Wrong#Password1');
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(wrong.body);
    }
    expect(errorBody(wrong)).toEqual({
      ErrorCode: 201,
      ErrorMessage: 'ERROR_INVALID_PASSWORD',
      Message: 'Nome utente o password non validi.',
    });
  });

  it('tells a disabled user so once the right password has proven who it is, and opens no session', async () => {
    const c = client();
    const res = await signIn(c, 'disabled.user', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res)).toMatchObject({ ErrorMessage: 'ERROR_USERLOGIN_DISABLED_USER' });
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
  });

  it('refuses sign-in without the anti-forgery token', async () => {
    const res = await client().post(
      '/api/Auth/login',
      { UserName: 'giulia.neri', Password: DEMO_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_CSRF');
  });

  it('rejects malformed sign-in input with a 4xx in the error shape', async () => {
    for (const payload of [
      {},
      { UserName: 42 },
      { UserName: '', Password: 'x' },
      { UserName: 'a'.repeat(500), Password: 'x' },
    ]) {
      const res = await client().post('/api/Auth/login', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      errorBody(res);
    }
  });
});

describe('lockout', () => {
  it('locks an account after 5 failures; then even the right password gets the same refusal', async () => {
    const c = client();
    for (let i = 0; i < 5; i++)
      expect((await signIn(c, 'anna.migrata', 'Wrong#Password1')).statusCode).toBe(400);
    const right = await signIn(c, 'anna.migrata', DEMO_PASSWORD);
    expect(right.statusCode).toBe(400);
    expect(errorBody(right).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
  });

  it('20 parallel wrong attempts cannot get past the counter', async () => {
    await t.database.db.delete(loginThrottle);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(client({ 'x-forwarded-for': `10.20.0.${i}` }), 'giulia.neri', `Wrong#Password${i}`),
      ),
    );
    expect(burst.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, 'user:giulia.neri'));
    // Exactly five attempts were let through to the password check; the other fifteen found it locked.
    expect(row?.failures).toBe(5);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(clock.now().getTime());
    const right = await signIn(client(), 'giulia.neri', DEMO_PASSWORD);
    expect(errorBody(right).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    await t.database.db.delete(loginThrottle);
  });

  it('lifts the lock 30 seconds after the fifth failure, by the clock; refusals meanwhile count nothing', async () => {
    await t.database.db.delete(loginThrottle);
    const c = client({ 'x-forwarded-for': '10.50.0.1' });
    // All at one instant: a locked key must be told from an admitted attempt without time passing.
    for (let i = 0; i < 5; i++)
      expect(errorBody(await signIn(c, 'giulia.neri', `Wrong#Password${i}`)).ErrorMessage).toBe(
        'ERROR_INVALID_PASSWORD',
      );
    expect(errorBody(await signIn(c, 'giulia.neri', DEMO_PASSWORD)).ErrorMessage).toBe(
      'ERROR_INVALID_PASSWORD',
    );
    clock.advance(29_000);
    expect(errorBody(await signIn(c, 'giulia.neri', DEMO_PASSWORD)).ErrorMessage).toBe(
      'ERROR_INVALID_PASSWORD',
    );
    const [row] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, 'user:giulia.neri'));
    expect(row?.failures).toBe(5);
    clock.advance(1_000);
    expect((await signIn(c, 'giulia.neri', DEMO_PASSWORD)).statusCode).toBe(200);
    await t.database.db.delete(loginThrottle);
  });
});

describe('change password lockout', () => {
  it('counts wrong current passwords against the account, as sign-in does', async () => {
    await t.database.db.delete(loginThrottle);
    // An address of its own: change-password calls have a per-address limit too.
    const c = client({ 'x-forwarded-for': '10.40.0.1' });
    expect((await signIn(c, 'lucia.bianchi', DEMO_PASSWORD, '12345678903')).statusCode).toBe(200);
    const change = (OldPassword: string) =>
      c.post('/api/Auth/changepassword', {
        OldPassword,
        NewPassword: 'Nuova#Pass1',
        NewPassword2: 'Nuova#Pass1',
      });
    for (let i = 0; i < 5; i++)
      expect(errorBody(await change(`Wrong#Pass${i}`)).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    // A stolen session cannot go on guessing: the right password is refused alike, and so is sign-in.
    const right = await change(DEMO_PASSWORD);
    expect(right.statusCode).toBe(400);
    expect(errorBody(right).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    expect(errorBody(await signIn(client(), 'lucia.bianchi', DEMO_PASSWORD)).ErrorMessage).toBe(
      'ERROR_INVALID_PASSWORD',
    );
    await t.database.db.delete(loginThrottle);
    expect((await signIn(client(), 'lucia.bianchi', DEMO_PASSWORD, '12345678903')).statusCode).toBe(200);
  });
});

describe('per-address sign-in rate', () => {
  it('answers 429 in the error shape past LOGIN_RATE_LIMIT_MAX attempts a minute', async () => {
    const limited = await createTestApp({ database: t.database, env: { LOGIN_RATE_LIMIT_MAX: '2' } });
    const c = new TestClient(limited.app, { headers: { 'x-forwarded-for': '10.30.0.1' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn(c, 'nobody.here', 'Wrong#Password1')).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
    await limited.close();
  });
});

describe('sessions', () => {
  const SID = 'sportello.sid';

  it('rotates the session id at sign-in and ends it server-side at sign-out', async () => {
    const c = client();
    await signIn(c, 'giulia.neri');
    const first = c.cookies.get(SID);
    await signIn(c, 'giulia.neri');
    const second = c.cookies.get(SID);
    expect(first).toBeDefined();
    expect(second).not.toBe(first);

    const stale = new TestClient(t.app);
    stale.cookies.set(SID, first!);
    expect((await stale.get('/api/Auth/session')).statusCode).toBe(401);

    const copy = new TestClient(t.app);
    copy.cookies.set(SID, second!);
    expect((await copy.get('/api/Auth/session')).statusCode).toBe(200);
    expect((await c.post('/api/Auth/logout')).statusCode).toBe(200);
    const afterLogout = await copy.get('/api/Auth/session');
    expect(afterLogout.statusCode).toBe(401);
    expect(errorBody(afterLogout).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure behind a TLS proxy', async () => {
    const plain = await signIn(client(), 'giulia.neri');
    const cookie = plain.cookies.find((c) => c.name === SID)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();

    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    const viaTls = await signIn(
      new TestClient(proxied.app, { headers: { 'x-forwarded-proto': 'https' } }),
      'giulia.neri',
    );
    expect(viaTls.cookies.find((c) => c.name === SID)?.secure).toBe(true);
    await proxied.close();
  });

  it('says that a session exists in a cookie the page can read, gone with the session', async () => {
    const HINT = 'sportello.signedin';
    const c = client();
    const login = await signIn(c, 'giulia.neri');
    const hint = login.cookies.find((cookie) => cookie.name === HINT);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();

    const stale = new TestClient(t.app);
    stale.cookies.set(SID, 'no-such-session');
    stale.cookies.set(HINT, '1');
    expect((await stale.get('/api/Auth/session')).statusCode).toBe(401);
    expect(stale.cookies.has(SID)).toBe(false);
    expect(stale.cookies.has(HINT)).toBe(false);

    await c.post('/api/Auth/logout');
    expect(c.cookies.has(HINT)).toBe(false);
  });

  it('rotates the anti-forgery secret at sign-in: a token from before no longer works', async () => {
    const before = await antiforgery(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { cookie: before.cookie, 'x-csrf-token': before.token },
      payload: { UserName: 'giulia.neri', Password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const secret = login.cookies.find((cookie) => cookie.name === 'sportello.csrf');
    expect(secret?.value).toBeTruthy();
    expect(`sportello.csrf=${secret?.value}`).not.toBe(before.cookie);
    const jar = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/logout',
        headers: { cookie: jar, 'x-csrf-token': token },
      });
    const stale = await post(before.token);
    expect(stale.statusCode).toBe(403);
    expect(errorBody(stale).ErrorMessage).toBe('ERROR_CSRF');
    const fresh = (await t.app.inject({ url: '/api/Auth/antiforgery', headers: { cookie: jar } })).json()
      .Token;
    expect((await post(fresh)).statusCode).toBe(200);
  });

  it('a second server process over the same database accepts the session', async () => {
    const other = await createTestApp({ database: t.database });
    const c = client();
    await signIn(c, 'giulia.neri');
    const elsewhere = new TestClient(other.app);
    elsewhere.cookies.set(SID, c.cookies.get(SID)!);
    expect((await elsewhere.get('/api/Auth/session')).json().User.UserName).toBe('giulia.neri');
    await other.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)('with Redis, a second process accepts the session', async () => {
    const url = process.env.TEST_REDIS_URL!;
    const [r1, r2] = [new Redis(url), new Redis(url)];
    const one = await createTestApp({ database: t.database, redis: r1 });
    const two = await createTestApp({ database: t.database, redis: r2 });
    const c = new TestClient(one.app);
    await signIn(c, 'giulia.neri');
    const elsewhere = new TestClient(two.app);
    elsewhere.cookies.set(SID, c.cookies.get(SID)!);
    expect((await elsewhere.get('/api/Auth/session')).json().User.UserName).toBe('giulia.neri');
    await Promise.all([one.close(), two.close()]);
    r1.disconnect();
    r2.disconnect();
  });
});

describe('expired password', () => {
  it('paolo.verdi must change it; nothing else is reachable until he does', async () => {
    const c = client();
    const res = await signIn(c, 'paolo.verdi', DEMO_PASSWORD, '12345678903');
    expect(res.json()).toMatchObject({ IsPassowrdExpired: true, ParentCode: '12345678903' });
    expect((await c.get('/api/Auth/session')).json().MustChangePassword).toBe(true);
    const blocked = await c.post('/api/Auth/changeparent', { ParentCode: '02468135799' });
    expect(blocked.statusCode).toBe(403);
    expect(errorBody(blocked).ErrorMessage).toBe('ERROR_PASSWORD_CHANGE_REQUIRED');

    const attempts: [object, string][] = [
      [
        { OldPassword: 'Wrong#Pass1', NewPassword: 'Nuova#Pass1', NewPassword2: 'Nuova#Pass1' },
        'ERROR_INVALID_PASSWORD',
      ],
      [
        { OldPassword: DEMO_PASSWORD, NewPassword: 'Paolo#12345', NewPassword2: 'Paolo#12345' },
        'ERROR_PASSOWRD_INVALID FIRSTNAME',
      ],
      [
        { OldPassword: DEMO_PASSWORD, NewPassword: 'debole', NewPassword2: 'debole' },
        'ERROR_PASSOWRD_INVALID STRENGTH',
      ],
      [
        { OldPassword: DEMO_PASSWORD, NewPassword: 'Nuova#Pass1', NewPassword2: 'Nuova#Pass2' },
        'ERROR_PASSOWRD_NOMATCH',
      ],
      [
        { OldPassword: DEMO_PASSWORD, NewPassword: DEMO_PASSWORD, NewPassword2: DEMO_PASSWORD },
        'ERROR_PASSWORD_SAME_AS_OLD',
      ],
    ];
    for (const [payload, key] of attempts) {
      const refused = await c.post('/api/Auth/changepassword', payload);
      expect(refused.statusCode, key).toBe(400);
      expect(errorBody(refused).ErrorMessage).toBe(key);
    }

    const other = client();
    await signIn(other, 'paolo.verdi', DEMO_PASSWORD, '12345678903');
    const changed = await c.post('/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: 'Nuova#Pass1',
      NewPassword2: 'Nuova#Pass1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await c.get('/api/Auth/session')).json().MustChangePassword).toBe(false);
    expect((await c.post('/api/Auth/changeparent', { ParentCode: '02468135799' })).statusCode).toBe(200);
    // The other session of the same user ended with the change.
    expect((await other.get('/api/Auth/session')).statusCode).toBe(401);
    expect((await signIn(client(), 'paolo.verdi', 'Nuova#Pass1')).json().IsPassowrdExpired).toBe(false);
  });
});

describe('company rules', () => {
  it('sends users of a migrated company to the customer hub', async () => {
    await t.database.db.delete(loginThrottle);
    const res = await signIn(client(), 'anna.migrata');
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_LOGIN_MIGRATE');
  });

  it('tells the users of a company the back office disabled so, once the password is right, and no sooner', async () => {
    await t.database.db.update(companies).set({ enabled: false }).where(eq(companies.vatCode, '05555555555'));
    try {
      const wrong = await signIn(client(), 'giulia.neri', 'Wrong#Password1');
      expect(errorBody(wrong).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
      const c = client();
      const right = await signIn(c, 'giulia.neri');
      expect(right.statusCode).toBe(403);
      expect(errorBody(right)).toMatchObject({
        ErrorMessage: 'ERROR_COMPANY_DISABLED',
        Message: "L'accesso della tua azienda al portale è sospeso: contatta il fornitore.",
      });
      expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
      // Nobody registers for it either.
      const step0 = await client().get(
        '/api/Company/register/local/exists/vatcode/05555555555?userCode=NERI2026',
      );
      expect(errorBody(step0).ErrorMessage).toBe('ERROR_COMPANY_NOT_VERIFIED');
    } finally {
      await t.database.db
        .update(companies)
        .set({ enabled: true })
        .where(eq(companies.vatCode, '05555555555'));
    }
  });

  it('refuses local sign-in for a company without local access, pointing to single sign-on', async () => {
    await t.database.db
      .update(companies)
      .set({ accessLocal: false })
      .where(eq(companies.vatCode, '05555555555'));
    const res = await signIn(client(), 'giulia.neri');
    expect(res.statusCode).toBe(403);
    // The VAT number is for the sign-in page's company check, never in the message people read.
    expect(errorBody(res)).toMatchObject({
      ErrorMessage: 'ERROR_LOCAL_LOGIN_DISABLED 05555555555',
      Message: expect.stringMatching(/SSO\.$/),
    });
    expect(
      (await client().get('/api/Company/login/local/exists/vatcode/05555555555')).json().AccessLocal,
    ).toBe(false);
    await t.database.db
      .update(companies)
      .set({ accessLocal: true })
      .where(eq(companies.vatCode, '05555555555'));
  });

  it('honours ForceTsid: a right password of such a company is refused, its info says so', async () => {
    const where = eq(companies.vatCode, '05555555555');
    await t.database.db.update(companies).set({ forceTsid: true }).where(where);
    try {
      const res = await signIn(client(), 'giulia.neri');
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_LOCAL_LOGIN_DISABLED 05555555555');
      expect((await client().get('/api/Company/login/local/exists/vatcode/05555555555')).json()).toEqual({
        AccessLocal: true,
        ForceTsid: true,
      });
      // A wrong password still reads like any wrong password (nothing about the company).
      const wrong = await signIn(client(), 'giulia.neri', 'Sbagliata#2026');
      expect(errorBody(wrong).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    } finally {
      await t.database.db.update(companies).set({ forceTsid: false }).where(where);
    }
  });

  it('answers the company local-login info by VAT number', async () => {
    const res = await client().get('/api/Company/login/local/exists/vatcode/09876543217');
    expect(res.json()).toEqual({ AccessLocal: true, ForceTsid: false });
    expect((await client().get('/api/Company/login/local/exists/vatcode/99999999999')).statusCode).toBe(404);
  });

  it('during maintenance only admins may sign in', async () => {
    const maint = await createTestApp({ database: t.database, env: { MAINTENANCE: 'true' } });
    const op = await signIn(new TestClient(maint.app), 'operatore@sportello.demo');
    expect(op.statusCode).toBe(503);
    expect(errorBody(op).ErrorMessage).toBe('ERROR_NOT_ALLOWED_MAINTENANCE');
    expect((await signIn(new TestClient(maint.app), 'admin@sportello.demo')).statusCode).toBe(200);
    // Admins of the back office, by back-office role (decision 015), not by account role.
    const demoted = await signIn(new TestClient(maint.app), (await addDemotedAdmin(t)).userName);
    expect(errorBody(demoted).ErrorMessage).toBe('ERROR_NOT_ALLOWED_MAINTENANCE');
    const { restore } = await assignRole(
      await signedIn(t.app, 'admin@sportello.demo'),
      'operatore2@sportello.demo',
      'admin',
    );
    expect((await signIn(new TestClient(maint.app), 'operatore2@sportello.demo')).statusCode).toBe(200);
    await restore();
    const settings = await new TestClient(maint.app).get('/api/App/settings');
    expect(settings.json()).toMatchObject({
      Maintenance: true,
      MaintenanceUrl: expect.stringMatching(/^https?:/),
    });
    await maint.close();
  });

  it('tells the pages whether to show their failures (PAGE_ERROR_DISPLAY)', async () => {
    expect((await client().get('/api/App/settings')).json()).toMatchObject({ ShowPageErrors: true });
    const quiet = await createTestApp({ database: t.database, env: { PAGE_ERROR_DISPLAY: 'false' } });
    expect((await new TestClient(quiet.app).get('/api/App/settings')).json()).toMatchObject({
      ShowPageErrors: false,
    });
    await quiet.close();
  });

  it('names the vendor’s privacy notice when PRIVACY_URL is set, and none otherwise (the portal’s page)', async () => {
    expect((await client().get('/api/App/settings')).json()).not.toHaveProperty('PrivacyUrl');
    const vendor = await createTestApp({
      database: t.database,
      env: { PRIVACY_URL: 'https://www.vendor.example/privacy' },
    });
    expect((await new TestClient(vendor.app).get('/api/App/settings')).json()).toMatchObject({
      PrivacyUrl: 'https://www.vendor.example/privacy',
    });
    await vendor.close();
  });
});

describe('language', () => {
  it('remembers the signed-in user’s language and answers errors in it', async () => {
    const c = client();
    await signIn(c, 'giulia.neri');
    expect((await c.post('/api/Auth/language', { Id: 2 })).statusCode).toBe(200);
    const bad = await c.post('/api/Auth/changeparent', { ParentCode: '99999999999' });
    expect(errorBody(bad).Message).toBe('The selected company is not one of yours.');
    expect((await c.post('/api/Auth/language', { Id: 9 })).statusCode).toBe(400);
    await c.post('/api/Auth/language', { Id: 1 });
  });
});
