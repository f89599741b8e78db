import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addUsersLikeGiulia,
  createDatabase,
  HttpClient,
  METRICS_TOKEN,
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
  portal = await startPortal({ databaseUrl });
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
    // Every request has reached the server: in flight (the metrics' gauge, less the metrics request
    // itself) or already answered (the first of them may finish before the last arrives). Then stop.
    let atSigterm = { inFlight: 0, signedIn: 0 };
    await waitUntil(async () => {
      atSigterm = await signInCounts(portal.url);
      return atSigterm.inFlight + atSigterm.signedIn >= IN_FLIGHT;
    });
    const stopping = Date.now();
    portal.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const late = await lateRequest(`${portal.url}/api/App/settings`);

    const statuses = await Promise.all(inFlight);
    const exitCode = await portal.exited;
    console.log(
      'graceful shutdown:',
      JSON.stringify({
        requests: IN_FLIGHT,
        inFlightAtSigterm: atSigterm.inFlight,
        answered: statuses.filter((s) => s > 0).length,
        statuses: [...new Set(statuses)],
        drainMs: Date.now() - stopping,
        exitCode,
        lateRequest: late,
      }),
    );
    // Refused means the connection is refused (the listening socket is closed) or the answer is 503
    // (the server is closing). A late request that gets no answer at all is a failure, not a refusal.
    expect(
      late.kind === 'connection refused' || (late.kind === 'answered' && late.status === 503),
      `a new request after SIGTERM is refused, not ${JSON.stringify(late)}`,
    ).toBe(true);
    // The stop came while the server was busy with them, and every request got its normal answer
    // (signed in): no 503, no dropped connection.
    expect(atSigterm.inFlight).toBeGreaterThanOrEqual(IN_FLIGHT / 5);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(exitCode).toBe(0);
  });
});

type LateRequest =
  | { kind: 'answered'; status: number }
  | { kind: 'connection refused' }
  | { kind: 'no answer'; ms: number }
  | { kind: 'failed'; code: string };

/** A request on a new connection (no pooled socket of earlier requests), and what became of it. */
function lateRequest(url: string, timeoutMs = 5_000): Promise<LateRequest> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      resolve({ kind: 'answered', status: res.statusCode ?? 0 });
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ kind: 'no answer', ms: timeoutMs });
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'connection refused' }
          : { kind: 'failed', code: String(error.code) },
      ),
    );
    req.end();
  });
}

/** Requests in flight, less the metrics request itself, and sign-ins already answered. */
async function signInCounts(url: string): Promise<{ inFlight: number; signedIn: number }> {
  const metrics = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const signedIn =
    /^http_request_duration_seconds_count\{[^}]*route="\/api\/Auth\/login"[^}]*status_code="200"\} (\d+)/m.exec(
      metrics,
    )?.[1];
  return {
    inFlight: Number(/^http_requests_in_flight (\d+)/m.exec(metrics)?.[1] ?? 1) - 1,
    signedIn: Number(signedIn ?? 0),
  };
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the requests did not all reach the server in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
