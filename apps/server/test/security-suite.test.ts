import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './test-app';
import { signIn, TestClient } from './test-client';

/**
 * The security properties a reviewer checks from outside, beside the route matrices (anti-forgery,
 * access, fuzz): transport headers, cookies behind proxies, redirects, and sign-in answers that tell
 * nothing about accounts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('transport', () => {
  it('sends HSTS only when the portal is published over TLS', async () => {
    expect((await t.app.inject('/api/App/settings')).headers['strict-transport-security']).toBeUndefined();
    const tls = await createTestApp({ database: t.database, env: { PUBLIC_URL: 'https://portale.example' } });
    const hsts = String((await tls.app.inject('/api/App/settings')).headers['strict-transport-security']);
    expect(hsts).toMatch(/max-age=31536000/);
    expect(hsts).toMatch(/includeSubDomains/);
    await tls.close();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy: no Secure cookie on its word otherwise', async () => {
    const direct = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'false' } });
    const res = await signIn(
      new TestClient(direct.app, { headers: { 'x-forwarded-proto': 'https' } }),
      'giulia.neri',
    );
    expect(res.statusCode).toBe(200);
    expect(res.cookies.every((cookie) => !cookie.secure)).toBe(true);
    await direct.close();
  });
});

describe('redirects', () => {
  const evil = ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];

  it('the single-sign-on start goes to the identity provider whatever returnUrl says', async () => {
    for (const returnUrl of evil) {
      const res = await t.app.inject({
        url: '/api/Auth/sso/v3/start',
        query: { returnUrl },
        headers: { accept: 'text/html' },
      });
      const location = String(res.headers.location ?? '');
      // Either the provider's authorize URL (configured issuer) or, if it is unreachable, a page of ours.
      expect(
        location.includes('evil.example') || location.startsWith('javascript:'),
        `${returnUrl} → ${location}`,
      ).toBe(false);
    }
  });

  it('the single-sign-on callback sends a failed or forged answer to a page of ours', async () => {
    for (const state of evil) {
      const res = await t.app.inject({
        url: '/api/Auth/sso/callback',
        query: { state, code: 'x' },
        // A browser following the provider's redirect (API clients get the error shape instead).
        headers: { accept: 'text/html' },
      });
      const location = String(res.headers.location ?? '');
      expect(res.statusCode, location).toBeGreaterThanOrEqual(300);
      expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
    }
  });
});

describe('sign-in answers', () => {
  it('take about as long for an unknown user as for a wrong password', async () => {
    // The password hash (argon2id, tens of milliseconds) dominates a refusal; an unknown user gets a
    // hash of a dummy password, so both refusals cost one hash. Without it the unknown user would be
    // answered in about a millisecond, more than ten times sooner: the bound below would catch it.
    const time = async (userName: string) => {
      const started = performance.now();
      const res = await signIn(new TestClient(t.app), userName, 'Sbagliata#2026');
      expect(errorBody(res).ErrorMessage).toMatch(/^ERROR_INVALID_PASSWORD/);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating, three accounts with two wrong passwords each: nobody gets locked out (five).
    for (const userName of [
      'lucia.bianchi',
      'lucia.bianchi.neri',
      'anna.migrata',
      'lucia.bianchi',
      'lucia.bianchi.neri',
      'anna.migrata',
    ]) {
      known.push(await time(userName));
      unknown.push(await time(`nessuno.${Math.random().toString(36).slice(2)}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
