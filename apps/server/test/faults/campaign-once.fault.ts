import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smtpCatcher } from '../smtp-catcher';
import { adminQuery, createDatabase, HttpClient, type PortalProcess, startPortal } from './portal-process';

// A campaign is being sent when its process is killed (SIGKILL: no shutdown, transactions cut), then
// two processes take over the same campaign side by side. Every person it addresses gets one
// message: never none, never two different ones. A message the mail server accepted a moment
// before the kill, before the outbox could record it, is sent again with the same Message-ID
// (decision 075), which the receiving mailbox takes as the same message: the test counts distinct
// Message-IDs per person, and says how many such repeats there were.

const cluster = inject('cluster');
const PEOPLE = 600;

const smtp = smtpCatcher();
let databaseUrl: string;
const portals: PortalProcess[] = [];

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const start = async () => {
  const portal = await startPortal({
    databaseUrl,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: '100', MAIL_LEASE_SECONDS: '5' },
  });
  portals.push(portal);
  return portal;
};

async function ok<T>(call: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body } = await call;
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T;
}

beforeAll(async () => {
  await smtp.start();
  databaseUrl = await createDatabase(cluster.url, 'sportello_fault_campaign');
});

afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop('SIGKILL')));
  await smtp.stop().catch(() => {});
});

describe('a campaign across a crash and two processes', () => {
  it('gives every person one message', async () => {
    const first = await start();
    // Customers who accept the newsletter, in one of the demo companies.
    await adminQuery(
      databaseUrl,
      `insert into users (user_name, email, first_name, last_name, company_id, password_hash, newsletter)
       select 'campagna.' || n, 'campagna' || n || '@example.it', 'Persona', 'N' || n, company_id, password_hash, true
       from users, generate_series(1, $1) n where user_name = 'giulia.neri'`,
      [PEOPLE],
    );
    const admin = new HttpClient(first.url);
    expect((await admin.signIn('admin@sportello.demo')).status).toBe(200);
    const template = await ok<{ Id: number }>(
      admin.request('POST', '/api/MLC/Templates/Save', {
        Name: 'Novità',
        Kind: 'campaign',
        SubjectIt: 'Novità per {{User.FirstName}} {{User.LastName}}',
        HtmlIt: '<p>Ciao {{User.FirstName}}.</p>',
      }),
    );
    const audience = await ok<{ Id: number }>(
      admin.request('POST', '/api/MLC/Audiences/Save', { Name: 'Tutti', Kind: 'filter', Filter: {} }),
    );
    const campaign = await ok<{ Id: number }>(
      admin.request('POST', '/api/MLC/Campaigns/Save', {
        Name: 'Guasto a metà',
        TemplateId: template.Id,
        AudienceId: audience.Id,
        RatePerSecond: 100,
      }),
    );
    await ok(admin.request('POST', '/api/MLC/Campaigns/Send', { Id: campaign.Id }));

    await waitFor(() => smtp.received.length >= 120, 30_000);
    await first.stop('SIGKILL');
    const atKill = smtp.received.length;
    expect(atKill, 'killed mid-campaign').toBeLessThan(PEOPLE);

    // The outbox's lease on what the dead process had claimed runs out (5 s here, a minute by
    // default); the two processes then send it. Both hand the campaign's batches and send the
    // outbox side by side.
    await Promise.all([start(), start()]);
    const recipients = await adminQuery<{ user_id: string }>(
      databaseUrl,
      'select user_id from campaign_recipients where campaign_id = $1',
      [campaign.Id],
    );
    expect(recipients.length).toBeGreaterThanOrEqual(PEOPLE);
    const distinct = () => new Set(smtp.received.map((m) => m.messageId)).size;
    await waitFor(() => distinct() >= recipients.length, 120_000);
    // A little longer: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    // Each person's message carries their own Message-ID (`<campaign-<id>-<person>@host>`).
    const copies = new Map<string, number>();
    for (const mail of smtp.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    const mine = (userId: string) =>
      [...copies].filter(([id]) => id.startsWith(`<campaign-${campaign.Id}-${userId}@`));
    for (const { user_id } of recipients) expect(mine(user_id), user_id).toHaveLength(1);
    expect(copies.size, 'no message but the campaign’s').toBe(recipients.length);
    const repeats = smtp.received.length - copies.size;
    console.info(
      `campaign across a SIGKILL: ${recipients.length} people, ${atKill} mails before the kill, ` +
        `${repeats} sent again with the same Message-ID`,
    );
    // Only what was in flight at the kill can repeat: the outbox sends five at once.
    expect(repeats).toBeLessThanOrEqual(5);
    const [state] = await adminQuery<{ state: string }>(
      databaseUrl,
      'select state from campaigns where id = $1',
      [campaign.Id],
    );
    expect(state?.state).toBe('sent');
  });
});
