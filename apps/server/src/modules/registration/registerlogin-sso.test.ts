import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationData } from '../../../test/registration-data';
import { portalWithProvider, throughProvider } from '../../../test/sso-provider';
import { errorBody } from '../../../test/test-app';
import { TestClient } from '../../../test/test-client';
import { companies } from '../companies/companies.tables';
import { ispLinks } from '../sso/sso.tables';
import { users } from '../users/users.tables';

/**
 * Registration for a company without local sign-in (Blu Servizi in the demo data): only through the
 * identity this browser brought back from the provider, which the new user is then linked to.
 */
const BLU = { VatCode: '06666666661', UserCode: 'BLU2026' };
const BINDING_COOKIE = 'sportello.isp';

const portal = portalWithProvider();

/** A browser back from the provider (registration mode) with the identity redeemed and bound. */
async function boundBrowser(login: string, provider: 'v2' | 'v3' = 'v2') {
  const { c, token } = await throughProvider(portal.t.app, login, { provider, local: '0' });
  const parsed = await c.post(`/api/Auth/ispparsetoken?token=${encodeURIComponent(token)}`);
  expect(parsed.statusCode, parsed.body).toBe(200);
  return c;
}

const UNBOUND = { Bound: false, Identity: null };

const register = (client: TestClient, data: unknown) => client.post('/api/Auth/registerlogin', data);

/** The Blu Servizi registration as the wizard sends it through the provider: no passwords. */
async function bluData(client: TestClient, unique: string, overrides: Record<string, unknown> = {}) {
  const { Password: _p, Password2: _p2, ...data } = await registrationData(client, BLU, `.blu${unique}`);
  return { ...data, ...overrides };
}

const userNamed = async (userName: string) =>
  (await portal.t.database.db.select().from(users).where(eq(users.userName, userName)))[0];

