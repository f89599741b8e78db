import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addUsersLikeGiulia,
  createDatabase,
  HttpClient,
  type PortalProcess,
  startPortal,
} from './portal-process';

// SIGTERM while 100 requests are in flight: every one of them finishes with its normal answer, the
// process takes no new work, and it exits cleanly.

const cluster = inject('cluster');
const IN_FLIGHT = 100;

let portal: PortalProcess;

beforeAll(async () => {
  const databaseUrl = await createDatabase(cluster.url, 'sportello_fault_shutdown');
  portal = await startPortal({ port: 3812, databaseUrl });
  await addUsersLikeGiulia(databaseUrl, 'shutdown.user', IN_FLIGHT);
});

afterAll(async () => {
  await portal?.stop('SIGKILL');
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight, refuses new ones, and exits with 0', async () => {
    // Sign-ins are the slowest requests (argon2id): 100 of them keep the server busy for seconds.
    // Each client has its anti-forgery token first, so that the hundred sign-ins leave together.
    const clients = Array.from({ length: IN_FLIGHT }, () => new HttpClient(portal.url, 60_000));
    await Promise.all(clients.map((client) => client.prepare()));
    const inFlight = clients.map((client, i) =>
      client.signIn(`shutdown.user.${i + 1}`).then(
        (answer) => answer.status,
        () => -1,
      ),
    );
    // Every request has reached the server (the metrics' in-flight gauge, less the metrics request
    // itself), and none has finished yet: now ask it to stop.
    await waitUntil(async () => (await inFlightCount(portal.url)) - 1 >= IN_FLIGHT);
    const stopping = Date.now();
    portal.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    let refused = false;
    try {
      const late = await fetch(`${portal.url}/api/App/settings`, { signal: AbortSignal.timeout(5_000) });
      // An answer on a kept-alive connection is 503 (the server is closing); never a normal answer.
      refused = late.status === 503;
    } catch {
      refused = true; // the listening socket is closed: connection refused
    }

    const statuses = await Promise.all(inFlight);
    const exitCode = await portal.exited;
    console.log(
      'graceful shutdown:',
      JSON.stringify({
        inFlight: IN_FLIGHT,
        answered: statuses.filter((s) => s > 0).length,
        statuses: [...new Set(statuses)],
        drainMs: Date.now() - stopping,
        exitCode,
      }),
    );
    expect(refused, 'a new request after SIGTERM is refused').toBe(true);
    // Every request in flight got its normal answer (signed in): no 503, no dropped connection.
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(exitCode).toBe(0);
  });
});

async function inFlightCount(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return Number(/^http_requests_in_flight (\d+)/m.exec(metrics)?.[1] ?? 0);
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the requests did not all reach the server in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
