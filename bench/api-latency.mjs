#!/usr/bin/env node
// Authenticated read latency: `npm run bench:api` (after `npm run build`).
// Starts the built server in production mode on a fresh PostgreSQL database (`sportello_bench` on
// BENCH_PG), signs in as BENCH_USER and measures the first page of 20 of the signed-in company's
// tickets with autocannon: first flat out, then at 70% of that rate for p99. Beside it, in the same
// run, on the same database and with the same session cookie, the same work with the least machinery
// (same-work-floor.mjs), measured the same way after checking that it answers the same body: the
// target is ≥ 70% of its throughput, and p99 < 20 ms at 70% of the portal's rate. Asserts nothing.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { freePort, load, PG, signIn, startBenchPortal, waitFor } from './portal.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USER = process.env.BENCH_USER ?? 'mario.rossi';
const PARENT = process.env.BENCH_PARENT ?? '12345678903';
const PATH = '/api/Support/tickets?Page=0&Size=20';
const PORT = await freePort();
const FLOOR_PORT = await freePort();

const portal = await startBenchPortal(PORT);
const floor = spawn(
  process.execPath,
  ['bench/same-work-floor.mjs', String(FLOOR_PORT), `${PG}/sportello_bench`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);

try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  const headers = await signIn(`http://127.0.0.1:${PORT}`, USER, PARENT);
  const portalUrl = `http://127.0.0.1:${PORT}${PATH}`;
  const floorUrl = `http://127.0.0.1:${FLOOR_PORT}${PATH}`;
  await waitFor(floorUrl, headers);
  const [mine, least] = await Promise.all(
    [portalUrl, floorUrl].map((u) => fetch(u, { headers }).then((r) => r.json())),
  );
  if (!isDeepStrictEqual(mine, least))
    throw new Error(`the floor answers otherwise:\n${JSON.stringify(least)}\n${JSON.stringify(mine)}`);

  const run = { headers, connections: CONNECTIONS, seconds: SECONDS };
  const portalMax = await load(portalUrl, { ...run, pid: portal.pid });
  const floorMax = await load(floorUrl, { ...run, pid: floor.pid });
  const portalAt70 = await load(portalUrl, {
    ...run,
    pid: portal.pid,
    overallRate: Math.round(portalMax.rps * 0.7),
  });
  console.log(
    JSON.stringify(
      {
        path: PATH,
        seconds: SECONDS,
        connections: CONNECTIONS,
        tickets: mine.Total,
        portal: portalMax,
        sameWorkFloor: floorMax,
        ratioToFloor: Number((portalMax.rps / floorMax.rps).toFixed(2)),
        at70Percent: { rps: portalAt70.rps, p50Ms: portalAt70.p50, p99Ms: portalAt70.p99 },
        loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
  floor.kill('SIGTERM');
}
