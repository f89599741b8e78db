import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { PG, startBenchPortal, waitFor, cpuSeconds } from './portal.mjs';
const portal = await startBenchPortal(3212, JSON.parse(process.env.PROBE_ENV ?? '{}'));
const floor = spawn(process.execPath, ['bench/same-work-floor.mjs', '3213', `${PG}/sportello_bench`], { stdio: 'inherit' });
try {
  await waitFor('http://127.0.0.1:3212/readyz');
  const base='http://127.0.0.1:3212';
  const csrf = await fetch(`${base}/api/Auth/antiforgery`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(';')[0].split('=')));
  const { Token } = await csrf.json();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/Auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': Token }, body: JSON.stringify({ UserName: 'mario.rossi', Password: 'Sportello#2026', ParentCode: '12345678903' }) });
  for (const c of login.headers.getSetCookie()) { const [n, v] = c.split(';')[0].split('='); jar.set(n, v); }
  await waitFor('http://127.0.0.1:3213/api/Support/tickets', { cookie: cookie() });
  for (let round = 0; round < 2; round++)
  for (const [name, port, pid] of [['portal', 3212, portal.pid], ['floor', 3213, floor.pid]]) {
    const url = `http://127.0.0.1:${port}/api/Support/tickets?Page=0&Size=20`;
    await autocannon({ url, headers: { cookie: cookie() }, connections: 10, amount: 1000 });
    const c0 = cpuSeconds(pid);
    const r = await autocannon({ url, headers: { cookie: cookie() }, connections: 10, overallRate: 200, duration: 5 });
    const c1 = cpuSeconds(pid);
    console.log(name, 'rps', r.requests.average, 'p99', r.latency.p99, 'cpu us/req', Math.round((c1-c0)*1e6/r.requests.total));
  }
} finally { portal.kill('SIGTERM'); floor.kill('SIGTERM'); }
