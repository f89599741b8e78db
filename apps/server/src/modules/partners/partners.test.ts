import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partnerClient,
  type RegisteredPartner,
  registerPartner,
  requestToken,
} from '../../../test/partner-client';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, type TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { manualClock } from '../../core/clock';
import { mailOutbox } from '../../core/mail-outbox.tables';

/**
 * Partner applications over OAuth 2.0 client credentials (decision 080): the token endpoint, the
 * link proven by a mailed code, the lookups by the partner's key, and everything that must be
 * refused — in the portal's error shape.
 */

const clock = manualClock(new Date('2026-06-10T08:00:00Z'));
let t: TestApp;
let vialibera: RegisteredPartner;
let partner: TestClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  vialibera = await registerPartner(t.app);
  partner = await partnerClient(t.app, vialibera);
});
afterAll(() => t.close());

const admin = () => signedIn(t.app, 'admin@sportello.demo');
const LUCIA = 'lucia.bianchi';
const ROSSI = '12345678903';

/** The code of the latest linking mail to the address (its notice names the partner and the code). */
async function lastCode(to: string): Promise<string | undefined> {
  const mails = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.text, '%ViaLibera%')))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return mails.map((m) => m.text.match(/\b(\d{8})\b/)?.[1]).find(Boolean);
}

async function emailOf(userName: string): Promise<string> {
  const res = await (await signedIn(t.app, userName, ROSSI)).get('/api/User/profile');
  return res.json<{ Email: string }>().Email;
}

