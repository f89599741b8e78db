import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/core/app-error';
import { antiforgery, createTestApp, errorBody, type TestApp } from './test-app';
import { signedIn } from './test-client';

/** Test-only routes that exercise the global behaviour every feature route inherits. */
const EchoBody = z.object({
  Email: z.string().refine((v) => v.includes('@'), 'ERROR_BAD_EMAIL'),
  Count: z.number().int(),
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.post('/api/Test/echo', { schema: { body: EchoBody } }, async (req) => req.body);
      app.post('/api/Test/crash', async () => {
        throw new Error('secret internals: password=hunter2 at /srv/app.js:12');
      });
      app.post('/api/Test/refuse', async () => {
        throw new AppError('ERROR_CF_BADCHAR', '$');
      });
    },
  });
});
afterAll(() => t.close());

describe('languages', () => {
  it('answers Italian (id 1, default) and English (id 2) with DD/MM/YYYY formats', async () => {
    const res = await t.app.inject('/api/App/getlanguages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        Id: 1,
        Code: 'it',
        Name: 'Italiano',
        DateFormat: 'DD/MM/YYYY',
        DateTimeFormat: 'DD/MM/YYYY HH:mm:ss',
      },
      { Id: 2, Code: 'en', Name: 'English', DateFormat: 'DD/MM/YYYY', DateTimeFormat: 'DD/MM/YYYY HH:mm:ss' },
    ]);
  });

  it('routes case-insensitively, ignores a trailing slash and accepts state=true', async () => {
    for (const url of [
      '/API/app/GETLANGUAGES',
      '/api/App/getlanguages/',
      '/api/App/getlanguages?state=true',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toHaveLength(2);
    }
  });
});

