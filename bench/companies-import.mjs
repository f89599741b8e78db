#!/usr/bin/env node
// The back office's companies import of 10,000 rows: `npm run bench:import` (after `npm run build`).
// Starts the built server in production mode on a fresh PostgreSQL database
// (`sportello_bench_import` on BENCH_PG, dropped at the end), on a free port, signs in as the
// vendor's admin and sends one CSV file of BENCH_ROWS valid companies (default 10,000; every tenth
// under one of the first hundred, named earlier in the file) three times: a dry run, the import
// (all created), then the same file again (all updated). Prints each call's time as the client
// measures it: upload, decoding, parsing, every row through the company form's schema, the batched
// writes and their checks. Asserts nothing but the answers' counts.
import { createServer } from 'node:net';
import pg from 'pg';
import { PG, signInAdmin, startBenchPortal, waitFor } from './portal.mjs';

const DATABASE = 'sportello_bench_import';
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

/** A port nobody listens on now: the system's pick for a socket opened and closed at once. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** An Italian VAT code from ten digits: the check digit of the partita IVA. */
function vatCode(first10) {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** The file as the export writes it: header, quoted cells, semicolons, CRLF, UTF-8 with a BOM. */
function csvFile() {
  const header =
    'VatCode;VatCodeType;FiscalCode;Name;CompanyType;Products;GroupCodes;ParentVatCodes;AccessLocal;ForceTsid;Enabled';
  const code = (i) => vatCode(`7${String(i).padStart(9, '0')}`);
  const lines = [header];
  for (let i = 1; i <= ROWS; i++) {
    const parent = i > 100 && i % 10 === 0 ? code(1 + (i % 100)) : '';
    const cells = [
      code(i),
      1,
      code(i),
      `Azienda Importata ${i} S.r.l.`,
      1 + (i % 3),
      i % 4 === 0 ? 'portal,payroll' : 'portal',
      'NORD',
      parent,
      i % 10 !== 0,
      false,
      true,
    ];
    lines.push(cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(';'));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const port = await freePort();
const portal = await startBenchPortal(port, {}, DATABASE);
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/readyz`);
  const signedIn = await signInAdmin(base);
  const { Token } = await (await fetch(`${base}/api/Auth/antiforgery`, { headers: signedIn })).json();
  const headers = { ...signedIn, 'content-type': 'application/json', 'x-csrf-token': Token };
  const file = csvFile();
  const body = (DryRun) => JSON.stringify({ Content: file.toString('base64'), Encoding: 65001, DryRun });
  const send = async (name, DryRun, expected) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/Company/Import`, { method: 'POST', headers, body: body(DryRun) });
    const answer = await res.json();
    const ms = performance.now() - t0;
    if (!res.ok || answer.ErrorCount !== 0 || answer[expected] !== ROWS)
      throw new Error(`${name} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return [name, { seconds: Number((ms / 1000).toFixed(2)) }];
  };
  const results = Object.fromEntries([
    await send('dry run', true, 'Created'),
    await send('import (creates)', false, 'Created'),
    await send('import again (updates)', false, 'Updated'),
  ]);
  console.log(JSON.stringify({ rows: ROWS, fileBytes: file.length, results }, null, 2));
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.end();
}