/** Links the user to the key through the two calls, as a partner does. */
async function link(by: TestClient, key: string, userName: string) {
  // The manual clock stands still: a second later, so that this code's mail is the latest.
  clock.advance(1000);
  const asked = await by.post('/api/vlc/User/Verify/Internal/', { PartnerUserKey: key, UserName: userName });
  expect(asked.statusCode, asked.body).toBe(200);
  const code = await lastCode(await emailOf(userName));
  const done = await by.post('/api/vlc/User/Code/Internal/', {
    PartnerUserKey: key,
    UserName: userName,
    Code: code,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<{ UserName: string; PartnerUserKey: string }>();
}

describe('the back office registers partners', () => {
  it('shows the client secret once, then only its last four characters', async () => {
    const res = await (await admin()).get(`/api/Partner/Detail/${vialibera.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(vialibera.secret);
    expect(res.json().Secrets).toEqual([
      expect.objectContaining({ Hint: vialibera.secret.slice(-4), ExpiresAt: null }),
    ]);
  });

  it('refuses an operator the registration and names a missing disclaimer next to its field', async () => {
    const operator = await signedIn(t.app, 'operatore@sportello.demo');
    const refused = await operator.post('/api/Partner/Save', { Name: 'Altro', Scopes: ['users.read'] });
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');
    const bad = await (await admin()).post('/api/Partner/Save', {
      Name: 'Altro',
      Scopes: ['users.read'],
      DisclaimerCodes: ['NON_ESISTE'],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Fields?.[0]).toMatchObject({
      Field: 'DisclaimerCodes',
      ErrorMessage: 'ERROR_PARTNER_DISCLAIMER',
    });
    const none = await (await admin()).post('/api/Partner/Save', { Name: 'Altro', Scopes: [] });
    expect(errorBody(none).Fields?.[0]).toMatchObject({ Field: 'Scopes' });
  });
});

describe('the token endpoint (RFC 6749 §4.4)', () => {
  it('gives a bearer token for HTTP Basic credentials, and for credentials in a JSON body', async () => {
    const basic = await requestToken(t.app, vialibera, 'users.read');
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'users.read' });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/vlc/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: vialibera.clientId,
        client_secret: vialibera.secret,
      },
    });
    expect(inBody.json().scope).toBe('users.read users.link disclaimers.read');
  });

  it('refuses a wrong secret, an unknown client, another grant and a scope not allowed, in the error shape', async () => {
    const wrong = await requestToken(t.app, { ...vialibera, secret: `${vialibera.secret}x` });
    expect([wrong.statusCode, errorBody(wrong).ErrorMessage]).toEqual([401, 'ERROR_PARTNER_CLIENT']);
    const unknown = await requestToken(t.app, { clientId: 'sp_nobody', secret: vialibera.secret });
    expect(errorBody(unknown).ErrorMessage).toBe('ERROR_PARTNER_CLIENT');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/vlc/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a&password=b',
    });
    expect([grant.statusCode, errorBody(grant).ErrorMessage]).toEqual([400, 'ERROR_PARTNER_GRANT_TYPE']);
    const narrow = await registerPartner(t.app, { Name: 'Solo lettura', Scopes: ['users.read'] });
    const scope = await requestToken(t.app, narrow, 'users.link');
    expect([scope.statusCode, errorBody(scope).ErrorMessage]).toEqual([400, 'ERROR_PARTNER_SCOPE']);
  });

  it('is described in OpenAPI: the client-credentials scheme, and the scope each partner call needs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.components.securitySchemes.partnerOAuth.flows.clientCredentials.tokenUrl).toMatch(
      /\/api\/vlc\/oauth\/token$/,
    );
    expect(doc.paths['/api/vlc/User/Code/Internal/'].post.security).toEqual([
      { partnerOAuth: ['users.link'] },
    ]);
  });

  it('takes no form body on any other route', async () => {
    const res = await partner.request({
      method: 'POST',
      url: '/api/vlc/User/Verify/Internal/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'PartnerUserKey=a&UserName=b',
    });
    expect([res.statusCode, errorBody(res).ErrorMessage]).toEqual([415, 'ERROR_UNSUPPORTED_MEDIA_TYPE']);
  });
});

describe('a partner links a portal user and finds them by its key', () => {
  it('mails the user a code, and the code makes the link (once)', async () => {
    const linked = await link(partner, 'vl-1001', LUCIA);
    expect(linked).toMatchObject({ UserName: LUCIA, PartnerUserKey: 'vl-1001' });
    const found = await partner.get('/api/vlc/vialibera/getuserfromwrapper/vl-1001/');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      UserName: LUCIA,
      VatCode: expect.any(String),
      CompanyName: expect.any(String),
    });
    const linkedMail = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.text, '%ViaLibera, che ora può riconoscerti%'));
    expect(linkedMail).toHaveLength(1);
  });

  it('answers the same whether or not the user exists, and mails nobody for an unknown one', async () => {
    const before = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const res = await partner.post('/api/vlc/User/Verify/Internal/', {
      PartnerUserKey: 'vl-x',
      UserName: 'nessuno.qui',
    });
    expect(res.json()).toEqual({ Sent: true, ExpiresInSeconds: 900 });
    expect(await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(before.length);
  });

  it('refuses a wrong code in the error shape, and the fifth wrong code kills the right one', async () => {
    await partner.post('/api/vlc/User/Verify/Internal/', {
      PartnerUserKey: 'vl-2002',
      UserName: 'mario.rossi',
    });
    const code = await lastCode(await emailOf('mario.rossi'));
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) {
      const res = await partner.post('/api/vlc/User/Code/Internal/', {
        PartnerUserKey: 'vl-2002',
        UserName: 'mario.rossi',
        Code: wrong,
      });
      expect(errorBody(res).ErrorMessage).toBe('ERROR_INVALID_CODE');
    }
    const late = await partner.post('/api/vlc/User/Code/Internal/', {
      PartnerUserKey: 'vl-2002',
      UserName: 'mario.rossi',
      Code: code,
    });
    expect(errorBody(late).ErrorMessage).toBe('ERROR_INVALID_CODE');
    const none = await partner.get('/api/vlc/vialibera/getuserfromwrapper/vl-2002/');
    expect([none.statusCode, errorBody(none).ErrorMessage]).toEqual([404, 'ERROR_PARTNER_LINK_NOT_FOUND']);
  });

  it('finds several keys at once, and pages through every link with a cursor', async () => {
    await link(partner, 'vl-3003', 'mario.rossi');
    const multi = await partner.get('/api/vlc/vialibera/getuserfromwrapper/multi/vl-1001,vl-3003,vl-none/');
    expect(
      multi
        .json()
        .map((u: { PartnerUserKey: string }) => u.PartnerUserKey)
        .sort(),
    ).toEqual(['vl-1001', 'vl-3003']);
    const first = await partner.get('/api/vlc/vialibera/getuserfromwrapper/all/?Size=1');
    expect(first.json().Items).toHaveLength(1);
    const second = await partner.get(
      `/api/vlc/vialibera/getuserfromwrapper/all/?Size=1&After=${first.json().Next}`,
    );
    expect(second.json().Items[0].PartnerUserKey).not.toBe(first.json().Items[0].PartnerUserKey);
  });

  it("never shows a partner another partner's links", async () => {
    const other = await partnerClient(t.app, await registerPartner(t.app, { Name: 'Concorrente' }));
    const res = await other.get('/api/vlc/vialibera/getuserfromwrapper/vl-1001/');
    expect([res.statusCode, errorBody(res).ErrorMessage]).toEqual([404, 'ERROR_PARTNER_LINK_NOT_FOUND']);
    expect((await other.get('/api/vlc/vialibera/getuserfromwrapper/all/')).json().Items).toEqual([]);
  });

  it('lets the user see and remove their links in the profile; the partner no longer finds them', async () => {
    const lucia = await signedIn(t.app, LUCIA, ROSSI);
    const mine = await lucia.get('/api/User/PartnerLinks');
    expect(mine.json()).toEqual([
      expect.objectContaining({ PartnerName: 'ViaLibera', PartnerUserKey: 'vl-1001' }),
    ]);
    const mario = await signedIn(t.app, 'mario.rossi', ROSSI);
    const notHis = await mario.request({
      method: 'DELETE',
      url: `/api/User/PartnerLinks/${mine.json()[0].Id}`,
    });
    expect(errorBody(notHis).ErrorMessage).toBe('ERROR_PARTNER_LINK_NOT_FOUND');
    const removed = await lucia.request({
      method: 'DELETE',
      url: `/api/User/PartnerLinks/${mine.json()[0].Id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await partner.get('/api/vlc/vialibera/getuserfromwrapper/vl-1001/')).statusCode).toBe(404);
  });

  it('gives the disclaimers the partner must show, in the language asked for', async () => {
    const admin1 = await admin();
    await admin1.post('/api/Partner/Save', {
      Id: vialibera.id,
      Name: 'ViaLibera',
      Scopes: ['users.read', 'users.link', 'disclaimers.read'],
      DisclaimerCodes: ['TERMS_OF_USE'],
    });
    const en = await partner.get('/api/vlc/vialibera/InfoDisclaimer/Params/en/');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual([
      expect.objectContaining({ Code: 'TERMS_OF_USE', Version: expect.any(Number) }),
    ]);
    const it_ = await partner.get('/api/vlc/vialibera/InfoDisclaimer/Params/1/');
    expect(it_.json()[0].Title).not.toBe(en.json()[0].Title);
  });

  it('records every call in the audit trail under the client id', async () => {
    const entries = await t.database.db
      .select({ actor: auditLog.actor, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actor, `partner:${vialibera.clientId}`));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'reveal']));
  });
});

