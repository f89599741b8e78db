import { startDevIdp } from '@sportello/dev-idp/dev-idp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL,
  PORTAL_CLIENTS,
  signInAtProvider,
  ssoEnv,
  throughProvider,
} from '../../../test/sso-provider';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';
import { signInEvents } from '../auth/sign-in-log.tables';
import { users } from '../users/users.tables';
import { ispLinks } from './sso.tables';

let idp: Awaited<ReturnType<typeof startDevIdp>>;
let t: TestApp;
/** The portal's time, moved by hand (the provider and its ID tokens keep the real time). */
const clock = manualClock();

beforeAll(async () => {
  idp = await startDevIdp({
    port: 0,
    clients: PORTAL_CLIENTS,
  });
  t = await createTestApp({ env: ssoEnv(idp.issuers), clock });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function redeemAndLogin(
  login: string,
  body: object = {},
  options: { provider?: 'v2' | 'v3'; local?: '0' | '1' } = {},
) {
  const { c, token } = await throughProvider(t.app, login, options);
  const parsed = await c.post(`/api/Auth/ispparsetoken?token=${encodeURIComponent(token)}`);
  expect(parsed.statusCode, parsed.body).toBe(200);
  const res = await c.post('/api/Auth/loginsso', body);
  return { c, parsed, res };
}

describe('authorize redirect', () => {
  it('uses the code flow with PKCE S256, state, nonce, the configured scopes and redirect URI', async () => {
    const res = await new TestClient(t.app).get('/api/Auth/sso/v3/start');
    const url = new URL(String(res.headers.location));
    expect(url.href.startsWith(idp.issuers.v3)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'sportello',
      redirect_uri: `${PORTAL}/api/Auth/sso/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('lists both providers for the sign-in buttons', async () => {
    const settings = await new TestClient(t.app).get('/api/App/settings');
    expect(settings.json().SsoProviders.map((p: { Id: string }) => p.Id)).toEqual(['v2', 'v3']);
  });
});

describe('identities', () => {
  it('sso.mario: one linked user is signed in (and then chooses a parent)', async () => {
    const { c, parsed, res } = await redeemAndLogin('sso.mario');
    expect(parsed.json()).toMatchObject({
      UserId: 'sso-mario',
      IspEmail: 'mario.rossi@rossi-impianti.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Total: 1,
      HasIspConnection: true,
      HasSingleUser: true,
      Login: { UserName: 'mario.rossi', ParentCode: null, IsPassowrdExpired: false },
    });
    // Two parents: pending until the second call names one, exactly as with a password.
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
    const done = await c.post('/api/Auth/login', { UserName: 'mario.rossi', ParentCode: '12345678903' });
    expect(done.statusCode).toBe(200);
    const session = (await c.get('/api/Auth/session')).json();
    expect(session).toMatchObject({
      User: { UserName: 'mario.rossi' },
      IsLocalLogin: false,
      ParentCode: '12345678903',
    });
  });

  it('records when the user signed in, as a password sign-in does: the back office shows it', async () => {
    clock.advance(60_000);
    const { res } = await redeemAndLogin('sso.mario');
    expect(res.json().Login.UserName).toBe('mario.rossi');
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'mario.rossi'));
    expect(row?.lastLoginAt).toEqual(clock.now());
    // And the sign-in log has it, as a single sign-on (decision 060).
    const events = await t.database.db.select().from(signInEvents).where(eq(signInEvents.userId, row!.id));
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'success', method: 'sso', reason: null, at: clock.now() }),
    );
  });

  it('sso.lucia: two users in two companies, listed by company name, then the chosen one signs in', async () => {
    const { c, res } = await redeemAndLogin('sso.lucia');
    const body = res.json();
    expect(body).toMatchObject({ Total: 2, HasSingleUser: false, Login: null });
    expect(body.Users.map((u: { Company: { Name: string } }) => u.Company.Name)).toEqual([
      'Neri Trasporti S.r.l.',
      'Rossi Impianti S.r.l.',
    ]);
    const chosen = await c.post('/api/Auth/loginsso', { UserId: body.Users[0].UserId });
    expect(chosen.json().Login).toMatchObject({ UserName: 'lucia.bianchi.neri', ParentCode: '12345678903' });
    expect((await c.get('/api/Auth/session')).json().User.UserName).toBe('lucia.bianchi.neri');
  });

  it('sso.lucia: the remembered company code picks the user without asking', async () => {
    const { res } = await redeemAndLogin('sso.lucia', { CompanyCode: '09876543217' });
    expect(res.json().Login.UserName).toBe('lucia.bianchi');
  });

  it('sso.nuovo: no linked user; local mode offers linking, otherwise registration with the identity’s data', async () => {
    const local = (await redeemAndLogin('sso.nuovo')).res.json();
    expect(local).toMatchObject({ Total: 0, HasIspConnection: true, Login: null });
    expect(local.ActionRequest.Parameters.Message).toBe('MSG_TSID_NO_USER_LINK_TO_LOCAL');
    const register = (await redeemAndLogin('sso.nuovo', {}, { local: '0' })).res.json();
    expect(register.ActionRequest).toMatchObject({
      UrlRedirect: '/register',
      Parameters: {
        Message: 'MSG_TSID_NO_USER_REGISTER_ASK',
        Email: 'nuovo.utente@example.it',
        FirstName: 'Nuovo',
      },
    });
  });

  it('sso.bloccato behind the version-3 provider: ERROR_USERLOGIN_DISABLED_USER, no session', async () => {
    const { c, res } = await redeemAndLogin('sso.bloccato');
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_USERLOGIN_DISABLED_USER');
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
  });

  it('sso.bloccato behind the version-2 provider is told the same: the provider has proven who it is', async () => {
    const { c, res } = await redeemAndLogin('sso.bloccato', {}, { provider: 'v2' });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_USERLOGIN_DISABLED_USER');
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
  });
});

describe('expired passwords', () => {
  it('never send a single sign-on user to the change-password page', async () => {
    const [mario] = await t.database.db.select().from(users).where(eq(users.userName, 'mario.rossi'));
    await t.database.db
      .update(users)
      .set({ passwordExpiresAt: new Date('2026-01-01') })
      .where(eq(users.id, mario!.id));
    const { c, res } = await redeemAndLogin('sso.mario', {}, { provider: 'v2' });
    expect(res.json().Login).toMatchObject({ IsPassowrdExpired: false, MustChangePassword: false });
    await c.post('/api/Auth/login', { UserName: 'mario.rossi', ParentCode: '12345678903' });
    expect((await c.get('/api/Auth/session')).json().MustChangePassword).toBe(false);
    await t.database.db.update(users).set({ passwordExpiresAt: null }).where(eq(users.id, mario!.id));
  });
});

describe('linking', () => {
  it('links sso.nuovo to a local user only with that user’s password, then signs in without asking again', async () => {
    const { c } = await redeemAndLogin('sso.nuovo', {}, { provider: 'v2' });
    const wrong = await c.post('/api/Auth/saveispuser', {
      UserName: 'giulia.neri',
      Password: 'Wrong#Password1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');

    const linked = await c.post('/api/Auth/saveispuser', {
      UserName: 'giulia.neri',
      Password: DEMO_PASSWORD,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ Total: 1, Login: { UserName: 'giulia.neri' } });
    expect((await c.get('/api/Auth/session')).json().User.UserName).toBe('giulia.neri');

    const again = await redeemAndLogin('sso.nuovo', {}, { provider: 'v2' });
    expect(again.res.json()).toMatchObject({ Total: 1, Login: { UserName: 'giulia.neri' } });
  });

  it('refuses a second identity of the same provider for a user (ERROR_ISP_LINK)', async () => {
    const { c } = await redeemAndLogin('sso.nuovo', {}, { provider: 'v3' });
    const res = await c.post('/api/Auth/saveispuser', { UserName: 'mario.rossi', Password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_ISP_LINK');
    const links = await t.database.db.select().from(ispLinks).where(eq(ispLinks.subject, 'sso-nuovo'));
    expect(links.every((l) => l.provider === 'v2')).toBe(true);
  });

  it('answers the identity-token lookup for the redeemed subject only', async () => {
    const { c } = await redeemAndLogin('sso.lucia');
    expect((await c.get('/api/Auth/isp/users/sso-lucia')).json()).toHaveLength(2);
    expect((await c.get('/api/Auth/isp/users/sso-mario')).statusCode).toBe(404);
  });
});

describe('refusals (each with the error shape and no session)', () => {
  const sessions = async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from sessions`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  async function expectRefused(res: { statusCode: number }, c: TestClient, key: string) {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorBody(res as never).ErrorMessage).toMatch(new RegExp(`^${key}`));
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
  }

  it('state mismatch at the callback', async () => {
    const c = new TestClient(t.app);
    const start = await c.get('/api/Auth/sso/v3/start');
    const back = await signInAtProvider(String(start.headers.location), 'sso.mario');
    back.searchParams.set('state', 'forged-state-value');
    await expectRefused(await c.get(back.pathname + back.search), c, 'ERROR_MONITOR_AUTHSSO');
  });

  it('nonce mismatch in the ID token (the flow cookie of another sign-on)', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    const startA = await a.get('/api/Auth/sso/v3/start');
    await b.get('/api/Auth/sso/v3/start');
    const back = await signInAtProvider(String(startA.headers.location), 'sso.mario');
    // b's flow has other state and nonce: b cannot complete a's sign-on.
    await expectRefused(await b.get(back.pathname + back.search), b, 'ERROR_MONITOR_AUTHSSO');
  });

  it('a callback with no sign-on in progress', async () => {
    const c = new TestClient(t.app);
    await expectRefused(await c.get('/api/Auth/sso/callback?code=abc&state=def'), c, 'ERROR_MONITOR_AUTHSSO');
  });

  it('a replayed handle', async () => {
    const { c, token } = await throughProvider(t.app, 'sso.mario');
    expect((await c.post(`/api/Auth/ispparsetoken?token=${token}`)).statusCode).toBe(200);
    const other = new TestClient(t.app);
    await expectRefused(await other.post(`/api/Auth/ispparsetoken?token=${token}`), other, 'ERROR_ISP_TOKEN');
  });

  it('an expired handle', async () => {
    const { c, token } = await throughProvider(t.app, 'sso.mario');
    // The handle lives two minutes; the browser that started the flow is too late.
    clock.advance(121_000);
    await expectRefused(await c.post(`/api/Auth/ispparsetoken?token=${token}`), c, 'ERROR_ISP_TOKEN');
  });

  it('an ID token from the wrong issuer', async () => {
    // The portal is told v3 is another issuer: a response from the real one no longer validates.
    const other = await startDevIdp({
      port: 0,
      clients: PORTAL_CLIENTS,
    });
    const confused = await createTestApp({
      database: t.database,
      env: { ...ssoEnv(idp.issuers), OIDC_V3_ISSUER: other.issuers.v3 },
    });
    const c = new TestClient(confused.app);
    const start = await c.get('/api/Auth/sso/v3/start');
    const back = await signInAtProvider(String(start.headers.location), 'sso.mario');
    back.searchParams.set('iss', idp.issuers.v3);
    const before = await sessions();
    await expectRefused(await c.get(back.pathname + back.search), c, 'ERROR_MONITOR_AUTHSSO');
    expect(await sessions()).toEqual(before);
    await confused.close();
    await other.close();
  });

  it('a provider that is down: the start answers ERROR_ISP_CONNECTION, a browser is sent back to sign-in', async () => {
    const down = await createTestApp({
      database: t.database,
      env: { ...ssoEnv({ v2: 'http://127.0.0.1:9/v2', v3: 'http://127.0.0.1:9/v3' }) },
    });
    const api = await new TestClient(down.app).get('/api/Auth/sso/v3/start');
    expect(api.statusCode).toBe(502);
    expect(errorBody(api).ErrorMessage).toBe('ERROR_ISP_CONNECTION');
    const browser = await new TestClient(down.app, { headers: { accept: 'text/html' } }).get(
      '/api/Auth/sso/v3/start',
    );
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/?ssoError=ERROR_ISP_CONNECTION');
    // The rest of the portal keeps working.
    expect((await new TestClient(down.app).get('/api/App/getlanguages')).statusCode).toBe(200);
    await down.close();
  });
});

describe('sign-out', () => {
  it('ends the provider session too (RP-initiated logout back to the portal)', async () => {
    const { c } = await redeemAndLogin('sso.lucia', { CompanyCode: '05555555555' });
    const res = await c.post('/api/Auth/logout');
    const url = new URL(res.json().RedirectUrl);
    expect(url.href.startsWith(idp.issuers.v3)).toBe(true);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
  });

  it('a local sign-out has nothing to end at a provider', async () => {
    const c = new TestClient(t.app);
    await c.post('/api/Auth/login', { UserName: 'giulia.neri', Password: DEMO_PASSWORD });
    expect((await c.post('/api/Auth/logout')).json().RedirectUrl).toBeNull();
  });
});
