import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminQuery,
  createDatabase,
  HttpClient,
  isErrorShape,
  type PortalProcess,
  startPortal,
} from './portal-process';
import { startCluster, stopCluster } from './private-postgres';

// PostgreSQL restarted while signed-in users keep reading and writing: during the outage every
// request ends quickly with 503 in the error shape, none hangs, the portal recovers by itself, and
// every write is all or nothing (a support request is its ticket and its acknowledgement e-mail).

const cluster = inject('cluster');
const WORKERS = 8;
const OUTAGE_MS = 4_000;
/** A request that takes longer than this during the outage "hangs" for this test. */
const FAIL_FAST_MS = 5_000;

let portal: PortalProcess;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await createDatabase(cluster.url, 'sportello_fault_restart');
  portal = await startPortal({ databaseUrl, env: { DATABASE_POOL_SIZE: '10' } });
});

afterAll(async () => {
  await portal?.stop();
});

interface Outcome {
  kind: 'read' | 'write';
  status: number;
  ms: number;
  errorShape: boolean;
  at: number;
}

// The writes are support requests, each from an address of its own (one address may send only a few
// a quarter of an hour): a ticket and its acknowledgement e-mail.
const requestCount = async () =>
  Number(
    (
      await adminQuery<{ n: string }>(
        databaseUrl,
        "select count(*) n from support_tickets where requester_email like 'restart.%@example.it'",
      )
    )[0]?.n,
  );
const requestMailCount = async () =>
  Number(
    (
      await adminQuery<{ n: string }>(
        databaseUrl,
        "select count(*) n from mail_outbox where to_address like 'restart.%@example.it'",
      )
    )[0]?.n,
  );

describe('PostgreSQL restart under load', () => {
  it('fails fast with 503, recovers by itself, and leaves no partial write', async () => {
    // One signed-in user, several tabs.
    const first = new HttpClient(portal.url, 15_000);
    expect((await first.signIn('giulia.neri')).status).toBe(200);
    const clients = Array.from({ length: WORKERS }, () => {
      const client = new HttpClient(portal.url, 15_000);
      first.shareWith(client);
      return client;
    });
    const ticketsBefore = await requestCount();
    const mailsBefore = await requestMailCount();

    const outcomes: Outcome[] = [];
    let running = true;
    const started = Date.now();
    const workers = clients.map(async (client, index) => {
      for (let i = 0; running; i++) {
        const kind = (i + index) % 2 === 0 ? 'read' : 'write';
        const t0 = Date.now();
        let status = 0;
        let body: unknown;
        try {
          ({ status, body } =
            kind === 'read'
              ? await client.request('GET', '/api/Auth/session')
              : await client.request('POST', '/api/Support/Request', {
                  Mode: 2,
                  Email: `restart.${index}.${i}@example.it`,
                  VisibleName: 'Richiedente',
                  Message: 'Prova di scrittura durante il riavvio.',
                }));
        } catch {
          status = -1; // no answer at all within the client's timeout: a hang
        }
        outcomes.push({
          kind,
          status,
          ms: Date.now() - t0,
          errorShape: isErrorShape(body),
          at: t0 - started,
        });
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const outageStart = Date.now() - started;
    stopCluster(cluster);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    startCluster(cluster);
    const outageEnd = Date.now() - started;
    // The portal recovers by itself: no restart, no operator.
    let recoveredAt: number | undefined;
    const probe = new HttpClient(portal.url);
    clients[0]?.shareWith(probe);
    for (let i = 0; i < 100 && recoveredAt === undefined; i++) {
      if ((await probe.request('GET', '/api/Auth/session')).status === 200)
        recoveredAt = Date.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(workers);

    const failed = outcomes.filter((o) => o.status !== 200);
    const summary = {
      requests: outcomes.length,
      failed: failed.length,
      statuses: [...new Set(failed.map((o) => o.status))],
      slowestFailureMs: Math.max(0, ...failed.map((o) => o.ms)),
      outageMs: outageEnd - outageStart,
      recoveredAfterMs: recoveredAt === undefined ? undefined : recoveredAt - outageEnd,
    };
    console.log('database restart:', JSON.stringify(summary));

    expect(recoveredAt, 'the portal answers again after the restart').toBeDefined();
    expect(
      outcomes.filter((o) => o.status === -1),
      'no request hangs',
    ).toHaveLength(0);
    expect(failed.length, 'the outage was seen').toBeGreaterThan(0);
    for (const outcome of failed) {
      expect(outcome.status).toBe(503);
      expect(outcome.errorShape).toBe(true);
      expect(outcome.ms).toBeLessThan(FAIL_FAST_MS);
    }
    // Signed-in users stay signed in: a refusal during the outage is never "signed out" (401).
    expect(failed.some((o) => o.status === 401)).toBe(false);

    // All or nothing: each accepted request is one ticket and one e-mail, each refused one neither.
    const accepted = outcomes.filter((o) => o.kind === 'write' && o.status === 200).length;
    expect(await requestCount()).toBe(ticketsBefore + accepted);
    expect(await requestMailCount()).toBe(mailsBefore + accepted);
  });
});
