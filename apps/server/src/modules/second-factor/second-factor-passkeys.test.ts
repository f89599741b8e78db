import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, signIn, TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';
import { SESSION_COOKIE } from '../../core/session';

/**
 * Passkeys (decision 078) through the HTTP API, answered by a software authenticator: added from the
 * profile, proven as the second factor, and signing in without the password when allowed — each
 * answer taken once, for whom it was asked, from a device whose counter grows.
 */

const PUBLIC_URL = 'https://portale.example.it';
const clock = manualClock(new Date('2026-06-10T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL, STAFF_SECOND_FACTOR: 'required' } });
});
afterAll(() => t.close());

const ROSSI = '12345678903';
const BASE = '/api/Auth/SecondFactor';
const device = new SoftAuthenticator(PUBLIC_URL);
const strangerDevice = new SoftAuthenticator('https://phishing.example.com', 'portale.example.it');

async function addPasskey(client: TestClient, Name: string, Passwordless: boolean, userVerified = true) {
  const options = (await client.post(`${BASE}/Passkey/Options`)).json<Record<string, unknown>>();
  const Credential = device.create(options, { userVerified });
  const res = await client.post(`${BASE}/Passkey`, { Name, Passwordless, Credential });
  return { res, id: Credential.id };
}

async function passwordless(
  client: TestClient,
  id: string,
  answer: { userVerified?: boolean; counter?: number } = {},
) {
  const options = (await client.post('/api/Auth/Passkey/Options')).json<Record<string, unknown>>();
  return client.post('/api/Auth/Passkey/Login', { Credential: device.get(options, id, answer) });
}

