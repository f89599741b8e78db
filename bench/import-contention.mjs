#!/usr/bin/env node
// A customer's reads while the back office imports 10,000 rows, on the embedded database (PGlite,
// one connection): `npm run bench:import-contention` (after `npm run build`).
// Starts the built server in production mode without DATABASE_URL, so on PGlite in a fresh DATA_DIR
// (a temporary folder, removed at the end), signs in as the vendor's admin and as a customer
// (mario.rossi of Rossi Impianti), and sends one read of the customer's every BENCH_READ_MS (default
// 100 ms, each sent on time whether or not the earlier ones have answered, so that a read stuck behind
// the import counts for every read that waited with it): the first page of the company's tickets.
// First with nothing else running, then during each job of BENCH_ROWS rows (default 10,000): the
// companies' check, their import, the users' check, their import (welcome mails queued). Reports each
// job's seconds and the reads' count, p50, p99 and slowest. Asserts nothing but the jobs' counts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesFile, usersFile } from './import-files.mjs';
import { freePort, readsUntil, SERVER_NODE_FLAGS, signIn, waitFor } from './portal.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const READ_MS = Number(process.env.BENCH_READ_MS ?? 100);
const QUIET_SECONDS = 5;
const READ = '/api/Support/tickets?Page=0&Size=20';

const dataDir = mkdtempSync(join(tmpdir(), 'sportello-bench-contention-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _postgres, ...env } = process.env;
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];
const portal = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, 'apps/server/dist/server.js'], {
  env: {
    ...env,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-cookie-secret-bench-cookie-secret',
    // Production needs a mail server; the outbox does not poll during the run, so nothing listens here.
    SMTP_URL: 'smtp://127.0.0.1:2599',
    MAIL_POLL_MS: '3600000',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** The customer's first page of tickets, one read every READ_MS until `until` settles. */
const readsDuring = (customer, until) =>
  readsUntil({ url: `${base}${READ}`, headers: customer, everyMs: READ_MS }, until);

try {
  await waitFor(`${base}/readyz`);
  const signedIn = await signIn(base);
  const customer = await signIn(base, 'mario.rossi', '12345678903');
  const { Token } = await (await fetch(`${base}/api/Auth/antiforgery`, { headers: signedIn })).json();
  const headers = { ...signedIn, 'content-type': 'application/json', 'x-csrf-token': Token };
  /** Sends the file and follows its job to the end (asked every 100 ms); the seconds it took. */
  const send = async (area, file, DryRun, expected) => {
    const body = JSON.stringify({ Content: file.toString('base64'), Encoding: 65001, DryRun });
    const t0 = performance.now();
    const res = await fetch(`${base}/api/${area}/Import`, { method: 'POST', headers, body });
    const started = await res.json();
    if (!res.ok) throw new Error(`${area} answered ${res.status}: ${JSON.stringify(started)}`);
    let job;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = await (await fetch(`${base}/api/${area}/Import/Jobs/${started.JobId}`, { headers })).json();
    } while (job.State === 'queued' || job.State === 'running');
    if (job.State !== 'done' || job.ErrorCount !== 0 || job[expected] !== ROWS)
      throw new Error(`${area}: ${JSON.stringify(job).slice(0, 400)}`);
    return Number(((performance.now() - t0) / 1000).toFixed(2));
  };
  const during = async (name, area, file, DryRun, expected) => {
    const job = send(area, file, DryRun, expected);
    const reads = await readsDuring(customer, job);
    return [name, { jobSeconds: await job, ...reads }];
  };
  const companies = companiesFile(ROWS);
  const users = usersFile(ROWS);
  const quiet = new Promise((r) => setTimeout(r, QUIET_SECONDS * 1000));
  const results = Object.fromEntries([
    ['no import running', await readsDuring(customer, quiet)],
    await during('companies: check', 'Company', companies, true, 'Created'),
    await during('companies: import (creates)', 'Company', companies, false, 'Created'),
    await during('users: check', 'User', users, true, 'Created'),
    await during('users: import (creates, welcome mails queued)', 'User', users, false, 'Created'),
  ]);
  console.log(
    JSON.stringify(
      {
        database: 'embedded (PGlite)',
        rows: ROWS,
        read: READ,
        readEveryMs: READ_MS,
        results,
        loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
