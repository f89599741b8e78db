#!/usr/bin/env node
// A large vendor's data set: `npm run bench:seed-large` (after `npm run build`). Starts the built
// server once in production mode on a fresh PostgreSQL database (BENCH_DATABASE, default
// `sportello_bench_large` on BENCH_PG) so that it is migrated and holds the demo data, stops it,
// then fills it with SQL `generate_series` statements (no row-by-row inserts):
//
//   BENCH_COMPANIES  customer companies (default 20,000): Italian names, VAT codes valid by the
//                    Italian check-digit rule (vatControlDigit in packages/contracts/src/rules/vat-code.ts),
//                    sizes skewed (company of size rank r has about r^-0.8 of the users: a few with
//                    thousands of users, the median one about 20)
//   BENCH_USERS      their users (default 1,000,000), the first of each company its administrator;
//                    the demo customer's company (Rossi Impianti, mario.rossi) is one of the large ones
//   BENCH_TICKETS    tickets (default 1,000,000) over five years, each from a random customer user:
//                    the last two weeks' in every state, older ones almost all closed; products,
//                    priorities, service targets by priority, handlers among the demo operators, tags
//   BENCH_MESSAGES   their messages (default 3,000,000), the first the opening message, then support
//                    and customer in turn, a tenth of support's internal notes
//   BENCH_AUDIT      audit entries (default 10,000,000) over five years: tickets, users, companies,
//                    settings, with before/after snapshots shaped as the services write them
//
// Secondary indexes of the large tables are dropped during the load and built again after it (the
// same definitions, read from the catalogue), foreign-key triggers are off for the load
// (session_replication_role = replica: the rows are consistent by construction), then VACUUM
// (ANALYZE). Prints how long each part took. `bench:scale` measures the portal on the result.
import pg from 'pg';
import { freePort, PG, startBenchPortal, waitFor } from './portal.mjs';

export const LARGE_DATABASE = process.env.BENCH_DATABASE ?? 'sportello_bench_large';
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3_000_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 10_000_000);
/** The demo customer's company: one of the large ones, so that a customer's list has thousands. */
const DEMO_CUSTOMER_VAT = '09876543217';
const DEMO_OPERATORS = ['operatore@sportello.demo', 'operatore2@sportello.demo', 'admin@sportello.demo'];

const timings = {};
const started = performance.now();
async function timed(part, work) {
  const t0 = performance.now();
  const result = await work();
  timings[part] = Number(((performance.now() - t0) / 1000).toFixed(1));
  console.error(`${part}: ${timings[part]} s`);
  return result;
}

const sqlText = (words) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const SURNAMES = sqlText([
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
]);
const FIRST_NAMES = sqlText([
  'Marco',
  'Giulia',
  'Luca',
  'Francesca',
  'Alessandro',
  'Chiara',
  'Andrea',
  'Sara',
  'Matteo',
  'Elena',
  'Lorenzo',
  'Valentina',
  'Davide',
  'Martina',
  'Simone',
  'Federica',
  'Stefano',
  'Laura',
  'Paolo',
  'Anna',
]);
const TRADES = sqlText([
  'Impianti',
  'Servizi',
  'Trasporti',
  'Forniture',
  'Consulenze',
  'Arredi',
  'Logistica',
  'Costruzioni',
  'Elettronica',
  'Alimentari',
  'Meccanica',
  'Tessile',
  'Energia',
  'Ricambi',
  'Edilizia',
  'Informatica',
  'Ceramiche',
  'Vini',
  'Farmaceutica',
  'Assicurazioni',
]);
const CITIES = sqlText([
  'Milano',
  'Torino',
  'Bologna',
  'Verona',
  'Bergamo',
  'Brescia',
  'Padova',
  'Firenze',
  'Roma',
  'Napoli',
  'Bari',
  'Palermo',
  'Genova',
  'Parma',
  'Modena',
  'Udine',
  'Trento',
  'Ancona',
  'Pescara',
  'Cagliari',
]);
const SUBJECTS = sqlText([
  'Errore in fase di accesso',
  'Fattura elettronica scartata dallo SdI',
  'Richiesta di formazione',
  'Cedolini non generati',
  'Stampa del bilancio',
  'Esportazione dati in Excel',
  'Aggiornamento non riuscito',
  'Password scaduta',
  'Nuovo utente da abilitare',
  'Calcolo IVA errato',
  'Conservazione sostitutiva',
  'F24 non inviato',
  'Lentezza del programma',
  'Importazione movimenti bancari',
  'Licenza scaduta',
  'Modulo presenze',
  'Certificazione unica',
  'Registro dei corrispettivi',
  'Codice destinatario',
  'Integrazione con il gestionale',
]);
const TAGS = [
  'Fatturazione elettronica',
  'Bug',
  'Richiesta funzionalità',
  'Formazione',
  'Migrazione',
  'Cliente VIP',
];