describe('passkeys', () => {
  let laptop = '';
  let securityKey = '';

  it('are added from the profile; the first second factor comes with ten recovery codes', async () => {
    const lucia = await signedIn(t.app, 'lucia.bianchi', ROSSI);
    const first = await addPasskey(lucia, 'Portatile dell’ufficio', true);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.res.json<{ RecoveryCodes: string[] }>().RecoveryCodes).toHaveLength(10);
    laptop = first.id;
    const second = await addPasskey(lucia, 'Chiave di sicurezza', false, false);
    expect(second.res.json()).toEqual({ RecoveryCodes: null });
    securityKey = second.id;
    expect((await lucia.get(BASE)).json()).toMatchObject({
      Passkeys: [
        { Id: laptop, Name: 'Portatile dell’ufficio', Passwordless: true, LastUsedAt: null },
        { Id: securityKey, Name: 'Chiave di sicurezza', Passwordless: false },
      ],
      RecoveryCodesLeft: 10,
    });
    // A passkey that would sign in alone must verify its user (a PIN, a fingerprint) on the device.
    const unverified = await addPasskey(lucia, 'Senza PIN', true, false);
    expect(errorBody(unverified.res).ErrorMessage).toBe('ERROR_PASSKEY');
  });

  it('prove the second factor after the password, each answer taken once', async () => {
    const client = new TestClient(t.app);
    expect((await signIn(client, 'lucia.bianchi', DEMO_PASSWORD, ROSSI)).json()).toMatchObject({
      SecondFactor: 'verify',
    });
    const options = (await client.post(`${BASE}/Passkey/Challenge`)).json<Record<string, unknown>>();
    expect((options.allowCredentials as { id: string }[]).map((c) => c.id).sort()).toEqual(
      [laptop, securityKey].sort(),
    );
    const answer = device.get(options, securityKey, { userVerified: false });
    const pendingId = client.cookies.get(SESSION_COOKIE);
    const proven = await client.post(`${BASE}/Passkey/Verify`, { Credential: answer });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(pendingId);
    expect((await client.get('/api/Auth/session')).statusCode).toBe(200);

    const again = new TestClient(t.app);
    await signIn(again, 'lucia.bianchi', DEMO_PASSWORD, ROSSI);
    expect(errorBody(await again.post(`${BASE}/Passkey/Verify`, { Credential: answer })).ErrorMessage).toBe(
      'ERROR_PASSKEY',
    );
  });

  it('answered for another site, or for another person’s sign-in, are refused', async () => {
    const mario = new TestClient(t.app);
    await signIn(mario, 'mario.rossi', DEMO_PASSWORD, ROSSI);
    // Mario has no passkey: there is nothing to ask his sign-in for.
    expect(errorBody(await mario.post(`${BASE}/Passkey/Challenge`)).ErrorMessage).toBe(
      'ERROR_SECOND_FACTOR_NONE',
    );

    const client = new TestClient(t.app);
    await signIn(client, 'lucia.bianchi', DEMO_PASSWORD, ROSSI);
    const options = (await client.post(`${BASE}/Passkey/Challenge`)).json<Record<string, unknown>>();
    strangerDevice.credentials.set(laptop, device.credentials.get(laptop)!);
    const phished = strangerDevice.get(options, laptop);
    expect(errorBody(await client.post(`${BASE}/Passkey/Verify`, { Credential: phished })).ErrorMessage).toBe(
      'ERROR_PASSKEY',
    );
  });

  it('sign in without the password when allowed: one step, two factors', async () => {
    const client = new TestClient(t.app);
    const res = await passwordless(client, laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ UserName: 'lucia.bianchi', SecondFactor: null, ParentCode: null });
    // Her company has several parents: she picks one, as after a password.
    const chosen = await client.post('/api/Auth/login', { UserName: 'lucia.bianchi', ParentCode: ROSSI });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const session = await client.get('/api/Auth/session');
    expect(session.statusCode, session.body).toBe(200);
    expect((await client.get(BASE)).json()).toMatchObject({ FreshUntil: expect.any(String) });

    // Not for a passkey its owner did not allow, nor without the device verifying its user.
    expect(errorBody(await passwordless(new TestClient(t.app), securityKey)).ErrorMessage).toBe(
      'ERROR_PASSKEY',
    );
    expect(
      errorBody(await passwordless(new TestClient(t.app), laptop, { userVerified: false })).ErrorMessage,
    ).toBe('ERROR_PASSKEY');
    // A copy of the key shows an old counter: refused.
    expect(errorBody(await passwordless(new TestClient(t.app), laptop, { counter: 1 })).ErrorMessage).toBe(
      'ERROR_PASSKEY',
    );
  });

  it('are renamed and removed; without any left, the recovery codes go too', async () => {
    const lucia = await signedIn(t.app, 'lucia.bianchi', ROSSI);
    // Signed in by password only (her sign-in stops at the second step): prove it first.
    const options = (await lucia.post(`${BASE}/Passkey/Challenge`)).json<Record<string, unknown>>();
    expect(
      (await lucia.post(`${BASE}/Passkey/Verify`, { Credential: device.get(options, laptop) })).statusCode,
    ).toBe(200);
    expect((await lucia.post(`${BASE}/Passkey/Rename`, { Id: laptop, Name: 'Portatile' })).statusCode).toBe(
      200,
    );
    expect((await lucia.post(`${BASE}/Passkey/Remove`, { Id: securityKey })).statusCode).toBe(200);
    expect((await lucia.post(`${BASE}/Passkey/Remove`, { Id: laptop })).statusCode).toBe(200);
    expect((await lucia.get(BASE)).json()).toMatchObject({ Passkeys: [], RecoveryCodesLeft: 0 });
    expect((await signIn(new TestClient(t.app), 'lucia.bianchi', DEMO_PASSWORD, ROSSI)).json()).toMatchObject(
      {
        SecondFactor: null,
      },
    );
  });

  it('are a staff member’s second factor too, whose last one stays', async () => {
    const admin = new TestClient(t.app);
    expect((await signIn(admin, 'admin@sportello.demo')).json()).toMatchObject({ SecondFactor: 'enrol' });
    const { res, id } = await addPasskey(admin, 'Chiave dell’amministratore', false);
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.get('/api/User/Filters/e30')).statusCode).toBe(200);
    const last = await admin.post(`${BASE}/Passkey/Remove`, { Id: id });
    expect(errorBody(last).ErrorMessage).toBe('ERROR_SECOND_FACTOR_MANDATORY');
  });
});
