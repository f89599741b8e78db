import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addUsersLikeGiulia,
  createDatabase,
  HttpClient,
  type PortalProcess,
  percentile,
  startPortal,
} from './portal-process';

// Load, bounded in count and time, on loopback: 1,000 password sign-ins from 100 concurrent clients,
// with no error. The latency percentiles are reported (docs/performance.md), not asserted: timing
// on a shared 2-core machine is a figure, not a pass/fail line.

const cluster = inject('cluster');
const CLIENTS = 100;
const SIGN_INS = 1_000;

let portal: PortalProcess;

beforeAll(async () => {
  const databaseUrl = await createDatabase(cluster.url, 'sportello_fault_load');
  portal = await startPortal({ databaseUrl });
  await addUsersLikeGiulia(databaseUrl, 'load.user', CLIENTS);
});

afterAll(async () => {
  await portal?.stop();
});

describe('sign-in load', () => {
  it(`${SIGN_INS} sign-ins from ${CLIENTS} concurrent clients, no error`, async () => {
    const rssBefore = portal.rssMb();
    const latencies: number[] = [];
    const failures: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < SIGN_INS / CLIENTS; i++) {
          const browser = new HttpClient(portal.url, 60_000);
          await browser.prepare();
          const t0 = performance.now();
          const { status } = await browser.signIn(`load.user.${client + 1}`);
          latencies.push(performance.now() - t0);
          if (status !== 200) failures.push(status);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((x, y) => x - y);
    const figures = {
      signIns: latencies.length,
      errors: failures.length,
      seconds: Number(seconds.toFixed(1)),
      perSecond: Math.round(latencies.length / seconds),
      latencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        p99: Math.round(percentile(latencies, 99)),
      },
      rssMb: { before: rssBefore, after: portal.rssMb() },
    };
    console.log('sign-in load:', JSON.stringify(figures));
    expect(failures).toEqual([]);
    expect(latencies).toHaveLength(SIGN_INS);
  });
});