describe('what a token opens, and what opens partner calls', () => {
  it('refuses a session on partner calls, and a token on customer and back-office calls', async () => {
    const customer = await signedIn(t.app, LUCIA, ROSSI);
    const session = await customer.get('/api/vlc/vialibera/getuserfromwrapper/all/');
    expect([session.statusCode, errorBody(session).ErrorMessage]).toEqual([401, 'ERROR_PARTNER_TOKEN']);
    for (const url of ['/api/User/profile', `/api/Partner/Filters/${encodeFilter({})}`]) {
      const res = await partner.get(url);
      expect([res.statusCode, errorBody(res).ErrorMessage]).toEqual([401, 'ERROR_EMPTY_SESSION']);
    }
  });

  it('refuses a token without the scope of the call', async () => {
    const narrow = await registerPartner(t.app, { Name: 'Solo disclaimer', Scopes: ['disclaimers.read'] });
    const res = await (await partnerClient(t.app, narrow)).get('/api/vlc/vialibera/getuserfromwrapper/all/');
    expect([res.statusCode, errorBody(res).ErrorMessage]).toEqual([403, 'ERROR_PARTNER_SCOPE_MISSING']);
  });

  it('answers 429 to a partner over its rate, whatever address it calls from', async () => {
    const slow = await partnerClient(
      t.app,
      await registerPartner(t.app, { Name: 'Lento', RatePerMinute: 3 }),
    );
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await slow.request({
        method: 'GET',
        url: '/api/vlc/vialibera/getuserfromwrapper/all/',
        headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('stops a disabled partner at once, tokens already given included', async () => {
    const soon = await registerPartner(t.app, { Name: 'Sospeso' });
    const client = await partnerClient(t.app, soon);
    await (await admin()).post('/api/Partner/Save', {
      Id: soon.id,
      Name: 'Sospeso',
      Scopes: ['users.read'],
      Enabled: false,
    });
    expect(errorBody(await client.get('/api/vlc/vialibera/getuserfromwrapper/all/')).ErrorMessage).toBe(
      'ERROR_PARTNER_TOKEN',
    );
    expect(errorBody(await requestToken(t.app, soon)).ErrorMessage).toBe('ERROR_PARTNER_CLIENT');
  });

  // Last: they move the clock, which ends the sessions signed in before.
  it('keeps a rotated-out secret working for the overlap only, and refuses an expired token', async () => {
    const rotating = await registerPartner(t.app, { Name: 'Rotazione', TokenSeconds: 600 });
    const oldToken = await partnerClient(t.app, rotating);
    const rotated = await (await admin()).post('/api/Partner/Secret/Rotate', {
      Id: rotating.id,
      OverlapHours: 1,
    });
    const fresh = rotated.json<{ ClientSecret: string }>().ClientSecret;
    expect((await requestToken(t.app, rotating)).statusCode).toBe(200);
    clock.advance(11 * 60_000);
    const expired = await oldToken.get('/api/vlc/vialibera/getuserfromwrapper/all/');
    expect([expired.statusCode, errorBody(expired).ErrorMessage]).toEqual([401, 'ERROR_PARTNER_TOKEN']);
    clock.advance(60 * 60_000);
    const old = await requestToken(t.app, rotating);
    expect([old.statusCode, errorBody(old).ErrorMessage]).toEqual([401, 'ERROR_PARTNER_CLIENT']);
    expect((await requestToken(t.app, { ...rotating, secret: fresh })).statusCode).toBe(200);
  });
});
