import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';

const SERVER = new URL('../../dist/server.js', import.meta.url).pathname;
/** The V8 heap flags `npm start` runs the server with (package.json `config.serverNodeFlags`). */
const SERVER_NODE_FLAGS: string[] = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
).config.serverNodeFlags.split(' ');

export interface PortalProcess {
  readonly url: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code once the process ended. */
  readonly exited: Promise<number | null>;
  rssMb(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The bearer token of /metrics in the portal processes of the fault suite. */
export const METRICS_TOKEN = 'fault-suite-metrics-token-0123456789abcdef';

/**
 * The built server (`npm run build` first) as its own process, configured as in production, on the
 * given database and a free port. Resolves once /readyz answers.
 */
export async function startPortal(options: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<PortalProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      COOKIE_SECRET: 'fault-suite-cookie-secret-0123456789abcdef',
      // Production needs a mail server. Nothing listens here (port 9 is the discard service's, never
      // an SMTP server's), so mail waits in the outbox; the SMTP outage test brings its own server.
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sportello-faults-data-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.FAULTS_SERVER_LOG ?? 'fatal',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      RECOVERY_RATE_LIMIT_MAX: '1000000',
      // Production serves /metrics only to the bearer of this token (decision 025).
      METRICS_TOKEN,
      // The public forms' captcha (a proof of work the browser solves) is the server tests' concern;
      // these tests send support requests to measure outages.
      CAPTCHA: 'off',
      // The staff these tests sign in as have no authenticator: the second factor is the server tests'.
      STAFF_SECOND_FACTOR: 'optional',
      ...options.env,
    },
    stdio: ['ignore', process.env.FAULTS_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitReady(url, exited);
  return {
    url,
    process: child,
    exited,
    rssMb: () => rssMb(child.pid),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitReady(url: string, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => {
    done = true;
  });
  for (let i = 0; i < 600 && !done; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(done ? 'the portal exited before it was ready' : 'the portal did not become ready');
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * `count` users `<prefix>.1…` of giulia.neri's company (one parent: one call signs in) with her
 * password hash, so that many distinct sign-ins can run at once without the per-account limits.
 */
export async function addUsersLikeGiulia(databaseUrl: string, prefix: string, count: number): Promise<void> {
  await adminQuery(
    databaseUrl,
    `insert into users (user_name, email, first_name, last_name, company_id, password_hash)
     select $2 || '.' || n, $2 || n || '@example.it', 'Demo', 'User', company_id, password_hash
     from users, generate_series(1, $1) n where user_name = 'giulia.neri'`,
    [count, prefix],
  );
}

/** A fresh database on the cluster of `serverUrl`; returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  statement: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A browser-like caller over real HTTP: keeps cookies, sends the anti-forgery token on state-changing
 * calls, and never waits longer than `timeoutMs` (a request that hangs is a failure of its own).
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();
  private csrf: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') {
      headers['x-csrf-token'] = await this.token();
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (!name) continue;
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
      // A new anti-forgery secret (at sign-in): the token of the old one is no good, as in the web app.
      if (name === 'sportello.csrf') this.csrf = undefined;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed };
  }

  signIn(userName: string, password = 'Sportello#2026') {
    return this.request('POST', '/api/Auth/login', { UserName: userName, Password: password });
  }

  /** The session cookie and token, for a second client (another process behind the same balancer). */
  shareWith(other: HttpClient): void {
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    other.csrf = this.csrf;
  }

  /** The session cookie and the anti-forgery token, for a request this client does not shape (a stream). */
  async credentials(): Promise<Record<string, string>> {
    return {
      'x-csrf-token': await this.token(),
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
  }

  /** Fetches the anti-forgery token now, so that the next state-changing call is a single request. */
  async prepare(): Promise<void> {
    await this.token();
  }

  private async token(): Promise<string> {
    if (!this.csrf) {
      const { body } = await this.request('GET', '/api/Auth/antiforgery');
      this.csrf = (body as { Token: string }).Token;
    }
    return this.csrf;
  }
}

/** True for the error shape of every refusal: `{ ErrorCode > 0, ErrorMessage, Message }`. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { ErrorCode, ErrorMessage, Message } = body as Record<string, unknown>;
  return (
    typeof ErrorCode === 'number' &&
    ErrorCode > 0 &&
    typeof ErrorMessage === 'string' &&
    typeof Message === 'string'
  );
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
