import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './test-client';
import { TEST_COSTS } from './test-costs';
import { openTestDatabase } from './test-database';

/**
 * Two real server processes on two ports over one PostgreSQL database (and, when TEST_REDIS_URL is
 * set, one Redis): a session created through one is honoured by the other, as behind a load
 * balancer. Runs in the PostgreSQL project only (PGlite is a single-process database).
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe.runIf(onPostgres)('two server processes', { timeout: 90_000 }, () => {
  let url = '';
  let drop: () => Promise<void> = async () => {};
  const processes: ChildProcess[] = [];

  beforeAll(async () => {
    const test = await openTestDatabase();
    await test.database.close();
    url = test.url!;
    drop = test.drop;
  });

  afterAll(async () => {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(
      processes.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))),
    );
    await drop();
  });

  async function start(port: number, env: Record<string, string> = {}): Promise<string> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        PORT: String(port),
        // Each process brings up its own development identity provider: next to it, not on one shared port.
        DEV_IDP_PORT: String(port + 100),
        HOST: '127.0.0.1',
        COOKIE_SECRET: 'two-processes-share-this-cookie-secret',
        SEED_DEMO: 'true',
        REDIS_URL: '',
        ...TEST_COSTS,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    const base = `http://127.0.0.1:${port}`;
    // Up to a minute: each process compiles the server as it starts, slowly on a busy machine.
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return base;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server on ${port} did not become ready`);
  }

  async function signInOn(base: string): Promise<string> {
    const csrf = await fetch(`${base}/api/Auth/antiforgery`);
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { Token } = (await csrf.json()) as { Token: string };
    const login = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': Token, cookie: csrfCookie },
      body: JSON.stringify({ UserName: 'giulia.neri', Password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie().find((c) => c.startsWith('sportello.sid='));
    return session!.split(';')[0]!;
  }

  it('shares sessions through PostgreSQL', async () => {
    // Started side by side: each compiles the server on start, the slow part of this file.
    const [one, two] = await Promise.all([start(3611), start(3612)]);
    const cookie = await signInOn(one);
    const res = await fetch(`${two}/api/Auth/session`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { User: { UserName: string } }).User.UserName).toBe('giulia.neri');
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares sessions through Redis', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const [one, two] = await Promise.all([start(3613, env), start(3614, env)]);
    const cookie = await signInOn(one);
    const res = await fetch(`${two}/api/Auth/session`, { headers: { cookie } });
    expect(res.status).toBe(200);
  });
});
