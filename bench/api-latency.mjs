#!/usr/bin/env node
// Authenticated read latency: `npm run bench:api` (after `npm run build`).
// Starts the built server in production mode on a fresh PostgreSQL database (`sportello_bench` on
// BENCH_PG), signs in as BENCH_USER and measures BENCH_PATH (default: the first page of 20 of the
// signed-in company's tickets) with autocannon: first flat out, then at 70% of that rate for p99.
// Beside it, in the same run and on the same machine, a bare Fastify "hello world" measured the same
// way: the target is ≥ 40% of its throughput, and p99 < 20 ms at 70% load. Asserts nothing.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startBenchPortal, waitFor } from './portal.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USER = process.env.BENCH_USER ?? 'mario.rossi';
const PARENT = process.env.BENCH_PARENT ?? '12345678903';
const PATH = process.env.BENCH_PATH ?? '/api/Support/tickets?Page=0&Size=20';
const PORT = 3210;
const HELLO_PORT = 3211;

const portal = await startBenchPortal(PORT);
const hello = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/', async () => ({ hello: 'world' }));
     await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`,
  ],
  { cwd: 'apps/server', stdio: ['ignore', 'ignore', 'inherit'] },
);

try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const headers = await signIn(`http://127.0.0.1:${PORT}`);
  const check = await fetch(`http://127.0.0.1:${PORT}${PATH}`, { headers });
  if (!check.ok) throw new Error(`${PATH} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);

  const portalMax = await load(`http://127.0.0.1:${PORT}${PATH}`, headers);
  const helloMax = await load(`http://127.0.0.1:${HELLO_PORT}/`, {});
  const portalAt70 = await load(`http://127.0.0.1:${PORT}${PATH}`, headers, Math.round(portalMax.rps * 0.7));
  console.log(
    JSON.stringify(
      {
        path: PATH,
        seconds: SECONDS,
        connections: CONNECTIONS,
        portal: { maxRps: portalMax.rps, p99AtMaxMs: portalMax.p99, non2xx: portalMax.non2xx },
        helloWorld: { maxRps: helloMax.rps, p99AtMaxMs: helloMax.p99 },
        shareOfHelloWorld: Number((portalMax.rps / helloMax.rps).toFixed(2)),
        at70Percent: { rps: portalAt70.rps, p50Ms: portalAt70.p50, p99Ms: portalAt70.p99 },
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
  hello.kill('SIGTERM');
}

async function load(url, headers, overallRate) {
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
  };
}

/** Signs in like a browser and returns the headers a signed-in tab sends. */
async function signIn(base) {
  const csrf = await fetch(`${base}/api/Auth/antiforgery`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(';')[0].split('=')));
  const { Token } = await csrf.json();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': Token },
    body: JSON.stringify({ UserName: USER, Password: 'Sportello#2026', ParentCode: PARENT }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  for (const c of login.headers.getSetCookie()) {
    const [name, value] = c.split(';')[0].split('=');
    jar.set(name, value);
  }
  return { cookie: cookie() };
}
