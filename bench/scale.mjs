#!/usr/bin/env node
// The portal at a large vendor's size: `npm run bench:scale` (after `npm run build` and
// `npm run bench:seed-large`). Starts the built server in production mode on the large database as
// the seed left it (BENCH_DATABASE, default `sportello_bench_large`; not recreated), signs in as the
// demo operator (the helpdesk), the demo admin (users list, audit log) and the demo customer
// mario.rossi under his parent 12345678903 (his company is one of the large ones), and asks each
// page below BENCH_REQUESTS times (default 100, one at a time, after BENCH_WARM_UP, default 10)
// through the real server, shaped as the web app sends it (one slower than a second: 10 times). Prints p50 / p95 / max and the page's
// total per request, and each target. BENCH_ONLY=<words> keeps the requests whose name holds them.
// Asserts nothing.
import { loadavg } from 'node:os';
import pg from 'pg';
import { freePort, PG, signIn, startBenchPortal, waitFor } from './portal.mjs';

const DATABASE = process.env.BENCH_DATABASE ?? 'sportello_bench_large';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 10);
const ONLY = process.env.BENCH_ONLY;

const filterSegment = (filter) => Buffer.from(JSON.stringify(filter)).toString('base64url');
const UNFINISHED = ['open', 'in_progress', 'waiting'];
/** The queue as its page opens sorted by due time: unfinished states, first page of 20. */
const queue = (filter) =>
  `/api/Helpdesk/Tickets/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'Due', Desc: false, View: 'all', States: UNFINISHED, ...filter })}`;

const db = new pg.Client({ connectionString: `${PG}/${DATABASE}` });
await db.connect();
const one = async (text, values) => (await db.query(text, values)).rows[0];
const operator2 = await one(`select id from users where user_name = 'operatore2@sportello.demo'`);
const demoCompany = await one(`select id from companies where vat_code = '09876543217'`);
const tag = await one(`select id from tags where name = 'Bug'`);
// The largest customer company, its VAT prefix (the company picker's search) and one of its users.
const large = await one(
  `select c.id, c.vat_code, count(*)::int as users from users u join companies c on c.id = u.company_id
   where not c.is_vendor group by c.id order by count(*) desc limit 1`,
);
const someUser = await one(
  `select first_name, last_name, email from users where company_id = $1 order by user_name offset 17 limit 1`,
  [large.id],
);
const customerTicket = await one(
  `select t.id, (select count(*) from support_ticket_messages m where m.ticket_id = t.id)::int as messages
   from support_tickets t where t.company_id = $1 and t.state = 'closed' order by t.number desc offset 3 limit 1`,
  [demoCompany.id],
);
const queueTicket = await one(
  `select id from support_tickets where state = 'in_progress' order by number desc limit 1`,
);
const midTicket = await one(
  `select number from support_tickets order by number offset (select count(*) / 2 from support_tickets) limit 1`,
);
await db.end();

