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
import autocannon from 'autocannon';
import { cpuSeconds, freePort, PG, signIn, startBenchPortal, waitFor } from './portal.mjs';

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

  const portalMax = await load(portalUrl, headers, portal.pid);
  const floorMax = await load(floorUrl, headers, floor.pid);
  const portalAt70 = await load(portalUrl, headers, portal.pid, Math.round(portalMax.rps * 0.7));
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

/** Autocannon on `url`; with the server's CPU time per request (microseconds): its own machinery's cost. */
async function load(url, headers, pid, overallRate) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(overallRate && { overallRate }),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    serverCpuUsPerRequest: Math.round(((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total),
  };
}
