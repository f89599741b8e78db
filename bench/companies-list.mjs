#!/usr/bin/env node
// The back office's companies list over 100,000 companies: `npm run bench:companies` (after
// `npm run build`). Starts the built server in production mode on a fresh PostgreSQL database
// (`sportello_bench_companies` on BENCH_PG), adds BENCH_COMPANIES companies (default 100,000) in
// one statement, signs in as the vendor's admin and asks each list below BENCH_REQUESTS times
// (default 200, one at a time, after 20 to warm up) through the real server: routing, session,
// permission check, validation, the two queries (page and count) and the answer. Prints p50 / p95 /
// max per list. The target is p95 < 100 ms for the first page. Asserts nothing.
import pg from 'pg';
import { freePort, PG, signIn, startBenchPortal, waitFor } from './portal.mjs';

const PORT = await freePort();
const DATABASE = 'sportello_bench_companies';
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;

/** The list's filter as the web app sends it: base64url JSON in the path. */
const encodeFilter = (filter) => Buffer.from(JSON.stringify(filter)).toString('base64url');

/** The lists measured: the first page as the page opens it, the other sorts, a search, filters. */
const LISTS = {
  'first page (name A-Z)': {},
  'sorted by VAT code, descending': { Sort: 'VatCode', Desc: true },
  'newest first': { Sort: 'CreatedAt', Desc: true },
  'page 100 (name A-Z)': { Page: 100 },
  'VAT prefix "900000123"': { Text: '900000123' },
  'name words "ross imp"': { Text: 'ross imp' },
  'product payroll, without users, enabled': { Product: 'payroll', HasUsers: false, Enabled: true },
};

const portal = await startBenchPortal(PORT, {}, DATABASE);
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitFor(`${base}/readyz`);
  const started = performance.now();
  await addCompanies();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const headers = await signIn(base);
  const results = {};
  for (const [name, filter] of Object.entries(LISTS)) {
    const url = `${base}/api/Company/Filters/${encodeFilter({ Size: 20, ...filter })}`;
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`${name} answered ${first.status}: ${(await first.text()).slice(0, 200)}`);
    const { Total } = await first.json();
    for (let i = 0; i < WARM_UP; i++) await (await fetch(url, { headers })).arrayBuffer();
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
    results[name] = { total: Total, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
  }
  console.log(
    JSON.stringify(
      { companies: COMPANIES, insertSeconds: Number(seconds), requests: REQUESTS, results },
      null,
      2,
    ),
  );
} finally {
  portal.kill('SIGTERM');
}

/** 100,000 companies in one statement: VAT codes 9000000001…, names from a few words, varied flags. */
async function addCompanies() {
  const client = new pg.Client({ connectionString: `${PG}/${DATABASE}` });
  await client.connect();
  await client.query(
    `insert into companies (vat_code, fiscal_code, name, company_type, products, group_codes,
       access_local, migrated, enabled, created_at)
     select '9' || lpad(i::text, 10, '0'),
            '9' || lpad(i::text, 10, '0'),
            (array['Rossi','Bianchi','Verdi','Neri','Gialli','Russo','Ferrari','Esposito','Romano','Colombo',
                   'Ricci','Marino','Greco','Bruno','Gallo','Conti','De Luca','Mancini','Costa','Giordano'])[1 + i % 20]
              || ' ' || (array['Impianti','Servizi','Trasporti','Forniture','Consulting','Arredi','Logistica',
                   'Costruzioni','Elettronica','Alimentari','Meccanica','Tessile','Energia','Ricambi','Edilizia'])[1 + (i / 20) % 15]
              || ' ' || i || ' S.r.l.',
            1 + i % 3,
            case when i % 4 = 0 then array['portal','payroll'] else array['portal'] end,
            array[(array['NORD','CENTRO','SUD'])[1 + i % 3]],
            i % 10 <> 0, i % 7 = 0, i % 50 <> 0,
            timestamptz '2020-01-01' + (i || ' minutes')::interval
     from generate_series(1, $1::int) as i`,
    [COMPANIES],
  );
  await client.query('analyze companies');
  await client.end();
}
