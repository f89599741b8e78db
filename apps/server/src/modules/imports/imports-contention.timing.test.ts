import type { ImportJob } from '@sportello/contracts/backoffice/imports.contract';
import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { csvBase64 as csv, finishedJob } from '../../../test/import-jobs';

// An import job shares the database with every customer. On the embedded database, which serves one
// connection, a job that checked and wrote its whole file in one transaction kept every request
// waiting until it ended: seconds for a file of the largest size (ten thousand rows), even on a quiet
// machine. Here a customer reads every few milliseconds while such a file is checked, and while an
// import of it is refused for its last row (neither writes anything): each read must be answered
// within a second, or a small part of the job on a busy machine; and while an import writes it, a
// thousand rows per transaction (decision 061). Timed, so it runs alone
// (vitest.timing.config.ts).
const app = appWithCallers();
const { who } = app;

const ROWS = 10_000;
const READ_EVERY_MS = 50;

const vat = (first10: string) => `${first10}${vatControlDigit(first10)}`;
const code = (i: number) => vat(`55${String(i).padStart(8, '0')}`);

/** Companies as the export writes them, every tenth under one named earlier in the file. */
const lines = [
  'VatCode;FiscalCode;Name;ParentVatCodes',
  ...Array.from({ length: ROWS }, (_, n) => {
    const i = n + 1;
    const parent = i > 100 && i % 10 === 0 ? code(1 + (i % 100)) : '';
    return `"${code(i)}";"${code(i)}";"Azienda Concorrente ${i} S.r.l.";"${parent}"`;
  }),
];
/** The same, its last company without a name. */
const refused = [...lines.slice(0, -1), `"${code(ROWS)}";"${code(ROWS)}";"";""`];

/**
 * Starts the job and, until it is over, sends one read of the customer's every READ_EVERY_MS, without
 * waiting for the earlier ones: the job, how long it took, and how long each read took from the moment
 * it was due. A read that could not even be sent on time (the job held the event loop) counts from
 * then; the reads it missed meanwhile are not sent in a burst after it, which would time the burst.
 */
async function readsDuring(file: string[], DryRun: boolean) {
  const started = performance.now();
  const res = await who.admin.post('/api/Company/Import', { Content: csv(file), Encoding: 65001, DryRun });
  expect(res.statusCode, res.body).toBe(200);
  let job: ImportJob | undefined;
  const over = finishedJob(who.admin, 'Company', res.json<{ JobId: string }>().JobId).then((j) => {
    job = j;
  });
  const reads: Promise<number>[] = [];
  let due = started;
  for (;;) {
    const dueAt = due;
    reads.push(
      who.customer.get('/api/Support/tickets?Page=0&Size=20').then((read) => {
        expect(read.statusCode, read.body).toBe(200);
        return performance.now() - dueAt;
      }),
    );
    if (job) break;
    due = Math.max(dueAt + READ_EVERY_MS, performance.now());
    await Promise.race([over, new Promise((resolve) => setTimeout(resolve, due - performance.now()))]);
  }
  const jobMs = performance.now() - started;
  return { job, jobMs, readsMs: await Promise.all(reads) };
}

/**
 * How long a read may wait: a second, or a third of the job on a machine so busy that the job itself
 * takes several (a read then waits for the longest step: the upload's reading of the file, a batch).
 */
const bound = (jobMs: number) => Math.max(1_000, jobMs / 3);

describe('a customer’s reads while a large file is imported', () => {
  it('are answered while a check of the file runs, not after it', { timeout: 180_000 }, async () => {
    const { job, jobMs, readsMs } = await readsDuring(lines, true);
    expect(job).toMatchObject({ State: 'done', Rows: ROWS, Created: ROWS, ErrorCount: 0 });
    // Held for the whole check, the connection made the first read wait nearly all of it.
    expect(Math.max(...readsMs)).toBeLessThan(bound(jobMs));
    expect(readsMs.length).toBeGreaterThanOrEqual(3);
  });

  it('are answered while an import refused for its last row checks the file, not after it', {
    timeout: 180_000,
  }, async () => {
    const { job, jobMs, readsMs } = await readsDuring(refused, false);
    expect(job).toMatchObject({ State: 'failed', Rows: ROWS, ErrorCount: 1 });
    expect(job.Error?.ErrorMessage).toBe('ERROR_IMPORT_ROWS');
    expect(Math.max(...readsMs)).toBeLessThan(bound(jobMs));
    expect(readsMs.length).toBeGreaterThanOrEqual(3);
  });

  // Last: it writes the companies the two above only checked.
  it('are answered while an import writes the file, a step at a time, not after it', {
    timeout: 180_000,
  }, async () => {
    const { job, jobMs, readsMs } = await readsDuring(lines, false);
    expect(job).toMatchObject({ State: 'done', Rows: ROWS, Created: ROWS, ErrorCount: 0 });
    // Written in one transaction, the file held the connection for its whole write phase (4-13 s).
    expect(Math.max(...readsMs)).toBeLessThan(bound(jobMs));
    expect(readsMs.length).toBeGreaterThanOrEqual(3);
  });
});
