#!/usr/bin/env node
// The back office's imports of 10,000 rows: `npm run bench:import` (after `npm run build`).
// Starts the built server in production mode on a fresh PostgreSQL database
// (`sportello_bench_import` on BENCH_PG, dropped at the end), on a free port, signs in as the
// vendor's admin and sends one CSV file of BENCH_ROWS valid companies (default 10,000; every tenth
// under one of the first hundred, named earlier in the file) three times: a check, the import (all
// created), the same file again (all updated, nothing changed), then a file that changes every row's
// name (every row updated and audited before and after); then the same with a file of as many users,
// one per imported company, with the welcome mail queued for each new one. Each time is the client's,
// from sending the file to the job's end as its polling sees it (every 100 ms): upload, reading,
// every row through its form's schema, the batched writes and their checks, the job's bookkeeping.
// Asserts nothing but the jobs' counts. The outbox sends no mail during the run (its own time).
import pg from 'pg';
import { companiesFile, usersFile } from './import-files.mjs';
import { freePort, PG, signIn, startBenchPortal, waitFor } from './portal.mjs';

const DATABASE = 'sportello_bench_import';
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

const port = await freePort();
const portal = await startBenchPortal(port, { MAIL_POLL_MS: '3600000' }, DATABASE);
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/readyz`);
  const signedIn = await signIn(base);
  const { Token } = await (await fetch(`${base}/api/Auth/antiforgery`, { headers: signedIn })).json();
  const headers = { ...signedIn, 'content-type': 'application/json', 'x-csrf-token': Token };
  /** Sends the file and follows its job to the end; the seconds it took. */
  const send = async (area, file, name, DryRun, expected) => {
    const body = JSON.stringify({ Content: file.toString('base64'), Encoding: 65001, DryRun });
    const t0 = performance.now();
    const res = await fetch(`${base}/api/${area}/Import`, { method: 'POST', headers, body });
    const started = await res.json();
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(started)}`);
    let job;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = await (await fetch(`${base}/api/${area}/Import/Jobs/${started.JobId}`, { headers })).json();
    } while (job.State === 'queued' || job.State === 'running');
    const ms = performance.now() - t0;
    if (job.State !== 'done' || job.ErrorCount !== 0 || job[expected] !== ROWS)
      throw new Error(`${name}: ${JSON.stringify(job).slice(0, 400)}`);
    return [name, { seconds: Number((ms / 1000).toFixed(2)) }];
  };
  const companies = companiesFile(ROWS);
  const users = usersFile(ROWS);
  const results = Object.fromEntries([
    await send('Company', companies, 'companies: check', true, 'Created'),
    await send('Company', companies, 'companies: import (creates)', false, 'Created'),
    await send('Company', companies, 'companies: import again (updates, nothing changed)', false, 'Updated'),
    await send(
      'Company',
      companiesFile(ROWS, ' Nuova'),
      'companies: import, every row changed',
      false,
      'Updated',
    ),
    await send('User', users, 'users: check', true, 'Created'),
    await send('User', users, 'users: import (creates, welcome mails queued)', false, 'Created'),
    await send('User', users, 'users: import again (updates, nothing changed)', false, 'Updated'),
    await send('User', usersFile(ROWS, ' Maria'), 'users: import, every row changed', false, 'Updated'),
  ]);
  console.log(
    JSON.stringify(
      { rows: ROWS, bytes: { companies: companies.length, users: users.length }, results },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.end();
}
