import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smtpCatcher } from '../smtp-catcher';
import { adminQuery, createDatabase, HttpClient, type PortalProcess, startPortal } from './portal-process';

// The SMTP server goes away for a while: the portal keeps accepting requests, their e-mails wait in
// the outbox, and once the server is back every one of them arrives, exactly once.

const cluster = inject('cluster');
const BEFORE = 5;
const DURING = 10;

const smtp = smtpCatcher();
let portal: PortalProcess;
let databaseUrl: string;

beforeAll(async () => {
  await smtp.start();
  databaseUrl = await createDatabase(cluster.url, 'sportello_fault_smtp');
  portal = await startPortal({
    databaseUrl,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: '200' },
  });
});

afterAll(async () => {
  await portal?.stop();
  await smtp.stop().catch(() => {});
});

/** Opens a public support request; its acknowledgement e-mail names the ticket in the subject. */
async function supportRequest(n: number): Promise<string> {
  const { status, body } = await new HttpClient(portal.url).request('POST', '/api/Support/Request', {
    Mode: 2,
    Email: `smtp.outage.${n}@example.it`,
    VisibleName: `Richiedente ${n}`,
    Message: 'Non ricordo il nome utente.',
  });
  expect(status).toBe(200);
  return (body as { TicketCode: string }).TicketCode;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('SMTP outage', () => {
  it('queues the mail while the server is down and delivers all of it exactly once', async () => {
    const tickets: string[] = [];
    for (let n = 0; n < BEFORE; n++) tickets.push(await supportRequest(n));
    await waitFor(() => smtp.received.length >= BEFORE, 20_000);

    await smtp.stop();
    for (let n = BEFORE; n < BEFORE + DURING; n++) tickets.push(await supportRequest(n));
    // Long enough for the worker to try, fail and back off.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const waiting = await adminQuery<{ n: string }>(
      databaseUrl,
      "select count(*) n from mail_outbox where status <> 'sent' and attempts > 0",
    );
    expect(Number(waiting[0]?.n), 'the worker tried and failed while SMTP was down').toBeGreaterThan(0);

    // Back on the port the portal sends to.
    await smtp.start(smtp.port);
    // The retry schedule (5 s, then 10 s, …) decides when; all of it must arrive.
    await waitFor(() => smtp.received.length >= tickets.length, 60_000);
    // A little longer: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const subjects = smtp.received.map((mail) => mail.subject);
    for (const ticket of tickets) {
      expect(
        subjects.filter((subject) => subject.includes(ticket)),
        ticket,
      ).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(tickets.length);
    const unsent = await adminQuery<{ n: string }>(
      databaseUrl,
      "select count(*) n from mail_outbox where status <> 'sent'",
    );
    expect(Number(unsent[0]?.n)).toBe(0);
    console.log(
      'smtp outage:',
      JSON.stringify({ queuedDuringOutage: DURING, delivered: smtp.received.length }),
    );
  });
});
