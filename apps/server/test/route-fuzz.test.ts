import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiforgery, createTestApp, openApiRoutes, type TestApp } from './test-app';

/**
 * Every route of the OpenAPI document gets malformed input: random path parameters (path traversal,
 * unicode, huge strings, broken base64), random query strings and random or broken bodies. Whatever
 * arrives, the answer is never a 5xx, and every 4xx has the error shape. New routes join automatically.
 */
let t: TestApp;
let csrf: { token: string; cookie: string };
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  csrf = await antiforgery(t.app);
  routes = await openApiRoutes(t.app);
});
afterAll(() => t.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('../../etc/passwd', '..%2F..%2Fetc', '%00', '%', '😀', 'Ω', 'null', '-1', '1e309', '!!!=='),
  fc.string({ minLength: 5000, maxLength: 9000 }),
  fc.base64String(),
);

const bodies = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(fc.string(), fc.anything()).map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constantFrom('{', '[1,', 'null', '"x"', '{"__proto__": {"admin": true}}', '\u0000'),
);

const queries = fc.dictionary(
  fc.constantFrom('state', 'lg', 'page', 'size', 'token', 'filter', fc.sample(fc.string(), 1)[0] ?? 'x'),
  nasty,
);

describe('every route under malformed input', () => {
  it('never answers 5xx, and answers every 4xx in the error shape', async () => {
    expect(routes.length).toBeGreaterThan(0);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(nasty, { minLength: 3, maxLength: 3 }),
        queries,
        bodies,
        async (route, segments, query, body) => {
          cases++;
          let i = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segments[i++ % 3] ?? ''));
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: path,
            query,
            headers: {
              cookie: csrf.cookie,
              'x-csrf-token': csrf.token,
              ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            ...(route.method === 'GET' ? {} : { payload: body }),
          });
          const what = `${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const parsed = res.json();
            expect(typeof parsed.ErrorCode === 'number' && parsed.ErrorCode > 0, what).toBe(true);
            expect(typeof parsed.Message, what).toBe('string');
            expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), endOnFailure: true },
    );
    console.info(`route fuzz: ${cases} cases over ${routes.length} routes`);
  });
});
