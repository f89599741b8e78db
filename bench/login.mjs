#!/usr/bin/env node
// Password sign-in throughput: `npm run bench:login` (after `npm run build`).
// Starts the built server on PostgreSQL (a fresh `sportello_bench` database on BENCH_PG, default
// postgres://postgres@127.0.0.1:5432), adds BENCH_USERS distinct users, then signs them in for
// BENCH_SECONDS with autocannon and prints password sign-ins per second, per core, and against the
// hash alone; then the same load on the sign-in's same work with the least machinery
// (sign-in-floor.mjs); the server's resident memory after start and after the load; and its start to
// ready, on the fresh database and again as a restart. A benchmark, not a test: it asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSeconds, freePort, PG, startBenchPortal, waitFor } from './portal.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;

// The ceiling first, on a quiet machine: measured after the load, it shared the cores with PostgreSQL
// still writing out the run (its figure moved by a fifth between runs).
const hashCeiling = await argon2Ceiling();
const SETTINGS = { LOGIN_RATE_LIMIT_MAX: '100000000' };
const server = await startBenchPortal(PORT, SETTINGS);
const startupMs = await readyAfterMs();
const rssAfterStart = rssMb(server.pid);

// Bench users share giulia.neri's company (one parent: the sign-in completes in one call) and hash.
const db = new pg.Client({ connectionString: `${PG}/sportello_bench` });
await db.connect();
await db.query(
  `insert into users (user_name, email, first_name, last_name, company_id, password_hash)
   select 'bench.user.' || n, 'bench' || n || '@example.it', 'Bench', 'User', company_id, password_hash
   from users, generate_series(1, $1) n where user_name = 'giulia.neri'`,
  [USERS],
);
await db.end();

// One anti-forgery token and cookie serve every request, as for a browser tab.
const csrf = await fetch(`${BASE}/api/Auth/antiforgery`);
const cookie = csrf.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { Token } = await csrf.json();

const cpuBefore = cpuSeconds(server.pid);
const result = await signInLoad(BASE, { cookie, 'x-csrf-token': Token });
const serverCpu = cpuSeconds(server.pid) - cpuBefore;
// At the last request the hash work areas of the requests in flight are still in use; a few
// seconds later the process holds what it keeps between loads.
const rssEndOfLoad = rssMb(server.pid);
await new Promise((resolve) => setTimeout(resolve, 5000));
const rssAfterLoad = rssMb(server.pid);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

// The same work with the least machinery (sign-in-floor.mjs), on the same database, right after.
const FLOOR_PORT = await freePort();
const floor = spawn(
  process.execPath,
  ['bench/sign-in-floor.mjs', String(FLOOR_PORT), `${PG}/sportello_bench`],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
await waitFor(`http://127.0.0.1:${FLOOR_PORT}/readyz`);
const floorResult = await signInLoad(`http://127.0.0.1:${FLOOR_PORT}`, {});
floor.kill('SIGTERM');
await new Promise((resolve) => floor.once('exit', resolve));

// A restart, as a deployment does it: the database is migrated and seeded already.
const restarted = await startBenchPortal(PORT, SETTINGS, 'sportello_bench', { fresh: false });
const restartMs = await readyAfterMs();
restarted.kill('SIGTERM');

const cores = availableParallelism();
const ok = result['2xx'];
const perSecond = ok / SECONDS;
const floorPerSecond = floorResult['2xx'] / SECONDS;
console.log(
  JSON.stringify(
    {
      machine: { cores, node: process.version },
      users: USERS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      signIns: ok,
      non2xx: result.non2xx,
      errors: result.errors,
      signInsPerSecond: Math.round(perSecond),
      // PostgreSQL and the load generator share this machine's cores: per core of *server* CPU is
      // the figure that carries over to a deployment with the database elsewhere.
      signInsPerServerCpuSecond: Math.round(ok / serverCpu),
      signInsPerSecondPerMachineCore: Math.round(perSecond / cores),
      serverCpuShare: Number((serverCpu / SECONDS / cores).toFixed(2)),
      argon2idVerificationsPerSecondCeiling: hashCeiling,
      // Issue #18's figure: how close sign-ins come to the hash alone, the ceiling of this machine.
      signInsPerHashCeiling: Number((perSecond / hashCeiling).toFixed(2)),
      // The same statements and hash with the least machinery: what this machine allows for the work
      // (its ratio to the ceiling), and what the portal's own machinery costs (the portal's ratio to it).
      sameWorkFloor: {
        signInsPerSecond: Math.round(floorPerSecond),
        errors: floorResult.non2xx + floorResult.errors,
        perHashCeiling: Number((floorPerSecond / hashCeiling).toFixed(2)),
        portalPerFloor: Number((perSecond / floorPerSecond).toFixed(2)),
      },
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      // From the process's start to its first ready answer: on a fresh database (migrations and the
      // demo data included), and again on the same database, as a restart.
      startupMs: { freshDatabase: startupMs, restart: restartMs },
      rssMb: { afterStart: rssAfterStart, atEndOfLoad: rssEndOfLoad, afterLoad: rssAfterLoad },
    },
    null,
    2,
  ),
);

/**
 * The hash alone, on every core at once (the libuv pool's four threads, as in the server): the most
 * sign-ins per second this machine could do. 800 verifications, about five seconds.
 */
async function argon2Ceiling() {
  const params = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const stored = await hash('Sportello#2026', params);
  await Promise.all(Array.from({ length: 20 }, () => verify(stored, 'Sportello#2026')));
  const started = performance.now();
  await Promise.all(Array.from({ length: 800 }, () => verify(stored, 'Sportello#2026')));
  return Math.round(800 / ((performance.now() - started) / 1000));
}

/** From now, right after a start, until the portal answers ready. */
async function readyAfterMs() {
  const started = Date.now();
  await waitFor(`${BASE}/readyz`);
  return Date.now() - started;
}

/** BENCH_CONNECTIONS sign-ins at a time for BENCH_SECONDS, the bench users in turn, as autocannon's result. */
function signInLoad(base, headers) {
  let next = 0;
  return autocannon({
    url: `${base}/api/Auth/login`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        setupRequest(request) {
          next = (next % USERS) + 1;
          return {
            ...request,
            body: JSON.stringify({ UserName: `bench.user.${next}`, Password: 'Sportello#2026' }),
          };
        },
      },
    ],
  });
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
