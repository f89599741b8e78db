import { encodeFilter } from '@sportello/contracts/common/filters';
import { describe, expect, it, onTestFinished } from 'vitest';
import { portalWithProvider, ssoEnv } from './sso-provider';
import { createTestApp, errorBody } from './test-app';
import { signIn, TestClient } from './test-client';
import { PRODUCTION_FLOOR } from './test-costs';

/**
 * The security properties a reviewer checks from outside, beside the route matrices (anti-forgery,
 * access, fuzz): transport headers, cookies behind proxies, what is never registered in production,
 * redirects, and answers that tell nothing about accounts. The sign-in's own enumeration tests (same
 * body, same time for an unknown user) are in auth.test.ts, the password reset's in recovery.test.ts.
 */
const portal = portalWithProvider();

const client = (address = '10.0.0.1') =>
  new TestClient(portal.t.app, { headers: { 'x-forwarded-for': address } });

describe('transport', () => {
  it('sends HSTS only when the portal is published over TLS', async () => {
    // The suite's app is published at an http:// address.
    expect(
      (await portal.t.app.inject('/api/App/settings')).headers['strict-transport-security'],
    ).toBeUndefined();
    const tls = await createTestApp({
      database: portal.t.database,
      env: { PUBLIC_URL: 'https://portale.example' },
    });
    const hsts = String((await tls.app.inject('/api/App/settings')).headers['strict-transport-security']);
    expect(hsts).toMatch(/max-age=31536000/);
    expect(hsts).toMatch(/includeSubDomains/);
    await tls.close();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy: no Secure cookie on its word otherwise', async () => {
    const direct = await createTestApp({ database: portal.t.database, env: { TRUST_PROXY: 'false' } });
    const res = await signIn(
      new TestClient(direct.app, { headers: { 'x-forwarded-proto': 'https' } }),
      'giulia.neri',
    );
    expect(res.statusCode).toBe(200);
    expect(res.cookies.every((cookie) => !cookie.secure)).toBe(true);
    await direct.close();
  });
});

