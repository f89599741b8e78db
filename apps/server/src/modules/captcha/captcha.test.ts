import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha-solver';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: 'altcha' }, clock });
});
afterAll(() => t.close());

const validate = (client: TestClient, ReCaptcha?: string) =>
  client.post('/api/auth/recaptcha/validate', ReCaptcha === undefined ? {} : { ReCaptcha });

describe('captcha (ALTCHA)', () => {
  it('tells the web which captcha is in use', async () => {
    const res = await new TestClient(t.app).get('/api/auth/captcha');
    expect(res.json()).toEqual({ Mode: 'altcha', SiteKey: null });
  });

  it('hands out signed, expiring challenges that are never cached', async () => {
    const res = await new TestClient(t.app).get('/api/auth/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json<Challenge>();
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const inSeconds = (parameters.expiresAt ?? 0) - clock.now().getTime() / 1000;
    expect(inSeconds).toBeGreaterThan(9 * 60);
    expect(inSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it('accepts a solved challenge; validation does not use it up', async () => {
    const client = new TestClient(t.app);
    const payload = await solvedCaptcha(client);
    expect((await validate(client, payload)).json()).toEqual({ Valid: true });
    expect((await validate(client, payload)).statusCode).toBe(200);
  });

  it('asks to select the captcha first when there is none', async () => {
    const res = await validate(new TestClient(t.app));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');
  });

  it.each([
    ['garbage', () => 'not-base64-json'],
    [
      'a wrong solution',
      async (c: TestClient) => {
        const challenge = (await c.get('/api/auth/captcha/challenge')).json<Challenge>();
        return Buffer.from(
          JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
        ).toString('base64');
      },
    ],
    [
      'a tampered challenge',
      async (c: TestClient) => {
        const decoded = JSON.parse(Buffer.from(await solvedCaptcha(c), 'base64').toString());
        decoded.challenge.parameters.expiresAt += 3600;
        return Buffer.from(JSON.stringify(decoded)).toString('base64');
      },
    ],
  ])('refuses %s with ERROR_CAPTCHA_INVALID', async (_what, make) => {
    const client = new TestClient(t.app);
    const res = await validate(client, await make(client));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
  });

  it('refuses an expired challenge', async () => {
    const client = new TestClient(t.app);
    const payload = await solvedCaptcha(client);
    const issued = clock.now();
    clock.advance(11 * 60 * 1000);
    try {
      const res = await validate(client, payload);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
    } finally {
      clock.set(issued);
    }
  });

  it('is required by secure-code requests, and a solved challenge works once', async () => {
    const client = new TestClient(t.app);
    const request = (ReCaptcha?: string) =>
      client.post('/api/Auth/getsecurecode', {
        FirstName: 'Franco',
        LastName: 'Gialli',
        PhoneNumber: '3331234567',
        Email: 'franco@personale.example',
        Company: '09876543217',
        FiscalCode: '',
        Consent: true,
        ...(ReCaptcha && { ReCaptcha }),
      });
    const missing = await request();
    expect(errorBody(missing).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');

    const payload = await solvedCaptcha(client);
    const first = await request(payload);
    expect(first.statusCode).toBe(200);
    const again = await request(payload);
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
    // Once used, it no longer validates either.
    expect(errorBody(await validate(client, payload)).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
  });
});

describe('captcha off', () => {
  it('has no challenge and accepts forms without one', async () => {
    const off = await createTestApp({ database: t.database, env: { CAPTCHA: 'off' } });
    try {
      const client = new TestClient(off.app);
      expect((await client.get('/api/auth/captcha')).json()).toEqual({ Mode: 'off', SiteKey: null });
      expect((await client.get('/api/auth/captcha/challenge')).statusCode).toBe(404);
      expect((await validate(client)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
