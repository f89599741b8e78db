#!/usr/bin/env node
// A campaign to 100,000 people: `npm run bench:campaign` (after `npm run build`).
// Starts an SMTP sink (a real SMTP server on loopback that accepts and discards every message) and
// the built server in production mode on a fresh PostgreSQL database (BENCH_PG) sending to it, adds
// BENCH_PEOPLE (default 100,000) customers who accept the newsletter, then, as the vendor's admin,
// writes a campaign template, an audience of everyone and a campaign at the highest pace (1,000 a
// second), and sends it. Measures:
// - queueing: from the send until every person has their row (the campaign is `sending`);
// - sending: mails the sink accepted per second over BENCH_SEND_SECONDS (default 30) once sending
//   began, and the server's largest RSS meanwhile (sampled every 250 ms);
// - a customer's read (the first page of the company's tickets, one every 100 ms) for 10 s before
//   the campaign and during the sending window: count, p50, p99.
// Then cancels the campaign if it is still sending. Prints JSON; asserts nothing but that it started.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, PG, readsUntil, signIn, startBenchPortal, waitFor } from './portal.mjs';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 30);
const READ_MS = 100;
const READ = '/api/Support/tickets?Page=0&Size=20';
const DATABASE = 'sportello_bench_campaign';

/** Every accepted message's time: the sink reads the data and says 250, nothing more. */
const accepted = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      accepted.push(performance.now());
      callback();
    });
  },
});
// The server's pooled connections are cut when it stops: not the sink's concern.
sink.on('error', () => {});
const smtpPort = await freePort();
await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const portal = await startBenchPortal(
  port,
  { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '100' },
  DATABASE,
);

const rssMb = () =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${portal.pid}/status`, 'utf8'))?.[1]) / 1024);
/** The customer's first page of tickets, one read every READ_MS for `seconds`. */
const reads = (customer, seconds) =>
  readsUntil(
    { url: `${base}${READ}`, headers: customer, everyMs: READ_MS },
    new Promise((r) => setTimeout(r, seconds * 1000)),
  );

try {
  await waitFor(`${base}/readyz`);
  const db = new pg.Client({ connectionString: `${PG}/${DATABASE}` });
  await db.connect();
  await db.query(
    `insert into users (user_name, email, first_name, last_name, company_id, password_hash, newsletter)
     select 'bench.' || n, 'bench' || n || '@example.it', 'Persona', 'N' || n, company_id, password_hash, true
     from users, generate_series(1, $1) n where user_name = 'giulia.neri'`,
    [PEOPLE],
  );
  await db.query('analyze users');
  const signedIn = await signIn(base);
  const customer = await signIn(base, 'mario.rossi', '12345678903');
  const { Token } = await (await fetch(`${base}/api/Auth/antiforgery`, { headers: signedIn })).json();
  const headers = { ...signedIn, 'content-type': 'application/json', 'x-csrf-token': Token };
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const template = await post('/api/MLC/Templates/Save', {
    Name: 'Novità',
    Kind: 'campaign',
    SubjectIt: 'Novità per {{User.FirstName}} {{User.LastName}}',
    HtmlIt: '<p>Ciao {{User.FirstName}}, ecco le novità di {{Portal}} per {{Company.Name}}.</p>',
  });
  const audience = await post('/api/MLC/Audiences/Save', { Name: 'Tutti', Kind: 'filter', Filter: {} });
  const campaign = await post('/api/MLC/Campaigns/Save', {
    Name: 'Centomila',
    TemplateId: template.Id,
    AudienceId: audience.Id,
    RatePerSecond: 1000,
  });

  const idle = await reads(customer, 10);

  const t0 = performance.now();
  await post('/api/MLC/Campaigns/Send', { Id: campaign.Id });
  let detail;
  do {
    await new Promise((r) => setTimeout(r, 100));
    detail = await (await fetch(`${base}/api/MLC/Campaigns/Detail/${campaign.Id}/`, { headers })).json();
  } while (detail.State === 'scheduled');
  const queueSeconds = (performance.now() - t0) / 1000;
  if (detail.State !== 'sending') throw new Error(`the campaign is ${detail.State}`);

  const sendStart = performance.now();
  const before = accepted.length;
  let largestRss = rssMb();
  const sampler = setInterval(() => {
    largestRss = Math.max(largestRss, rssMb());
  }, 250);
  const during = await reads(customer, SEND_SECONDS);
  clearInterval(sampler);
  const seconds = (performance.now() - sendStart) / 1000;
  const sent = accepted.length - before;
  // A small run may have sent everything already; a large one is stopped here.
  const after = await (await fetch(`${base}/api/MLC/Campaigns/Detail/${campaign.Id}/`, { headers })).json();
  if (after.State === 'sending') await post('/api/MLC/Campaigns/Cancel', { Id: campaign.Id });
  await db.end();

  console.log(
    JSON.stringify(
      {
        people: PEOPLE,
        recipients: detail.Counts.Total,
        queueSeconds: Number(queueSeconds.toFixed(2)),
        sending: {
          seconds: Number(seconds.toFixed(1)),
          mailsAccepted: sent,
          mailsPerSecond: Math.round(sent / seconds),
          largestRssMb: largestRss,
        },
        customerRead: { read: READ, everyMs: READ_MS, idle, whileSending: during },
        loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  await new Promise((resolve) => sink.close(resolve));
}
