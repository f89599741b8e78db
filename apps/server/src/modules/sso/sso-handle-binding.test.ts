import { ERRORS } from '@sportello/contracts/common/errors';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { portalWithProvider, ssoEnv, throughProvider } from '../../../test/sso-provider';
import { createTestApp, errorBody } from '../../../test/test-app';
import { DEMO_PASSWORD, signedIn, TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';
import { ispLinks, ssoIdentities } from './sso.tables';

// Decision 024: the landing page's one-time handle is redeemed only by the browser that started the
// flow, and an identity is linked to a local account only in the browser that proved it, recently.
// The attacker's identity throughout is `sso.nuovo`, which the demo data links to nobody.

// The portal's time moves by hand (the provider and its ID tokens keep the real time).
const clock = manualClock();
const portal = portalWithProvider({}, { clock });

const BINDING_COOKIE = 'sportello.isp';
const MARIO_PARENT = '12345678903';

const redeem = (c: TestClient, token: string) =>
  c.post(`/api/Auth/ispparsetoken?token=${encodeURIComponent(token)}`);
const link = (c: TestClient, UserName: string) =>
  c.post('/api/Auth/saveispuser', { UserName, Password: DEMO_PASSWORD });

function expectIspToken(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  const body = errorBody(res);
  expect(body).toMatchObject({ ErrorCode: ERRORS.ERROR_ISP_TOKEN.code, ErrorMessage: 'ERROR_ISP_TOKEN' });
  expect(body.Message.length).toBeGreaterThan(0);
}

const linksOfNuovo = () =>
  portal.t.database.db.select().from(ispLinks).where(eq(ispLinks.subject, 'sso-nuovo'));

/** The identity bound to `c` is still there (the refusals below are the window's, not its expiry). */
async function expectStillBound(c: TestClient) {
  const bound = await c.get('/api/Auth/isp/bound');
  expect(bound.statusCode, bound.body).toBe(200);
  expect(bound.json()).toMatchObject({ Bound: true });
}

describe('the one-time handle belongs to the browser that started the flow', () => {
  it('the start sets an HttpOnly, SameSite=Lax cookie for the sign-in calls only, its value never stored', async () => {
    const { c } = await throughProvider(portal.t.app, 'sso.nuovo');
    const start = await new TestClient(portal.t.app).get('/api/Auth/sso/v3/start');
    const cookie = start.cookies.find((k) => k.name === 'sportello.sso-browser');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/Auth' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const stored = JSON.stringify(await portal.t.database.db.select().from(ssoIdentities));
    expect(stored).not.toContain(c.cookies.get('sportello.sso-browser'));
  });

  it('another cookie jar is refused with ERROR_ISP_TOKEN; the browser that started the flow still redeems it', async () => {
    const { c, token } = await throughProvider(portal.t.app, 'sso.nuovo');
    const stranger = new TestClient(portal.t.app);
    expectIspToken(await redeem(stranger, token));
    expect(stranger.cookies.has(BINDING_COOKIE)).toBe(false);
    expectIspToken(await stranger.post('/api/Auth/loginsso'));
    expect((await stranger.get('/api/Auth/session')).statusCode).toBe(401);

    const own = await redeem(c, token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ UserId: 'sso-nuovo', IspEmail: 'nuovo.utente@example.it' });
  });

  it('a browser with a sign-on of its own in progress is refused too', async () => {
    const { c, token } = await throughProvider(portal.t.app, 'sso.nuovo');
    const other = new TestClient(portal.t.app);
    await other.get('/api/Auth/sso/v2/start');
    expect(other.cookies.has('sportello.sso-browser')).toBe(true);
    expectIspToken(await redeem(other, token));
    expect((await redeem(c, token)).statusCode).toBe(200);
  });

  it('the two-browser attack: the victim is neither linked to nor signed in as the attacker’s identity', async () => {
    const attacker = await throughProvider(portal.t.app, 'sso.nuovo');
    const victim = await signedIn(portal.t.app, 'mario.rossi', MARIO_PARENT);

    expectIspToken(await redeem(victim, attacker.token));
    // The "link to your local account" step, with the victim's own password: nothing is bound here.
    expectIspToken(await link(victim, 'mario.rossi'));
    expectIspToken(await victim.post('/api/Auth/loginsso'));
    expect((await victim.get('/api/Auth/session')).json()).toMatchObject({
      User: { UserName: 'mario.rossi' },
      IsLocalLogin: true,
    });
    expect(await linksOfNuovo()).toEqual([]);

    // What the attacker sees: the identity is still linked to nobody.
    const own = attacker.c;
    expect((await redeem(own, attacker.token)).statusCode).toBe(200);
    const answer = await own.post('/api/Auth/loginsso');
    expect(answer.json()).toMatchObject({
      Total: 0,
      Login: null,
      ActionRequest: { Parameters: { Message: 'MSG_TSID_NO_USER_LINK_TO_LOCAL' } },
    });
  });
});

describe('linking needs the identity proven in this browser, in the last minutes', () => {
  it('a binding cookie carried to another browser cannot link', async () => {
    const { c, token } = await throughProvider(portal.t.app, 'sso.nuovo');
    expect((await redeem(c, token)).statusCode).toBe(200);
    const other = new TestClient(portal.t.app);
    other.cookies.set(BINDING_COOKIE, c.cookies.get(BINDING_COOKIE) as string);
    expectIspToken(await link(other, 'mario.rossi'));
    expect((await other.get('/api/Auth/session')).statusCode).toBe(401);
    expect(await linksOfNuovo()).toEqual([]);
  });

  it('a proof older than the window (SSO_LINK_WINDOW_SECONDS, 300 by default) cannot link', async () => {
    const { c, token } = await throughProvider(portal.t.app, 'sso.nuovo');
    expect((await redeem(c, token)).statusCode).toBe(200);
    clock.advance(301_000);
    await expectStillBound(c);
    expectIspToken(await link(c, 'giulia.neri'));
    expect((await c.get('/api/Auth/session')).statusCode).toBe(401);
    expect(await linksOfNuovo()).toEqual([]);
  });

  it('the window is configurable', async () => {
    const strictClock = manualClock();
    const strict = await createTestApp({
      database: portal.t.database,
      env: { ...ssoEnv(portal.idp.issuers), SSO_LINK_WINDOW_SECONDS: '60' },
      clock: strictClock,
    });
    try {
      const { c, token } = await throughProvider(strict.app, 'sso.nuovo');
      expect((await redeem(c, token)).statusCode).toBe(200);
      strictClock.advance(90_000);
      await expectStillBound(c);
      expectIspToken(await link(c, 'giulia.neri'));
      expect(await linksOfNuovo()).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('within the window the browser that proved the identity links it', async () => {
    const { c, token } = await throughProvider(portal.t.app, 'sso.nuovo');
    expect((await redeem(c, token)).statusCode).toBe(200);
    clock.advance(240_000);
    const linked = await link(c, 'giulia.neri');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ Total: 1, Login: { UserName: 'giulia.neri' } });
    expect(await linksOfNuovo()).toHaveLength(1);
  });
});