describe('registration for a company without local sign-in', () => {
  it('answers whether this browser holds a redeemed identity, and whose, to that browser only', async () => {
    const anonymous = new TestClient(portal.t.app);
    expect((await anonymous.get('/api/Auth/isp/bound')).json()).toEqual(UNBOUND);
    const bound = await boundBrowser('sso.lucia');
    expect((await bound.get('/api/Auth/isp/bound')).json()).toEqual({
      Bound: true,
      Identity: { Email: 'lucia.bianchi@studio.example', FirstName: 'Lucia', LastName: 'Bianchi' },
    });
    bound.cookies.set(BINDING_COOKIE, 'forged-binding');
    expect((await bound.get('/api/Auth/isp/bound')).json()).toEqual(UNBOUND);
  });

  it('is refused without an identity (ERROR_LOCAL_LOGIN_DISABLED), even with passwords, creating nothing', async () => {
    const client = new TestClient(portal.t.app);
    const data = await registrationData(client, BLU, '.blu-local');
    const res = await register(client, data);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_LOCAL_LOGIN_DISABLED');
    expect(await userNamed(data.UserName)).toBeUndefined();
  });

  it('is refused in the same way for a company that requires the provider (ForceTsid), local sign-in on', async () => {
    const rossi = eq(companies.vatCode, '09876543217');
    await portal.t.database.db.update(companies).set({ forceTsid: true }).where(rossi);
    try {
      const client = new TestClient(portal.t.app);
      const data = await registrationData(
        client,
        { VatCode: '09876543217', UserCode: 'ROSSI2026' },
        '.force',
      );
      const res = await register(client, data);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_LOCAL_LOGIN_DISABLED');
      expect(await userNamed(data.UserName)).toBeUndefined();
    } finally {
      await portal.t.database.db.update(companies).set({ forceTsid: false }).where(rossi);
    }
  });

  it('is refused with an unknown or expired binding (ERROR_ISP_TOKEN)', async () => {
    const client = new TestClient(portal.t.app);
    client.cookies.set(BINDING_COOKIE, 'forged-binding');
    const data = await bluData(client, '-forged');
    const res = await register(client, data);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_ISP_TOKEN');
    expect(await userNamed(data.UserName)).toBeUndefined();
  });

  it('checks every other rule as usual, and keeps the identity for the corrected form', async () => {
    const client = await boundBrowser('sso.lucia');
    const res = await register(client, await bluData(client, '-rules', { Email2: 'altra@example.it' }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_FIELDS_NOMATCH');
    expect((await client.get('/api/Auth/isp/bound')).json()).toMatchObject({ Bound: true });
  });

  it('creates a user without a password, links the identity, signs in through it and ends the binding', async () => {
    const client = await boundBrowser('sso.nuovo');
    const binding = client.cookies.get(BINDING_COOKIE);
    // A password sent anyway is not kept: the user signs in at the provider only.
    const data = await bluData(client, '', { Password: 'Qualsiasi', Password2: 'Qualsiasi' });
    const res = await register(client, data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      UserName: data.UserName,
      Company: { VatCode: BLU.VatCode, Name: 'Blu Servizi S.r.l.' },
      // One parent company: chosen at once.
      ParentCode: '12345678903',
      IsPassowrdExpired: false,
      MustChangePassword: false,
    });
    expect((await client.get('/api/Auth/session')).json()).toMatchObject({
      User: { UserName: data.UserName },
      IsLocalLogin: false,
    });

    const user = await userNamed(data.UserName);
    expect(user?.passwordHash).toBeNull();
    const links = await portal.t.database.db
      .select()
      .from(ispLinks)
      .where(and(eq(ispLinks.provider, 'v2'), eq(ispLinks.subject, 'sso-nuovo')));
    expect(links).toEqual([expect.objectContaining({ userId: user?.id, companyId: user?.companyId })]);

    // The binding is used up: gone from the browser and refused if sent again.
    expect(client.cookies.has(BINDING_COOKIE)).toBe(false);
    expect((await client.get('/api/Auth/isp/bound')).json()).toEqual(UNBOUND);
    const replay = new TestClient(portal.t.app);
    replay.cookies.set(BINDING_COOKIE, String(binding));
    const again = await register(replay, await bluData(replay, '-replay'));
    expect(errorBody(again).ErrorMessage).toBe('ERROR_ISP_TOKEN');

    // Signing out goes through the provider; the next single sign-on finds the new user at once.
    const out = (await client.post('/api/Auth/logout')).json<{ RedirectUrl: string | null }>();
    expect(out.RedirectUrl?.startsWith(portal.idp.issuers.v2)).toBe(true);
    const next = await boundBrowser('sso.nuovo');
    const signIn = await next.post('/api/Auth/loginsso', {});
    expect(signIn.json()).toMatchObject({ Total: 1, Login: { UserName: data.UserName } });
  });

  it('refuses a second user of the same company for one identity (ERROR_ISP_LINK), creating nothing', async () => {
    const first = await boundBrowser('sso.lucia', 'v3');
    expect((await register(first, await bluData(first, '-lucia1'))).statusCode).toBe(200);
    const second = await boundBrowser('sso.lucia', 'v3');
    const data = await bluData(second, '-lucia2');
    const res = await register(second, data);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_ISP_LINK');
    expect(await userNamed(data.UserName)).toBeUndefined();
    // Nothing was used up by the refusal: the identity is still bound to this browser.
    expect((await second.get('/api/Auth/isp/bound')).json()).toMatchObject({ Bound: true });
  });

  it('leaves a company with local sign-in as it was: a password is still required', async () => {
    const client = await boundBrowser('sso.nuovo', 'v3');
    const data = await registrationData(client, { VatCode: '09876543217', UserCode: 'ROSSI2026' }, '-rossi', {
      Password: undefined,
      Password2: undefined,
    });
    const res = await register(client, data);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toMatch(/^ERROR_PASSOWRD_INVALID/);
  });
});
