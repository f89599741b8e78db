// What the benchmarks share: the built portal started in production mode on a fresh PostgreSQL
// database (`sportello_bench` on BENCH_PG), a wait for an address to answer, and the two ways of
// loading it: closed loop flat out (`load`) and open loop at a given pace (`readsUntil`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';

/** The V8 heap flags `npm start` runs the server with (package.json `config.serverNodeFlags`). */
export const SERVER_NODE_FLAGS = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).config.serverNodeFlags.split(' ');

/** BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const PROFILE_FLAGS = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];

/**
 * Starts the portal on `port` with `env` on top of the production settings, on a fresh database
 * (`database`, so that two benchmarks can run side by side), or with `fresh: false` on the database as
 * an earlier start left it (a restart); returns the process.
 */
export async function startBenchPortal(port, env = {}, database = 'sportello_bench', { fresh = true } = {}) {
  if (fresh) {
    const admin = new pg.Client({ connectionString: `${PG}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    await admin.end();
  }
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...PROFILE_FLAGS, 'apps/server/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECRET: 'bench-cookie-secret-bench-cookie-secret',
      // Production needs a mail server; the benchmarks send no mail, so nothing needs to listen here.
      SMTP_URL: 'smtp://127.0.0.1:2599',
      DATABASE_URL: `${PG}/${database}`,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      // The benchmarks sign staff in by password alone; the second factor has its own tests.
      STAFF_SECOND_FACTOR: 'optional',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A port nobody listens on now: the system's pick for a socket opened and closed at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url, headers = {}) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Signs in like a browser (the vendor's admin unless told whom, with the company parent to pick if
 * any) and returns the headers a signed-in tab sends.
 */
export async function signIn(base, UserName = 'admin@sportello.demo', ParentCode = undefined) {
  const csrf = await fetch(`${base}/api/Auth/antiforgery`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(';')[0].split('=')));
  const { Token } = await csrf.json();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': Token },
    body: JSON.stringify({ UserName, Password: 'Sportello#2026', ParentCode }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  for (const c of login.headers.getSetCookie()) {
    const [name, value] = c.split(';')[0].split('=');
    jar.set(name, value);
  }
  return { cookie: cookie() };
}

/** utime + stime of a process, in seconds (clock ticks of 1/100 s on Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Autocannon on `url` with `connections` clients for `seconds`: flat out (each client sends its next
 * request when the last one answered), or at most `overallRate` a second. Each request's path is
 * `nextPath()` when given (a different key each time), else the url's. With the server's CPU time
 * per request (microseconds): its own machinery's cost.
 */
export async function load(url, { headers, pid, connections, seconds, overallRate, nextPath }) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    ...(overallRate && { overallRate }),
    ...(nextPath && { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    serverCpuUsPerRequest: Math.round(((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total),
  };
}

/** The value at percentile `p` of ascending `sorted` (the nearest rank). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * A customer's reads of `url` (a string, or a function giving each read's own), one every `everyMs`
 * from now until `until` settles, each sent when due whether or not the earlier ones have answered
 * (so that a read stuck behind other work counts for every read that waited with it); their count,
 * p50, p95, p99 and slowest, each from when it was due. The reads due since the last timer go out
 * together, so that a pace faster than the timers' millisecond is kept, and a timer that fires late
 * counts against the figures rather than hiding a wait.
 */
export async function readsUntil({ url, headers, everyMs }, until) {
  const latencies = [];
  const pending = [];
  let over = false;
  const stop = () => {
    over = true;
  };
  until.then(stop, stop);
  const started = performance.now();
  const dueAt = (n) => started + n * everyMs;
  let sent = 0;
  while (!over) {
    for (; dueAt(sent) <= performance.now(); sent++) {
      const due = dueAt(sent);
      pending.push(
        fetch(typeof url === 'function' ? url() : url, { headers }).then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`the customer's read answered ${res.status}`);
          latencies.push(performance.now() - due);
        }),
      );
    }
    await Promise.race([
      new Promise((r) => setTimeout(r, dueAt(sent) - performance.now())),
      until.catch(() => {}),
    ]);
  }
  await Promise.all(pending);
  await until;
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (v) => Number(v.toFixed(1));
  return {
    reads: sorted.length,
    p50Ms: ms(percentile(sorted, 50)),
    p95Ms: ms(percentile(sorted, 95)),
    p99Ms: ms(percentile(sorted, 99)),
    slowestMs: ms(sorted[sorted.length - 1] ?? 0),
  };
}
