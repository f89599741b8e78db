#!/usr/bin/env node
// A month of free slots over 10,000 appointments: `npm run bench:slots` (after `npm run build`).
// Starts the built server in production mode on a fresh PostgreSQL database
// (`sportello_bench_slots` on BENCH_PG), adds 10 operators of the vendor's company, one service they
// all deliver (60 minutes, no buffer, one seat, no lead time) and BENCH_APPOINTMENTS confirmed
// appointments of it (default 10,000) spread over the operators and the working days of the month
// measured (the first month starting at least two months ahead), at whole hours 08:00–17:00
// Europe/Rome — each operator keeps one hour of the day free, so that some slots are left. Then asks,
// BENCH_REQUESTS times each (default 200, one at a time, after 20 to warm up), through the real
// server: the customer's free slots of that month (`mario.rossi`) and the back office's slots per
// operator (the vendor's admin). Prints p50 / p95 / max per call, and the server's CPU time per
// request (its main thread and V8's helpers: steadier than latency on a busy machine). The target is
// p95 ≤ 50 ms. Asserts nothing.
import pg from 'pg';
import { cpuSeconds, freePort, PG, signIn, startBenchPortal, waitFor } from './portal.mjs';

const PORT = await freePort();
const DATABASE = 'sportello_bench_slots';
/** Ten: the statement below gives operator k the hours 08:00–17:00 but 08:00 + k. */
const OPERATORS = 10;
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
/** The vendor's company: the one whose VAT code the server is started with (config.ts's default). */
const PROVIDER_VATCODE = process.env.PROVIDER_VATCODE ?? '01234567897';

/** The month measured: the first one starting at least two months from today (UTC days). */
const today = new Date();
const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1));
const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
const day = (d) => d.toISOString().slice(0, 10);
const FROM = day(first);
const TO = day(last);
/** Monday to Friday of that month, holidays included (an appointment on one only adds a row). */
const WORKING_DAYS = [];
for (let d = new Date(first); d <= last; d.setUTCDate(d.getUTCDate() + 1))
  if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) WORKING_DAYS.push(day(d));

/** The filter as the web app sends it: base64url JSON in the path. */
const encodeFilter = (filter) => Buffer.from(JSON.stringify(filter)).toString('base64url');

const portal = await startBenchPortal(PORT, {}, DATABASE);
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(`${base}/readyz`);
  const started = performance.now();
  const serviceId = await addAppointments();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const calls = {
    'customer: free slots of the month (mario.rossi)': {
      url: `${base}/api/App/Reservations/Slots/${serviceId}?From=${FROM}&To=${TO}`,
      headers: await signIn(base, 'mario.rossi', '12345678903'),
    },
    'back office: slots per operator of the month (admin)': {
      url: `${base}/api/BackOffice/Reservations/Slots/${encodeFilter({ ServiceId: serviceId, From: FROM, To: TO })}`,
      headers: await signIn(base),
    },
  };
  const results = {};
  for (const [name, { url, headers }] of Object.entries(calls)) {
    const firstAnswer = await fetch(url, { headers });
    if (!firstAnswer.ok)
      throw new Error(`${name} answered ${firstAnswer.status}: ${(await firstAnswer.text()).slice(0, 200)}`);
    const slots = await firstAnswer.json();
    if (!Array.isArray(slots) || slots.length === 0) throw new Error(`${name} answered no slots`);
    for (let i = 0; i < WARM_UP; i++) await (await fetch(url, { headers })).arrayBuffer();
    const times = [];
    const cpuBefore = cpuSeconds(portal.pid);
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    const serverCpuMs = ((cpuSeconds(portal.pid) - cpuBefore) * 1000) / REQUESTS;
    times.sort((a, b) => a - b);
    const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
    results[name] = {
      slots: slots.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
      serverCpuMsPerRequest: Number(serverCpuMs.toFixed(1)),
    };
  }
  console.log(
    JSON.stringify(
      {
        appointments: APPOINTMENTS,
        operators: OPERATORS,
        month: { from: FROM, to: TO, workingDays: WORKING_DAYS.length },
        insertSeconds: Number(seconds),
        requests: REQUESTS,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
}

/**
 * The operators, the service and its appointments, a few statements; the service's id. Appointment i
 * goes to operator i % 10, on working day (i / 90) % days, at hour 08:00 + (k + 1 + (i / 10) % 9) % 10
 * for operator k: every hour of 08:00–17:00 but operator k's own (08:00 + k), with collisions once
 * the month is full — the rows are what counts.
 */
async function addAppointments() {
  const client = new pg.Client({ connectionString: `${PG}/${DATABASE}` });
  await client.connect();
  try {
    const vendor = await client.query('select id from companies where vat_code = $1', [PROVIDER_VATCODE]);
    const customer = await client.query(
      `select id, company_id, email, first_name || ' ' || last_name as name from users
       where lower(user_name) = 'mario.rossi'`,
    );
    if (!vendor.rows[0] || !customer.rows[0]) throw new Error('the vendor or mario.rossi is missing');
    const { rows: operators } = await client.query(
      `insert into users (user_name, email, first_name, last_name, company_id, role)
       select 'bench.operator' || k, 'bench.operator' || k || '@sportello.demo', 'Operatore', 'Bench ' || k, $1, 'operator'
       from generate_series(0, $2::int - 1) as k
       returning id`,
      [vendor.rows[0].id, OPERATORS],
    );
    const {
      rows: [service],
    } = await client.query(
      `insert into reservation_services (kind, name, duration_minutes, buffer_minutes, seats, place,
         lead_hours, cancel_hours, enabled, created_at, updated_at, updated_by)
       values ('consultancy', 'Consulenza bench', 60, 0, 1, 'video', 0, 24, true, now(), now(), 'bench')
       returning id`,
    );
    const operatorIds = operators.map((o) => o.id);
    await client.query(
      `insert into reservation_service_operators (service_id, operator_id)
       select $1, unnest($2::uuid[])`,
      [service.id, operatorIds],
    );
    const { id: userId, company_id: companyId, email, name } = customer.rows[0];
    await client.query(
      `insert into appointments (service_id, operator_id, company_id, user_id, contact_name, email,
         language_id, starts_at, ends_at, status, created_by, created_at, updated_at)
       select $1, ($2::uuid[])[1 + i % 10], $3, $4, $5, $6, 1, at, at + interval '1 hour', 'confirmed',
              'bench', now(), now()
       from generate_series(0, $7::int - 1) as i,
            lateral (select (($8::date[])[1 + (i / 90) % cardinality($8::date[])]
                             + make_interval(hours => 8 + (i % 10 + 1 + (i / 10) % 9) % 10))
                            at time zone 'Europe/Rome' as at) as start`,
      [service.id, operatorIds, companyId, userId, name, email, APPOINTMENTS, WORKING_DAYS],
    );
    await client.query('analyze appointments');
    return service.id;
  } finally {
    await client.end();
  }
}