/** Italian VAT number check digit (the rule of packages/contracts/src/rules/vat-code.ts). */
function vatControlDigit(first10) {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    const doubled = digit * 2;
    sum += i % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
  await timed('migrate and seed the demo (server start)', async () => {
    const port = await freePort();
    const portal = await startBenchPortal(port, {}, LARGE_DATABASE);
    try {
      await waitFor(`http://127.0.0.1:${port}/readyz`);
    } finally {
      portal.kill('SIGTERM');
      await new Promise((r) => portal.once('exit', r));
    }
  });
  const db = new pg.Client({ connectionString: `${PG}/${LARGE_DATABASE}` });
  await db.connect();
  const q = (text, values) => db.query(text, values);
  await q(`set synchronous_commit = off`);
  await q(`set work_mem = '256MB'`);
  await q(`set maintenance_work_mem = '1GB'`);
  await q(`set session_replication_role = replica`);
  await q(`select setseed(0.29)`);

  const dropped = await timed('drop secondary indexes of the large tables', () => dropIndexes(q));

  const {
    rows: [before],
  } = await q(
    `select (select max(id) from companies) as company, (select coalesce(max(number), 0) from support_tickets) as ticket`,
  );
  await timed('companies', async () => {
    await q(
      `insert into companies (vat_code, fiscal_code, vat_code_type, name, company_type, access_local,
         email, products, group_codes, enabled, created_at)
       select v.vat, v.vat, 1, n.name, 1 + i % 3, i % 10 <> 0,
              'amministrazione@' || n.slug || '.it',
              array['portal'] || case when i % 2 = 0 then array['accounting'] else '{}' end
                || case when i % 3 = 0 then array['payroll'] else '{}' end
                || case when i % 5 < 2 then array['invoicing'] else '{}' end,
              array[(array['NORD','CENTRO','SUD'])[1 + i % 3]],
              i % 97 <> 0,
              now() - interval '10 years' + (i::float8 / $1) * interval '9 years'
       from generate_series(1, $1::int) as i
       cross join lateral (select lpad((1000000 + i * 7)::text, 7, '0') || lpad((1 + i % 100)::text, 3, '0') as b) b
       cross join lateral (
         select b.b || ((10 - sum(case when k % 2 = 1 then d when d * 2 > 9 then d * 2 - 9 else d * 2 end) % 10) % 10)::text as vat
         from (select k, substr(b.b, k, 1)::int as d from generate_series(1, 10) as k) digits) v
       cross join lateral (
         select s || ' ' || t || case when i % 4 = 0 then ' ' || c else '' end || ' '
                  || (array['S.r.l.','S.r.l.','S.r.l.','S.p.A.','S.n.c.','S.a.s.','S.r.l.s.'])[1 + i % 7] as name,
                lower(replace(s, ' ', '')) || lower(t) || i as slug
         from (select (${SURNAMES})[1 + (hashint4(i) & 1023) % 30] as s, (${TRADES})[1 + (hashint4(i + 7) & 1023) % 20] as t,
                      (${CITIES})[1 + (hashint4(i + 13) & 1023) % 20] as c) w) n
       on conflict (vat_code) do nothing`,
      [COMPANIES],
    );
    // The skew: a random order of the companies is their size rank; a rank's share is rank^-0.8.
    await q(
      `create temp table bench_companies as
      select id, rank, greatest(1, round($1::float8 * power(rank, -0.8) / sum(power(rank, -0.8)) over ()))::int as users
      from (select id, row_number() over (order by random()) as rank
            from companies where id > $2) c`,
      [USERS, before.company],
    );
    // The demo customer's company takes the place of a large one (rank 8).
    await q(
      `insert into bench_companies
      select (select id from companies where vat_code = $1), 0, users from bench_companies where rank = 8`,
      [DEMO_CUSTOMER_VAT],
    );
    const { rows } = await q(`select vat_code from companies where id in (select id from bench_companies)`);
    const wrong = rows.filter((r) => vatControlDigit(r.vat_code.slice(0, 10)) !== r.vat_code[10]);
    if (wrong.length)
      throw new Error(`${wrong.length} VAT codes fail the check digit, e.g. ${wrong[0].vat_code}`);
  });

  await timed('users', async () => {
    await q(
      `insert into users (user_name, email, first_name, last_name, company_id, role, enabled, newsletter,
         last_login_at, created_at)
       select lower(p.f) || '.' || lower(replace(p.l, ' ', '')) || '.' || c.id || '.' || n,
              lower(p.f) || '.' || lower(replace(p.l, ' ', '')) || n || '@' || split_part(co.email, '@', 2),
              p.f, p.l, c.id, case when n = 1 then 'company_admin' else 'user' end,
              n % 50 <> 0, n % 3 = 0,
              case when p.r < 0.75 then now() - p.r * interval '400 days' end,
              co.created_at + p.r * (now() - co.created_at)
       from bench_companies c
       join companies co on co.id = c.id
       cross join lateral generate_series(1, c.users) as n
       cross join lateral (select (${FIRST_NAMES})[1 + floor(random() * 20)::int] as f,
                                  (${SURNAMES})[1 + floor(random() * 30)::int] as l, random() as r where n > 0 offset 0) p`,
    );
  });

  await timed('tickets', async () => {
    await q(`insert into tags (name, colour, created_at, updated_at)
      select name, '#1c7ed6', now(), now() from unnest(${sqlText(TAGS)}::text[]) as name
      on conflict do nothing`);
    await q(`create temp table bench_customers as
      select row_number() over (order by u.id)::int as n, u.id, u.company_id, u.email,
             u.first_name || ' ' || u.last_name as name, co.vat_code
      from users u join companies co on co.id = u.company_id
      where u.company_id in (select id from bench_companies)`);
    await q(`create unique index on bench_customers (n)`);
    await q(`analyze bench_customers`);
    await q(
      `create temp table bench_operators as
      select row_number() over (order by user_name)::int as n, id, first_name || ' ' || last_name as name
      from users where user_name = any($1)`,
      [DEMO_OPERATORS],
    );
    const {
      rows: [{ n: customers }],
    } = await q(`select count(*)::int as n from bench_customers`);
    const {
      rows: [{ n: operators }],
    } = await q(`select count(*)::int as n from bench_operators`);
    await q(
      `insert into support_tickets (kind, item_type, code, state, priority, subject, product, company_id,
         user_id, handler_id, requester_email, requester_name, vat_code, message, premium,
         first_response_due_at, resolution_due_at, first_responded_at, resolved_at, waiting_since,
         created_at, updated_at, activity_at)
       select case when g.r1 < 0.95 then 'portal' when g.r1 < 0.98 then 'chat' else 'callback' end,
              g.item_type, case when g.item_type <> 'ticket' then upper(g.item_type) || '-B-' || g.i end,
              g.state, g.priority,
              (${SUBJECTS})[1 + (hashint4(g.i) & 1023) % 20], g.product, u.company_id, u.id,
              case when g.state = 'open' and g.r2 < 0.8 then null else o.id end,
              u.email, u.name, u.vat_code,
              'Buongiorno, ' || lower((${SUBJECTS})[1 + (hashint4(g.i) & 1023) % 20]) || '. Potete aiutarmi? Grazie.',
              g.r2 < 0.05,
              g.created + g.first_target, g.created + g.resolution_target,
              case when g.state <> 'open' then least(now(), g.created + g.first_target * (0.2 + 1.3 * g.r3)) end,
              case when g.state in ('resolved', 'closed') then least(now(), g.created + g.resolution_target * (0.1 + 1.4 * g.r3)) end,
              case when g.state = 'waiting' then least(now(), g.created + g.first_target * (0.3 + 2 * g.r3)) end,
              g.created,
              least(now(), g.created + g.resolution_target * (0.1 + 1.6 * g.r3)),
              least(now(), g.created + g.resolution_target * (0.1 + 1.6 * g.r3))
       from (
         select i, r1, r2, r3, created, item_type, product, priority,
                case when priority = 'urgent' then interval '1 hour' when priority = 'high' then interval '4 hours'
                     when priority = 'normal' then interval '8 hours' else interval '24 hours' end as first_target,
                case when priority = 'urgent' then interval '1 day' when priority = 'high' then interval '2 days'
                     when priority = 'normal' then interval '5 days' else interval '10 days' end as resolution_target,
                case when item_type <> 'ticket' then 'closed'
                     when created > now() - interval '14 days' then
                       (array['open','in_progress','in_progress','waiting','resolved','closed','closed'])[1 + floor(r4 * 7)::int]
                     when r4 < 0.002 then 'open' when r4 < 0.005 then 'in_progress' when r4 < 0.01 then 'waiting'
                     when r4 < 0.015 then 'resolved' else 'closed' end as state,
                1 + floor(r5 * $2::int)::int as customer, 1 + floor(r3 * $3::int)::int as operator
         from (
           select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
                  now() - random() * interval '5 years' as created,
                  case when i % 100 = 0 then 'an' when i % 100 = 1 then 'ri' else 'ticket' end as item_type,
                  (array['portal','accounting','accounting','payroll','payroll','invoicing','invoicing','portal','accounting','other'])[1 + (hashint4(i + 3) & 1023) % 10] as product,
                  (array['low','low','low','normal','normal','normal','normal','normal','normal','normal','normal','normal','normal','normal','high','high','high','urgent','urgent','normal'])[1 + (hashint4(i + 5) & 1023) % 20] as priority
           from generate_series(1, $1::int) as i offset 0) r) g
       join bench_customers u on u.n = g.customer
       join bench_operators o on o.n = g.operator
       order by g.created`,
      [TICKETS, customers, operators],
    );
    await q(`insert into ticket_tags (ticket_id, tag_id)
      select t.id, tg.id from support_tickets t
      join tags tg on tg.name = (${sqlText(TAGS)})[1 + (hashint4(t.number) & 1023) % 6]
      where t.item_type = 'ticket' and (hashint4(t.number + 11) & 1023) < 82
      on conflict do nothing`);
  });

  await timed('messages', async () => {
    const {
      rows: [{ n: tickets, first }],
    } = await q(`select count(*)::int as n, min(number) as first from support_tickets where number > $1`, [
      before.ticket,
    ]);
    const spread = Math.max(1, 2 * Math.round(MESSAGES / Math.max(1, tickets)) - 1);
    await q(
      `insert into support_ticket_messages (ticket_id, author_id, author_name, from_support, internal, body, created_at)
       select t.id,
              case when k % 2 = 1 then t.user_id else coalesce(t.handler_id, o.id) end,
              case when k % 2 = 1 then t.requester_name else o.name end,
              k % 2 = 0, k % 2 = 0 and (hashint4(t.number * 7 + k) & 1023) < 102,
              case when k = 1 then t.message when k % 2 = 0 then 'Gentile cliente, abbiamo verificato la segnalazione: '
                   || 'trova le istruzioni nella knowledge base. Restiamo a disposizione.'
                   else 'Grazie, ho provato ma il problema si ripresenta. Allego i dettagli.' end,
              t.created_at + (t.activity_at - t.created_at) * ((k - 1)::float8 / greatest(1, m.n - 1))
       from support_tickets t
       join bench_operators o on o.n = 1
       cross join lateral (select case when t.state = 'open' then 1 else 1 + (t.number - $1::int) % $2::int end as n) m
       cross join lateral generate_series(1, m.n) as k
       where t.number >= $1::int`,
      [first, spread],
    );
  });

  await timed('audit entries', async () => {
    await q(`create temp table bench_tickets as
      select row_number() over (order by number)::int as n, id, number, subject, product, state, handler_id
      from support_tickets`);
    await q(`create unique index on bench_tickets (n)`);
    await q(`create temp table bench_ids as select n, id from bench_customers`);
    await q(`create unique index on bench_ids (n)`);
    await q(`analyze bench_tickets; analyze bench_ids`);
    const counts =
      await q(`select (select count(*) from bench_tickets)::int as t, (select count(*) from bench_ids)::int as u,
      (select count(*) from bench_companies)::int as c`);
    const { t, u, c } = counts.rows[0];
    const CHUNK = 2_000_000;
    for (let from = 1; from <= AUDIT; from += CHUNK) {
      const to = Math.min(AUDIT, from + CHUNK - 1);
      await q(
        `insert into audit_log (at, actor, resource, object_id, action, before, after)
         select now() - interval '5 years' + (g.i::float8 / $2) * interval '5 years',
                (array['operatore@sportello.demo','operatore2@sportello.demo','admin@sportello.demo'])[1 + g.i % 3],
                case when g.b < 60 then 'tickets' when g.b < 80 then 'users' when g.b < 95 then 'companies' else 'settings' end,
                case when g.b < 60 then t.id::text when g.b < 80 then u.id::text when g.b < 95 then c.id::text else 'portal' end,
                case when g.b % 20 = 0 then 'create' when g.b % 33 = 1 then 'delete' when g.b % 50 = 7 then 'reveal' else 'update' end,
                case when g.b < 60 then jsonb_build_object('TicketCode', 'SR-' || lpad(t.number::text, 6, '0'),
                       'Subject', t.subject, 'Product', t.product, 'State', 'open', 'HandlerId', null)
                     when g.b < 80 then jsonb_build_object('Enabled', true, 'Role', 'user')
                     when g.b < 95 then jsonb_build_object('Enabled', true, 'Products', jsonb_build_array('portal'))
                     else jsonb_build_object('SessionMinutes', 30) end,
                case when g.b < 60 then jsonb_build_object('TicketCode', 'SR-' || lpad(t.number::text, 6, '0'),
                       'Subject', t.subject, 'Product', t.product, 'State', t.state, 'HandlerId', t.handler_id)
                     when g.b < 80 then jsonb_build_object('Enabled', g.b % 2 = 0, 'Role', 'user')
                     when g.b < 95 then jsonb_build_object('Enabled', true, 'Products', jsonb_build_array('portal', 'payroll'))
                     else jsonb_build_object('SessionMinutes', 60) end
         from (select i, (hashint4(i) & 2147483647) % 100 as b, (hashint4(i + 1) & 2147483647) as h
               from generate_series($1::int, $3::int) as i) g
         left join bench_tickets t on g.b < 60 and t.n = 1 + g.h % $4::int
         left join bench_ids u on g.b >= 60 and g.b < 80 and u.n = 1 + g.h % $5::int
         left join bench_companies c on g.b >= 80 and g.b < 95 and c.rank = 1 + g.h % ($6::int - 1)
         order by g.i`,
        [from, AUDIT, to, t, u, c],
      );
      console.error(`  audit entries ${to.toLocaleString('en')} / ${AUDIT.toLocaleString('en')}`);
    }
  });

  await timed('build the indexes again', async () => {
    for (const { definition } of dropped) await q(definition);
  });
  await q(`set session_replication_role = origin`);
  await timed('vacuum (analyze)', () =>
    q(`vacuum (analyze) companies, users, support_tickets, support_ticket_messages, ticket_tags, audit_log`),
  );
  const sizes = await q(`select
    (select count(*) from companies)::int as companies, (select count(*) from users)::int as users,
    (select count(*) from support_tickets)::int as tickets,
    (select count(*) filter (where state in ('open','in_progress','waiting')) from support_tickets)::int as "unfinishedTickets",
    (select count(*) from support_ticket_messages)::int as messages,
    (select count(*) from ticket_tags)::int as "ticketTags",
    (select count(*) from audit_log)::int as "auditEntries",
    (select max(users) from bench_companies)::int as "largestCompanyUsers",
    (select percentile_disc(0.5) within group (order by users) from bench_companies)::int as "medianCompanyUsers",
    pg_size_pretty(pg_database_size(current_database())) as "databaseSize"`);
  await db.end();
  console.log(
    JSON.stringify(
      {
        database: LARGE_DATABASE,
        ...sizes.rows[0],
        seconds: timings,
        totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      },
      null,
      2,
    ),
  );
}

/** Drops the secondary indexes of the large tables (not those of constraints); their definitions. */
async function dropIndexes(q) {
  const { rows } =
    await q(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('users'::regclass, 'support_tickets'::regclass, 'support_ticket_messages'::regclass,
                         'ticket_tags'::regclass, 'audit_log'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  for (const { name } of rows) await q(`drop index ${name}`);
  return rows;
}
