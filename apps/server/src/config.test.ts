import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded PGlite under ./data, Italian provider VAT', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.providerVatCode).toBe('01234567897');
    expect(config.seedDemo).toBe(true);
    expect(config.sso.linkWindowSeconds).toBe(300);
  });

  it('names identity providers for people: the configured name, else the issuer’s host; the development one a product name', () => {
    const dev = loadConfig({}).sso.providers.map((p) => p.name);
    expect(dev).toEqual(['Demo ID', 'Demo ID Plus']);
    const provider = {
      OIDC_V3_ISSUER: 'https://keycloak.example.it/realms/clienti',
      OIDC_V3_CLIENT_ID: 'sportello',
      OIDC_V3_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(provider).sso.providers.map((p) => p.name)).toEqual(['keycloak.example.it']);
    expect(loadConfig({ ...provider, OIDC_V3_NAME: 'SPID / CIE' }).sso.providers.map((p) => p.name)).toEqual([
      'SPID / CIE',
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sportello' });
    expect(config.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/sportello',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['PROVIDER_VATCODE', '123'],
    ['MAINTENANCE', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['SSO_LINK_WINDOW_SECONDS', '5'],
    ['SSO_LINK_WINDOW_SECONDS', '3600'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`\\b${name}\\b`));
  });

  it('requires a cookie secret in production and seeds no demo data there', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.it:587' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...smtp })).toThrowError(/COOKIE_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), ...smtp });
    expect(config.seedDemo).toBe(false);
  });

  it('requires a mail server in production; elsewhere mail without one goes to the development mailbox', () => {
    const secret = { COOKIE_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrowError(/\bSMTP_URL: is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret, SMTP_URL: '' })).toThrowError(/SMTP_URL/);
    const production = loadConfig({
      NODE_ENV: 'production',
      ...secret,
      SMTP_URL: 'smtps://mail.example.it:465',
    });
    expect(production.mail).toMatchObject({ smtpUrl: 'smtps://mail.example.it:465', devMailbox: false });
    expect(loadConfig({}).mail).toMatchObject({ smtpUrl: undefined, devMailbox: true });
  });

  it('serves metrics and the API documentation in production only when configured', () => {
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://m.example.it',
    };
    expect(loadConfig(production)).toMatchObject({ metrics: { enabled: false }, apiDocs: false });
    // A copied .env.example (METRICS_ENABLED=true) does not open them either.
    expect(loadConfig({ ...production, METRICS_ENABLED: 'true' }).metrics.enabled).toBe(false);
    const token = 't'.repeat(32);
    expect(loadConfig({ ...production, METRICS_TOKEN: token, API_DOCS: 'true' })).toMatchObject({
      metrics: { enabled: true, token },
      apiDocs: true,
    });
    expect(
      loadConfig({ ...production, METRICS_TOKEN: token, METRICS_ENABLED: 'false' }).metrics.enabled,
    ).toBe(false);
    expect(loadConfig({})).toMatchObject({ metrics: { enabled: true, token: undefined }, apiDocs: true });
    expect(loadConfig({ API_DOCS: 'false', METRICS_ENABLED: 'no' })).toMatchObject({
      metrics: { enabled: false },
      apiDocs: false,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrowError(/\bMETRICS_TOKEN: must be at least 32/);
  });

  it('hashes at the OWASP cost and keeps the 400 ms floor by default; only tests may go lower', () => {
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.it',
    };
    for (const env of [{}, production]) {
      const config = loadConfig(env);
      expect(config.passwordHashCost).toEqual({ memoryCost: 19_456, timeCost: 2 });
      expect(config.antiEnumerationFloorMs).toBe(400);
    }
    // Stronger is always allowed.
    expect(
      loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_TIME_COST: '3' })
        .passwordHashCost,
    ).toEqual({ memoryCost: 65_536, timeCost: 3 });
    // Weaker stops the start everywhere but in the test suites.
    for (const nodeEnv of ['production', 'development']) {
      for (const [name, value] of [
        ['PASSWORD_HASH_MEMORY_KIB', '19455'],
        ['PASSWORD_HASH_TIME_COST', '1'],
        ['ANTI_ENUMERATION_FLOOR_MS', '0'],
      ] as const) {
        const env = { ...production, NODE_ENV: nodeEnv, [name]: value };
        expect(() => loadConfig(env), `${nodeEnv} ${name}`).toThrowError(
          new RegExp(`${name}: must be at least`),
        );
      }
    }
    const cheap = loadConfig({
      NODE_ENV: 'test',
      PASSWORD_HASH_MEMORY_KIB: '8',
      PASSWORD_HASH_TIME_COST: '1',
      ANTI_ENUMERATION_FLOOR_MS: '0',
    });
    expect(cheap.passwordHashCost).toEqual({ memoryCost: 8, timeCost: 1 });
    expect(cheap.antiEnumerationFloorMs).toBe(0);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });
});