describe('cookies and caches', () => {
  it('sends every cookie Secure when the portal is published over https, whatever the request’s scheme', async () => {
    // The TLS proxy in front is not trusted here: the request itself looks like plain http.
    const tls = await createTestApp({
      database: portal.t.database,
      env: { ...ssoEnv(portal.idp.issuers), PUBLIC_URL: 'https://portale.example', TRUST_PROXY: 'false' },
    });
    try {
      const c = new TestClient(tls.app);
      const answers = [
        await c.get('/api/Auth/antiforgery'),
        await signIn(c, 'giulia.neri'),
        await c.request({ url: '/api/Auth/sso/v3/start', headers: { accept: 'text/html' } }),
        await c.post('/api/Auth/logout'),
      ];
      const cookies = answers.flatMap((res) => res.cookies);
      expect(cookies.map((cookie) => cookie.name)).toEqual(
        expect.arrayContaining(['sportello.csrf', 'sportello.sid', 'sportello.sso']),
      );
      for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
    } finally {
      await tls.close();
    }
  });

  it('asks that no answer of the API be stored: they are the user’s own', async () => {
    const c = client('10.0.0.2');
    await signIn(c, 'giulia.neri');
    for (const url of ['/api/Auth/session', '/api/Company/users', '/api/Nothing/here']) {
      expect((await c.get(url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await c.post('/api/Auth/logout')).headers['cache-control']).toBe('no-store');
    // Outside the API each answer keeps its own policy (the knowledge base's style sheet is cached).
    expect((await c.get('/kb/kb.css')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('input the database cannot store', () => {
  it('a NUL character in a path, a body or a query is refused with 400, not a server error', async () => {
    const answers = [
      await client().get('/api/Company/login/local/exists/vatcode/%00'),
      await client().post('/api/Auth/login', { UserName: 'giulia\u0000neri', Password: 'Sbagliata#2026' }),
      await client().get('/api/Company/register/local/exists/vatcode/09876543217?userCode=%00'),
      await client().post('/api/Auth/resetpassword', {
        UserName: '\u0000',
        Code: '12345678',
        Password: 'Nuova#Pass26',
        Password2: 'Nuova#Pass26',
      }),
    ];
    // Whatever refuses it first — the route's own rules or the database — answers 400.
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).ErrorCode).toBeGreaterThan(0);
    }
  });

  it('a lone UTF-16 surrogate in a value kept as JSON is refused with 400, not a server error', async () => {
    const admin = client('10.0.0.4');
    expect((await signIn(admin, 'admin@sportello.demo')).statusCode).toBe(200);
    // JSON may escape half a surrogate pair; no Unicode text (and no PostgreSQL JSON value) holds one.
    const res = await admin.request({
      method: 'POST',
      url: '/api/Helpdesk/Chat/Settings',
      headers: { 'content-type': 'application/json' },
      payload: '{"Plans":[],"Products":["portal","\\ud800"]}',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).ErrorMessage).toMatch(/^ERROR_BAD_REQUEST/);
  });

  it('a number or a date its column cannot hold is refused with 400, not a server error', async () => {
    const customer = client('10.0.0.2');
    const operator = client('10.0.0.3');
    expect((await signIn(customer, 'giulia.neri')).statusCode).toBe(200);
    expect((await signIn(operator, 'operatore@sportello.demo')).statusCode).toBe(200);
    const event = { Type: 11, Title: 'Webinar', Details: { EventPlace: 'Online' } };
    const cases: [TestClient, 'GET' | 'POST' | 'DELETE', string, object?][] = [
      // An integer id beyond 2^31 - 1, a smallint beyond 2^15 - 1, a safe integer beyond both.
      [customer, 'GET', '/api/Communication/News/Detail/2147483648'],
      [customer, 'POST', '/api/Communication/News/Read/2147483648', {}],
      [customer, 'GET', `/api/Communication/News/${encodeFilter({ Type: 40_000 })}`],
      [operator, 'GET', `/api/Communication/Filters/${encodeFilter({ Type: 32_768 })}`],
      [operator, 'GET', '/api/Communication/Filters/Detail/2147483648'],
      [operator, 'DELETE', '/api/Communication/Delete/9007199254740991'],
      [operator, 'DELETE', `/api/Communication/Filters/Delete/${encodeFilter({ Ids: [2 ** 31] })}`],
      [operator, 'POST', '/api/Communication/Save', { Id: 2 ** 31, Type: 14, Title: 'Fuori scala' }],
      // Year 0, and the last moment of 9999 at -14:00, which is already year 10000.
      [
        operator,
        'POST',
        '/api/Communication/Save',
        { Type: 14, Title: 'x', PublishFrom: '0000-01-01T00:00:00Z' },
      ],
      [
        operator,
        'POST',
        '/api/Communication/Save',
        { Type: 14, Title: 'x', PublishTo: '9999-12-31T23:59:59-14:00' },
      ],
      [
        operator,
        'POST',
        '/api/Communication/Save',
        { ...event, Details: { ...event.Details, EventDate: '0001-01-01T00:00:00Z' } },
      ],
    ];
    for (const [caller, method, url, payload] of cases) {
      const res = await caller.request({ method, url, ...(payload && { payload }) });
      const shown = `${method} ${url} ${JSON.stringify(payload ?? '')}`;
      expect(res.statusCode, `${shown} → ${res.body}`).toBe(400);
      expect(errorBody(res).ErrorMessage, shown).toMatch(/^ERROR_(BAD_REQUEST|DATE_INVALID)\b/);
    }
    // Dates are refused next to their field.
    const late = await operator.post('/api/Communication/Save', {
      Type: 14,
      Title: 'x',
      PublishFrom: '0000-01-01T00:00:00Z',
    });
    expect(errorBody(late).Fields).toContainEqual(
      expect.objectContaining({ Field: 'PublishFrom', ErrorMessage: 'ERROR_DATE_INVALID' }),
    );
  });
});

describe('development mailbox', () => {
  it('is not there in production, nor in development with a mail server', async () => {
    for (const env of [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2599' },
      { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2599' },
    ]) {
      const other = await createTestApp({ database: portal.t.database, env });
      for (const url of ['/dev/mail', '/dev/mail/x.eml']) {
        const res = await other.app.inject(url);
        expect(res.statusCode, `${env.NODE_ENV} ${url}`).toBe(404);
        expect(errorBody(res).ErrorMessage).toBe('ERROR_NOT_FOUND');
      }
      await other.close();
    }
  });
});

describe('operations endpoints in production', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2599' };

  it('neither metrics nor the API documentation unless configured', async () => {
    const other = await createTestApp({ database: portal.t.database, env: production });
    try {
      for (const url of ['/metrics', '/api/docs', '/api/docs/json']) {
        const res = await other.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(errorBody(res).ErrorMessage).toBe('ERROR_NOT_FOUND');
      }
    } finally {
      await other.close();
    }
  });

  it('metrics for the bearer of METRICS_TOKEN only; the documentation with API_DOCS=true', async () => {
    const token = 'm'.repeat(40);
    const other = await createTestApp({
      database: portal.t.database,
      env: { ...production, METRICS_TOKEN: token, API_DOCS: 'true' },
    });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, token]) {
        const res = await other.app.inject({
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, authorization).toBe(403);
        expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
      }
      const metrics = await other.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^http_requests_in_flight /m);
      expect((await other.app.inject('/api/docs/json')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('redirects', () => {
  const HOSTILE = [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ];

  it('the single-sign-on start goes to the identity provider whatever returnUrl says, and keeps none of it', async () => {
    for (const returnUrl of HOSTILE) {
      const res = await client().request({
        url: '/api/Auth/sso/v3/start',
        query: { returnUrl, local: '1' },
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(302);
      const location = String(res.headers.location);
      expect(location.startsWith(`${portal.idp.issuers.v3}/`), location).toBe(true);
      expect(decodeURIComponent(location)).not.toContain('evil.example');
      expect(decodeURIComponent(location)).not.toContain('javascript:');
      // The flow cookie (signed, readable) carries the flow's secrets and nothing of the caller's URL.
      const flow = res.cookies.find((cookie) => cookie.name === 'sportello.sso');
      expect(decodeURIComponent(String(flow?.value))).not.toMatch(/evil|javascript/);
    }
  });

  it('the single-sign-on callback sends a failed or forged answer to a page of ours', async () => {
    for (const state of HOSTILE) {
      const res = await client().request({
        url: '/api/Auth/sso/callback',
        query: { state, code: 'x', iss: state },
        // A browser following the provider's redirect (API clients get the error shape instead).
        headers: { accept: 'text/html' },
      });
      const location = String(res.headers.location ?? '');
      expect(res.statusCode, location).toBe(302);
      expect(
        location.startsWith('/') && !location.startsWith('//') && !location.includes('\\'),
        location,
      ).toBe(true);
    }
  });
});

async function elapsed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('user-name retrieval tells nothing about accounts', () => {
  it('answers a known and an unknown address with the same body, no sooner than its floor and alike in time', async () => {
    const known = await client().post('/api/User/UserName/find', { Email: 'lucia.bianchi@studio.example' });
    const unknown = await client().post('/api/User/UserName/find', { Email: 'nessuno.mai@example.it' });
    const disabledOnly = await client().post('/api/User/UserName/find', {
      Email: 'bruno.bloccato@example.it',
    });
    for (const res of [unknown, disabledOnly]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    expect(known.json()).toEqual({ Done: true });

    // Interleaved, so that a busy moment of the machine hits both alike; the fastest of each set is
    // the work itself without the noise. Every answer waits for the same 400 ms floor and the real
    // work (a lookup and, for a known address, one queued message) is a few milliseconds: an answer
    // that skipped the floor would come back under it, and one that did visible work only for known
    // addresses would differ by more than the 100 ms allowed here.
    // Timed on a second app over the same database, with the production floor (the suite's has none).
    const even = await createTestApp({ database: portal.t.database, env: PRODUCTION_FLOOR });
    onTestFinished(() => even.close());
    const timed = (address: string) => new TestClient(even.app, { headers: { 'x-forwarded-for': address } });
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let round = 0; round < 4; round++) {
      const find = (address: string, Email: string) => () =>
        timed(address).post('/api/User/UserName/find', { Email });
      knownMs.push(await elapsed(find(`10.7.${round}.1`, 'lucia.bianchi@studio.example')));
      unknownMs.push(await elapsed(find(`10.7.${round}.2`, `nessuno.${round}@example.it`)));
    }
    for (const ms of [...knownMs, ...unknownMs]) expect(ms).toBeGreaterThanOrEqual(395);
    expect(Math.abs(Math.min(...knownMs) - Math.min(...unknownMs))).toBeLessThan(100);
  });
});

describe('secure codes: company-level answers only (docs/secure-codes.md)', () => {
  const ask = (Company: string, address = '10.8.0.1') =>
    client(address).post('/api/Auth/getsecurecode', {
      FirstName: 'Franco',
      LastName: 'Gialli',
      Email: 'franco@personale.example',
      Company,
      Consent: true,
    });

  it('a check of a code answers the same for an unknown company, a company without a code and a wrong code', async () => {
    await ask('03333333338'); // Gialli Forniture now has a live code; Viola Arredi has none.
    const verify = (vat: string) => client().get(`/api/Company/login/securecode/98765432/verify/${vat}`);
    const answers = [await verify('03333333338'), await verify('04444444444'), await verify('11111111111')];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ Valid: false });
  });

  it('outcomes name the company’s state, never its people: no user name, no unmasked address', async () => {
    const secrets = [
      'mario.rossi',
      'lucia.bianchi',
      'paolo.verdi',
      'rossi-impianti.example',
      'amministrazione@',
      'gialli-forniture.example',
    ];
    for (const vat of ['09876543217', '03333333338', '04444444444', '11111111111', '07777777777']) {
      const res = await ask(vat, `10.8.1.${vat.length}`);
      expect(res.statusCode).toBe(200);
      for (const secret of secrets) expect(res.body, `${vat}: ${res.body}`).not.toContain(secret);
    }
  });

  it('are limited per client address, so that companies cannot be walked through', async () => {
    const limited = await createTestApp({
      database: portal.t.database,
      env: { RECOVERY_RATE_LIMIT_MAX: '3' },
    });
    const from = (address: string) =>
      new TestClient(limited.app, { headers: { 'x-forwarded-for': address } }).post(
        '/api/Auth/getsecurecode',
        {
          FirstName: 'Franco',
          LastName: 'Gialli',
          Email: 'franco@personale.example',
          Company: '11111111111',
          Consent: true,
        },
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('10.9.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await from('10.9.9.10')).statusCode).toBe(200);
    const verify = new TestClient(limited.app, { headers: { 'x-forwarded-for': '10.9.9.11' } });
    const checks = [];
    for (let i = 0; i < 4; i++)
      checks.push((await verify.get('/api/Company/login/securecode/12345678/verify/03333333338')).statusCode);
    expect(checks).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});