describe('error shape', () => {
  it('answers unknown /api paths with 404 in the caller’s language', async () => {
    const it_ = await t.app.inject('/api/Nothing/here');
    expect(it_.statusCode).toBe(404);
    expect(errorBody(it_)).toEqual({
      ErrorCode: 105,
      ErrorMessage: 'ERROR_NOT_FOUND',
      Message: 'La risorsa richiesta non esiste.',
    });
    const en = await t.app.inject({ url: '/api/Nothing/here', headers: { 'accept-language': 'en-GB,en' } });
    expect(errorBody(en).Message).toBe('The requested resource does not exist.');
    const byHeader = await t.app.inject({ url: '/api/Nothing/here', headers: { 'x-language-id': '2' } });
    expect(errorBody(byHeader).Message).toBe('The requested resource does not exist.');
    const byQuery = await t.app.inject('/api/Nothing/here?lg=2');
    expect(errorBody(byQuery).Message).toBe('The requested resource does not exist.');
  });

  it('refuses a state-changing call without a valid anti-forgery token with 403', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/Test/echo',
      payload: { Email: 'a@b.it', Count: 1 },
    });
    expect(missing.statusCode).toBe(403);
    expect(errorBody(missing).ErrorMessage).toBe('ERROR_CSRF');

    const { cookie } = await antiforgery(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Test/echo',
      headers: { cookie, 'x-csrf-token': 'not-the-token' },
      payload: { Email: 'a@b.it', Count: 1 },
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorBody(wrong).ErrorMessage).toBe('ERROR_CSRF');
  });

  it('accepts the call with the token and its cookie', async () => {
    const { token, cookie } = await antiforgery(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Test/echo?state=true',
      headers: { cookie, 'x-csrf-token': token },
      payload: { Email: 'a@b.it', Count: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Email: 'a@b.it', Count: 1 });
  });

  async function post(url: string, payload: string, contentType = 'application/json') {
    const { token, cookie } = await antiforgery(t.app);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'x-csrf-token': token, 'content-type': contentType },
      payload,
    });
  }

  it('answers malformed JSON with 400 ERROR_MALFORMED_JSON', async () => {
    const res = await post('/api/Test/echo', '{"Email": "a@b.it",');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_MALFORMED_JSON');
  });

  it('takes a call that carries nothing with the JSON content type clients always send', async () => {
    // Signing out carries no body; clients' request wrappers still say application/json.
    const res = await post('/api/Auth/logout', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Done: true });
  });

  it('takes a DELETE that carries nothing with the JSON content type too', async () => {
    // An identity link that is not the caller's: the route's own answer (404), not a body error.
    const client = await signedIn(t.app, 'lucia.bianchi', '12345678903');
    const res = await client.request({
      method: 'DELETE',
      url: '/api/Auth/isp/mine/00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('answers an empty JSON body where a body is needed with 400 and the fields, not 500', async () => {
    const res = await post('/api/Test/echo', '');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorCode).toBeTypeOf('number');
    expect(res.body).not.toContain('FST_');
  });

  it('answers wrong types with 400 and names each field', async () => {
    const res = await post('/api/Test/echo', JSON.stringify({ Email: 'nope', Count: 'three' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ErrorMessage).toBe('ERROR_BAD_EMAIL');
    expect(body.Message).toBe('Indirizzo e-mail non valido.');
    expect(body.Fields.map((f: { Field: string }) => f.Field).sort()).toEqual(['Count', 'Email']);
  });

  it('answers an oversized body with 413 in the error shape', async () => {
    const res = await post('/api/Test/echo', JSON.stringify({ Email: 'a'.repeat(1_100_000), Count: 1 }));
    expect(res.statusCode).toBe(413);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const res = await post('/api/Test/echo', 'Email=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a business refusal with its key, detail and localized message', async () => {
    const res = await post('/api/Test/refuse', '{}');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({
      ErrorCode: 501,
      ErrorMessage: 'ERROR_CF_BADCHAR $',
      Message: 'Il codice fiscale contiene un carattere non valido: $',
    });
  });

  it('answers a crash with 500 and a generic message, never the internals', async () => {
    const res = await post('/api/Test/crash', '{}');
    expect(res.statusCode).toBe(500);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_GENERIC');
    expect(res.body).not.toMatch(/hunter2|secret|srv|stack/);
  });
});

/** Sends raw bytes to a listening app and reads everything it answers until it closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(request);
  });
}

/** Status line and the JSON body of a raw HTTP/1.1 answer (one answer, Content-Length framed). */
function parseRaw(answer: string) {
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  return { head, status: Number(head.split(' ')[1]), body: JSON.parse(rest.join('\r\n\r\n')) };
}

describe('refusals before any route runs', () => {
  it('answers headers over Node’s size limit (its own 431) and a malformed request in the error shape', async () => {
    const own = await createTestApp({ database: t.database });
    try {
      const { port } = new URL(await own.app.listen({ port: 0, host: '127.0.0.1' }));
      const huge = parseRaw(
        await rawExchange(
          Number(port),
          `GET /api/App/settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      );
      expect(huge.status).toBe(431);
      expect(huge.head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(huge.body).toEqual({
        ErrorCode: 113,
        ErrorMessage: 'ERROR_HEADERS_TOO_LARGE',
        Message: 'Le intestazioni della richiesta sono troppo grandi.',
      });
      const garbled = parseRaw(await rawExchange(Number(port), 'NOT HTTP AT ALL\r\n\r\n'));
      expect(garbled.status).toBe(400);
      expect(garbled.body).toMatchObject({ ErrorCode: 101, ErrorMessage: 'ERROR_BAD_REQUEST' });
    } finally {
      await own.close();
    }
  });

  it('answers a request that arrives while the server is closing with 503 in the error shape', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const started = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const own = await createTestApp({
      database: t.database,
      extend(app) {
        app.get('/api/Test/slow', async () => {
          arrived();
          await held;
          return { Done: true };
        });
      },
    });
    const { port } = new URL(await own.app.listen({ port: 0, host: '127.0.0.1' }));
    const slow = fetch(`http://127.0.0.1:${port}/api/Test/slow`);
    await started;
    // close() waits for the slow call. A request that still reaches the app meanwhile (one already on
    // a kept-alive connection) is refused: handed to the app's router through a second listener.
    const closing = own.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const side = createServer((req, res) => own.app.routing(req, res));
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    try {
      const late = await fetch(`http://127.0.0.1:${(side.address() as AddressInfo).port}/api/App/settings`);
      expect(late.status).toBe(503);
      expect(await late.json()).toMatchObject({ ErrorCode: 110, ErrorMessage: 'ERROR_SERVICE_UNAVAILABLE' });
    } finally {
      side.close();
      release();
    }
    expect((await slow).status).toBe(200);
    await closing;
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual protections', async () => {
    const res = await t.app.inject('/api/App/getlanguages');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the anti-forgery secret in an HttpOnly, SameSite=Lax, signed cookie', async () => {
    const res = await t.app.inject('/api/Auth/antiforgery');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('echoes a caller’s request id, or makes one', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc12345-trace' } });
    expect(given.headers['x-request-id']).toBe('abc12345-trace');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ Status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().Status).toBe('ok');
  });

  it('exposes Prometheus metrics with request durations by route pattern', async () => {
    await t.app.inject('/api/App/getlanguages');
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/App\/getlanguages"/,
    );
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/App/getlanguages'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/Auth/antiforgery']).toBeDefined();
  });
});

describe('readiness without a database', () => {
  it('answers 503 in the error shape when the database is gone', async () => {
    const own = await createTestApp();
    await own.database.close();
    const res = await own.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_SERVICE_UNAVAILABLE');
    await own.close();
  });
});

describe('rate limit', () => {
  it('answers 429 in the error shape past the limit', async () => {
    const own = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await own.app.inject('/api/App/getlanguages')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await own.app.inject('/api/App/getlanguages');
    expect(errorBody(res).ErrorMessage).toBe('ERROR_TOO_MANY_REQUESTS');
    await own.close();
  });

  it('does not count the web app’s files: a page load fetches a dozen', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sportello-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="it"></html>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const own = await createTestApp({ env: { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: dist } });
    for (let i = 0; i < 10; i++) expect((await own.app.inject('/assets/app-1234.js')).statusCode).toBe(200);
    const api = [];
    for (let i = 0; i < 4; i++) api.push((await own.app.inject('/api/App/getlanguages')).statusCode);
    expect(api).toEqual([200, 200, 200, 429]);
    await own.close();
  });
});

describe('web app', () => {
  it('serves index.html for pages, hashed assets as files, and JSON 404s for the API', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sportello-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="it"><body>shell</body></html>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("uncompressed")');
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log("compressed")'));
    const own = await createTestApp({ env: { WEB_DIST_DIR: dist } });

    const page = await own.app.inject('/Supporto/richieste?lg=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('lang="it"');
    expect(page.headers['cache-control']).toBe('no-cache');

    // A page whose path ends like a file name (the invitation link ends with an e-mail address).
    const invitation = await own.app.inject('/invitation/abc/chiara%40rossi-impianti.example?lg=1');
    expect(invitation.statusCode).toBe(200);
    expect(invitation.body).toContain('lang="it"');

    const api = await own.app.inject('/api/Unknown');
    expect(api.statusCode).toBe(404);
    expect(errorBody(api).ErrorMessage).toBe('ERROR_NOT_FOUND');

    // The build's compressed copies are sent to browsers that accept them.
    const compressed = await own.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("compressed")');
    const plain = await own.app.inject('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("uncompressed")');

    const missingAsset = await own.app.inject('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
    await own.close();
  });

  it('sends the pre-rendered sign-in page only to a visitor without a session, at the site root', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sportello-web-'));
    writeFileSync(join(dist, 'index.html'), 'shell');
    writeFileSync(join(dist, 'index.it.html'), 'accedi');
    writeFileSync(join(dist, 'index.en.html'), 'sign in');
    const own = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    const page = (url: string, cookie?: string) => own.app.inject({ url, headers: cookie ? { cookie } : {} });

    const root = await page('/');
    expect(root.body).toBe('accedi');
    expect(root.headers.vary).toMatch(/\bCookie\b/);
    expect((await page('/?lg=2')).body).toBe('sign in');
    expect((await page('/', 'sportello.lang=2')).body).toBe('sign in');
    expect((await page('/?lg=1', 'sportello.lang=2')).body).toBe('accedi');
    // Other pages, the sign-on error notice, and anyone with a session get the plain page.
    expect((await page('/home')).body).toBe('shell');
    expect((await page('/?ssoError=ERROR_MONITOR_AUTHSSO')).body).toBe('shell');
    expect((await page('/', 'sportello.signedin=1')).body).toBe('shell');
    // A session cookie from before the hint existed: the plain page, and the hint with it.
    const older = await page('/', 'sportello.sid=abc');
    expect(older.body).toBe('shell');
    expect(older.cookies.find((c) => c.name === 'sportello.signedin')).toMatchObject({ value: '1' });
    await own.close();
  });
});
