import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
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

  /** A browser signed in on `base`: its cookies, and the anti-forgery token that goes with them. */
  async function signInOn(
    base: string,
    userName = 'giulia.neri',
  ): Promise<{ cookie: string; token: string }> {
    const jar = new Map<string, string>();
    const keep = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [name, value] = c.split(';')[0]!.split('=');
        jar.set(name!, value!);
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = async () => {
      const res = await fetch(`${base}/api/Auth/antiforgery`, { headers: { cookie: cookie() } });
      keep(res);
      return ((await res.json()) as { Token: string }).Token;
    };
    const login = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await token(), cookie: cookie() },
      body: JSON.stringify({ UserName: userName, Password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    keep(login);
    // Sign-in renews the anti-forgery secret: the token of the signed-in browser comes after it.
    return { token: await token(), cookie: cookie() };
  }

  const post = (base: string, path: string, browser: { cookie: string; token: string }, body: object = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': browser.token, cookie: browser.cookie },
      body: JSON.stringify(body),
    });

  /** How long until `base` refuses the browser's session, polling; fails after two seconds. */
  async function refusedAfter(base: string, browser: { cookie: string }): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      const res = await fetch(`${base}/api/Auth/session`, { headers: { cookie: browser.cookie } });
      if (res.status === 401) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${base} still honours the session after two seconds`);
  }

  // Started once, side by side: each compiles the server on start, the slow part of this file.
  let overPostgres: Promise<[string, string]> | undefined;
  const postgresPair = () => {
    overPostgres ??= Promise.all([start(3611), start(3612)]);
    return overPostgres;
  };

  it('shares sessions through PostgreSQL', async () => {
    const [one, two] = await postgresPair();
    const { cookie } = await signInOn(one);
    const res = await fetch(`${two}/api/Auth/session`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { User: { UserName: string } }).User.UserName).toBe('giulia.neri');
  });

  // Each process keeps a copy of the sessions it reads for up to SESSION_CACHE_MS (decision 045):
  // an ending on one must reach the copy on the other within a second, through the event bus.
  it('a sign-out, a disabled user and a password change on one process end the session on the other within a second', async () => {
    const [one, two] = await postgresPair();
    const held = async (userName?: string) => {
      const browser = await signInOn(one, userName);
      // Read on the other process: from now on that process holds a copy.
      expect((await fetch(`${two}/api/Auth/session`, { headers: { cookie: browser.cookie } })).status).toBe(
        200,
      );
      return browser;
    };

    const signedOut = await held();
    expect((await post(one, '/api/Auth/logout', signedOut)).status).toBe(200);
    expect(await refusedAfter(two, signedOut)).toBeLessThan(1_000);

    const disabled = await held();
    const admin = await signInOn(one, 'admin@sportello.demo');
    const users = new pg.Client({ connectionString: url });
    await users.connect();
    const { rows } = await users.query("select id from users where user_name = 'giulia.neri'");
    await users.end();
    const off = await post(one, '/api/User/Enable', admin, { Ids: [rows[0].id], Enabled: false });
    expect(off.status).toBe(200);
    expect(await refusedAfter(two, disabled)).toBeLessThan(1_000);

    // Another of lucia's browsers changes her password: this one is signed out everywhere.
    const other = await held('lucia.bianchi.neri');
    const changing = await signInOn(one, 'lucia.bianchi.neri');
    const newPassword = 'Nuova#Pass1';
    const changed = await post(one, '/api/Auth/changepassword', changing, {
      OldPassword: DEMO_PASSWORD,
      NewPassword: newPassword,
      NewPassword2: newPassword,
    });
    expect(changed.status).toBe(200);
    expect(await refusedAfter(two, other)).toBeLessThan(1_000);
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares sessions, and their ending, through Redis', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const [one, two] = await Promise.all([start(3613, env), start(3614, env)]);
    // Not giulia.neri, whom the test before disables.
    const browser = await signInOn(one, 'operatore@sportello.demo');
    const res = await fetch(`${two}/api/Auth/session`, { headers: { cookie: browser.cookie } });
    expect(res.status).toBe(200);
    // The news of the sign-out crosses through Redis pub/sub.
    expect((await post(one, '/api/Auth/logout', browser)).status).toBe(200);
    expect(await refusedAfter(two, browser)).toBeLessThan(1_000);
  });
});