/** Each request: who asks, the path, the target p95 (ms) where the issue sets one. */
const REQUESTS_MEASURED = {
  'queue: view all (by due time)': { as: 'operator', path: queue({}), target: 50 },
  'queue: view mine': { as: 'operator', path: queue({ View: 'mine' }), target: 50 },
  'queue: view unassigned': { as: 'operator', path: queue({ View: 'unassigned' }), target: 50 },
  'queue: view breaching today': { as: 'operator', path: queue({ View: 'breaching_today' }), target: 50 },
  'queue: every state': { as: 'operator', path: queue({ States: undefined }), target: 50 },
  'queue: states closed': { as: 'operator', path: queue({ States: ['closed'] }), target: 50 },
  'queue: product payroll': { as: 'operator', path: queue({ Product: 'payroll' }), target: 50 },
  'queue: priority urgent': { as: 'operator', path: queue({ Priority: 'urgent' }), target: 50 },
  'queue: premium': { as: 'operator', path: queue({ Premium: true }), target: 50 },
  'queue: type analysis (none unfinished)': { as: 'operator', path: queue({ Type: 'an' }), target: 50 },
  'queue: SLA breached': { as: 'operator', path: queue({ Sla: 'breached' }), target: 50 },
  'queue: SLA due today': { as: 'operator', path: queue({ Sla: 'due_today' }), target: 50 },
  'queue: handler operatore2': { as: 'operator', path: queue({ HandlerId: operator2.id }), target: 50 },
  'queue: company (the demo customer)': {
    as: 'operator',
    path: queue({ CompanyId: demoCompany.id }),
    target: 50,
  },
  'queue: tag Bug': { as: 'operator', path: queue({ Tags: [tag.id] }), target: 50 },
  'queue: text "fattura"': { as: 'operator', path: queue({ Text: 'fattura' }), target: 50 },
  'queue: ticket code': {
    as: 'operator',
    path: queue({ Text: `SR-${String(midTicket.number).padStart(6, '0')}` }),
    target: 50,
  },
  'queue: page default (last activity, newest first)': {
    as: 'operator',
    path: queue({ Sort: 'UpdatedAt', Desc: true }),
    target: 50,
  },
  'helpdesk counts (menu)': { as: 'operator', path: '/api/Helpdesk/Counts', target: 100 },
  'helpdesk dashboard': { as: 'operator', path: '/api/Helpdesk/Dashboard', target: 100 },
  'helpdesk ticket detail': { as: 'operator', path: `/api/Helpdesk/Tickets/Detail/${queueTicket.id}` },
  'helpdesk ticket context': { as: 'operator', path: `/api/Helpdesk/Tickets/Context/${queueTicket.id}` },
  "customer's ticket list": {
    as: 'customer',
    path: '/api/Support/Tickets?page=0&size=10&sort=date&dir=desc',
    target: 20,
  },
  "customer's ticket detail": {
    as: 'customer',
    path: `/api/Support/Tickets/${customerTicket.id}`,
    target: 20,
  },
  'users: first page (user name A-Z)': {
    as: 'admin',
    path: `/api/User/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'UserName', Desc: false })}`,
    target: 50,
  },
  'users: name "<first> <last>"': {
    as: 'admin',
    path: `/api/User/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'UserName', Desc: false, Text: `${someUser.first_name} ${someUser.last_name}` })}`,
    target: 50,
  },
  'users: e-mail address': {
    as: 'admin',
    path: `/api/User/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'UserName', Desc: false, Text: someUser.email })}`,
    target: 50,
  },
  'users: company picker, VAT prefix': {
    as: 'admin',
    path: `/api/Company/Filters/${filterSegment({ Page: 0, Size: 10, Sort: 'Name', Desc: false, Text: large.vat_code.slice(0, 7) })}`,
    target: 50,
  },
  'users: of the company picked (the largest)': {
    as: 'admin',
    path: `/api/User/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'UserName', Desc: false, CompanyId: large.id })}`,
    target: 50,
  },
  'audit log: first page': {
    as: 'admin',
    path: `/api/App/Audit/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'At', Desc: true })}`,
    target: 50,
  },
  'audit log: resource users': {
    as: 'admin',
    path: `/api/App/Audit/Filters/${filterSegment({ Page: 0, Size: 20, Sort: 'At', Desc: true, Resource: 'users' })}`,
    target: 50,
  },
};

const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
const portal = await startBenchPortal(PORT, {}, DATABASE, { fresh: false });
try {
  await waitFor(`${base}/readyz`);
  const headers = {
    operator: await signIn(base, 'operatore@sportello.demo'),
    admin: await signIn(base, 'admin@sportello.demo'),
    customer: await signIn(base, 'mario.rossi', '12345678903'),
  };
  const load = loadavg()[0];
  const results = {};
  for (const [name, { as, path, target }] of Object.entries(REQUESTS_MEASURED)) {
    if (ONLY && !name.includes(ONLY)) continue;
    const url = `${base}${path}`;
    const t0 = performance.now();
    const first = await fetch(url, { headers: headers[as] });
    if (!first.ok) throw new Error(`${name} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
    const body = await first.json();
    // A request slower than a second is asked 10 times, without warm-up: its figures are its order.
    const slow = performance.now() - t0 > 1000;
    const count = slow ? Math.min(REQUESTS, 10) : REQUESTS;
    for (let i = 0; i < (slow ? 0 : WARM_UP); i++)
      await (await fetch(url, { headers: headers[as] })).arrayBuffer();
    const times = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: headers[as] });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q) => Number(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1));
    const p95 = at(0.95);
    results[name] = {
      total: body.Total ?? body.Messages?.length ?? null,
      p50Ms: at(0.5),
      p95Ms: p95,
      maxMs: at(1),
      ...(slow && { requests: count }),
      ...(target && { targetP95Ms: target, met: p95 <= target }),
    };
    console.error(`${name}: p50 ${at(0.5)} ms, p95 ${p95} ms${target ? ` (target ${target})` : ''}`);
  }
  console.log(
    JSON.stringify(
      {
        database: DATABASE,
        requests: REQUESTS,
        loadAverageAtStart: Number(load.toFixed(2)),
        largestCompany: { id: large.id, users: large.users },
        customerTicketMessages: customerTicket.messages,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
}
