import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { listenAndAnnounce, productionWarnings, welcomeBanner } from './start-up';

/** The user names and identities of the README's demo tables: each row's first cell, backquoted. */
function readmeDemoNames(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Demo accounts'));
  const demo = section.slice(0, section.indexOf('\n## ', 1));
  return demo
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
}

describe('the start-up banner', () => {
  it('lists every demo account and identity of the README', () => {
    const names = readmeDemoNames();
    // Both tables: the demo accounts and the identity provider's identities.
    expect(names).toEqual(
      expect.arrayContaining(['mario.rossi', 'operatore2@sportello.demo', 'sso.estraneo']),
    );
    const banner = welcomeBanner({
      url: 'http://localhost:3000',
      database: 'PostgreSQL',
      demo: true,
      web: true,
      devIdp: true,
      apiDocs: true,
    });
    for (const name of names) expect(banner, name).toMatch(new RegExp(`\\b${name.replace(/\./g, '\\.')}\\b`));
    expect(banner).toMatch(/bruno\.bloccato +customer user, disabled/);
  });

  it('comes as one block after the start-up’s log lines and before any request’s', async () => {
    const written: string[] = [];
    const output = { write: (text: string) => written.push(text) };
    const app = Fastify({ logger: { level: 'info', stream: output } });
    app.get('/ping', async () => ({ ok: true }));
    try {
      await listenAndAnnounce(app, output, { host: '127.0.0.1', port: 0 }, 'BANNER\n');
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      await fetch(`http://127.0.0.1:${address.port}/ping`);
      const listening = written.findIndex((line) => line.includes('Server listening'));
      const banner = written.indexOf('BANNER\n');
      const request = written.findIndex((line) => line.includes('incoming request'));
      // Each must be there (an index of -1 would satisfy the order by itself).
      expect(Math.min(listening, banner, request)).toBeGreaterThanOrEqual(0);
      expect(banner).toBeGreaterThan(listening);
      expect(request).toBeGreaterThan(banner);
    } finally {
      await app.close();
    }
  });
});

describe('a production start', () => {
  const env = {
    NODE_ENV: 'production',
    COOKIE_SECRET: 'a-production-cookie-secret-of-32-chars!',
    SMTP_URL: 'smtp://mail.example.it',
  };

  it('warns when it runs on the embedded database or over plain http', () => {
    const warnings = productionWarnings(loadConfig({ ...env, PUBLIC_URL: 'http://portale.example.it' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/embedded PGlite.*DATABASE_URL/);
    expect(warnings[1]).toMatch(/plain http \(PUBLIC_URL=http:\/\/portale\.example\.it\)/);
  });

  it('warns of nothing on PostgreSQL over https, nor outside production', () => {
    const postgres = { DATABASE_URL: 'postgres://portale@db.example.it/portale' };
    expect(
      productionWarnings(loadConfig({ ...env, ...postgres, PUBLIC_URL: 'https://portale.example.it' })),
    ).toEqual([]);
    expect(productionWarnings(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
  });
});
