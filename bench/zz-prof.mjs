import autocannon from 'autocannon';
import { startBenchPortal, waitFor, cpuSeconds } from './portal.mjs';
const portal = await startBenchPortal(3212, JSON.parse(process.env.PROBE_ENV ?? '{}'));
try {
  await waitFor('http://127.0.0.1:3212/readyz');
  const base='http://127.0.0.1:3212';
  const csrf = await fetch(`${base}/api/Auth/antiforgery`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(';')[0].split('=')));
  const { Token } = await csrf.json();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/Auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': Token }, body: JSON.stringify({ UserName: 'mario.rossi', Password: 'Sportello#2026', ParentCode: '12345678903' }) });
  for (const c of login.headers.getSetCookie()) { const [n, v] = c.split(';')[0].split('='); jar.set(n, v); }
  const url = `${base}/api/Support/tickets?Page=0&Size=20`;
  await autocannon({ url, headers: { cookie: cookie() }, connections: 10, amount: 2000 });
  const c0 = cpuSeconds(portal.pid);
  const r = await autocannon({ url, headers: { cookie: cookie() }, connections: 10, duration: 10 });
  const c1 = cpuSeconds(portal.pid);
  console.log('rps', r.requests.average, 'p99', r.latency.p99, 'cpu us/req', Math.round((c1-c0)*1e6/r.requests.total), 'non2xx', r.non2xx);
} finally { portal.kill('SIGTERM'); }
