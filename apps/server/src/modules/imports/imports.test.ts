import { IMPORT_BODY_LIMIT } from '@sportello/contracts/backoffice/imports.values';
import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { and, asc, eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it, vi } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { csvBase64 as csv, finishedJob, importJob } from '../../../test/import-jobs';
import { createTestApp, errorBody } from '../../../test/test-app';
import { auditLog } from '../../core/audit-trail.tables';
import { companies } from '../companies/companies.tables';
import { IMPORT_KINDS_OF } from './imports.kinds';
import { importJobs } from './imports.tables';

/**
 * What every import shares (decision 041): bad files change nothing and say why — too large, another
 * encoding, malformed, formula cells —, the delimiter told by the header, and the jobs' life.
 */
const app = appWithCallers();
const { who } = app;

const vat = (first10: string) => `${first10}${vatControlDigit(first10)}`;
let serial = 0;
const freshVat = () => vat(`66${String(++serial).padStart(8, '0')}`);
const companiesOf = (codes: string[]) =>
  app.t.database.db.select().from(companies).where(inArray(companies.vatCode, codes));
const start = (Content: string, Encoding = 65001, DryRun = false) =>
  who.admin.post('/api/Company/Import', { Content, Encoding, DryRun });

describe('imports: files that change nothing', () => {
  it('answers a 50 MB file 413 in the error shape before reading it', async () => {
    const res = await who.admin.post('/api/Company/Import', {
      Content: 'A'.repeat(50 * 1024 * 1024),
      Encoding: 65001,
      DryRun: true,
    });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res)).toMatchObject({ ErrorMessage: 'ERROR_PAYLOAD_TOO_LARGE' });
    expect(IMPORT_BODY_LIMIT).toBeLessThan(5 * 1024 * 1024);
  });

  it('refuses a file of another encoding than the one picked, either way', async () => {
    const code = freshVat();
    const text = `VatCode;FiscalCode;Name\r\n${code};${code};Società Più\r\n`;
    const utf8 = await start(Buffer.from(text, 'utf8').toString('base64'), 1252);
    const ansi = await start(iconv.encode(text, 'windows-1252').toString('base64'), 65001);
    for (const res of [utf8, ansi]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_IMPORT_FILE DETAIL_IMPORT_ENCODING');
      // The reason reads in the caller's language, like the error.
      expect(errorBody(res).Message).toBe(
        "Il file non si può leggere: non è un file di testo nella codifica scelta (scegline un'altra, oppure salvalo come CSV).",
      );
    }
    expect(await companiesOf([code])).toEqual([]);
  });

  it('refuses a malformed file (a stray quote) naming its line, and a file that is no text', async () => {
    const code = freshVat();
    const malformed = await start(csv(['VatCode;FiscalCode;Name', `${code};${code};Rossi "Impianti"`]));
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed)).toMatchObject({
      ErrorMessage: 'ERROR_IMPORT_FILE DETAIL_IMPORT_STRAY_QUOTE 2',
      Message: "Il file non si può leggere: c'è una virgoletta fuori posto alla riga 2.",
    });
    const zip = await start(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]).toString('base64'));
    expect(errorBody(zip).ErrorMessage).toBe('ERROR_IMPORT_FILE DETAIL_IMPORT_ENCODING');
    expect(await companiesOf([code])).toEqual([]);
  });

  it('refuses a formula cell as a problem of its row and column, and reads the export’s defused cell back', async () => {
    const [bad, defused, ok] = [freshVat(), freshVat(), freshVat()];
    const lines = [
      'VatCode;FiscalCode;Name',
      `"${ok}";"${ok}";"Buona S.r.l."`,
      `"${bad}";"${bad}";"=HYPERLINK(""http://evil.example"")"`,
      `"${defused}";"${defused}";"'=Uguale S.r.l."`,
    ];
    const job = await importJob(who.admin, 'Company', {
      Content: csv(lines),
      Encoding: 65001,
      DryRun: false,
    });
    expect(job).toMatchObject({ State: 'failed', ErrorCount: 1 });
    expect(job.Errors.map((e) => [e.Line, e.Field, e.ErrorMessage])).toEqual([
      [3, 'Name', 'ERROR_IMPORT_FORMULA'],
    ]);
    expect(await companiesOf([bad, defused, ok])).toEqual([]);

    const fixed = await importJob(who.admin, 'Company', {
      Content: csv([lines[0]!, lines[1]!, lines[3]!]),
      Encoding: 65001,
      DryRun: false,
    });
    expect(fixed).toMatchObject({ State: 'done', Created: 2 });
    expect((await companiesOf([defused]))[0]?.name).toBe('=Uguale S.r.l.');
  });

  it('reads a comma-separated file in Windows-1252', async () => {
    const code = freshVat();
    const text = `VatCode,FiscalCode,Name\r\n${code},${code},"Società Cooperativa Àrea Più, Soc. Coop."\r\n`;
    const job = await importJob(who.admin, 'Company', {
      Content: iconv.encode(text, 'windows-1252').toString('base64'),
      Encoding: 1252,
      DryRun: false,
    });
    expect(job).toMatchObject({ State: 'done', Created: 1 });
    expect((await companiesOf([code]))[0]?.name).toBe('Società Cooperativa Àrea Più, Soc. Coop.');
  });
});

describe('imports: jobs', () => {
  const jobsRow = (id: string) => app.t.database.db.select().from(importJobs).where(eq(importJobs.id, id));

  it('answers a job id at once; the job drops its file when over; the report waits for its end', async () => {
    const code = freshVat();
    const res = await start(csv(['VatCode;FiscalCode;Name', `${code};${code};Nuova`]), 65001, true);
    expect(res.statusCode, res.body).toBe(200);
    const { JobId } = res.json<{ JobId: string }>();
    const job = await finishedJob(who.admin, 'Company', JobId);
    expect(job).toMatchObject({ Kind: 'companies', DryRun: true, State: 'done', Rows: 1, RowsDone: 1 });
    expect((await jobsRow(JobId))[0]?.content).toBeNull();
    const report = await who.admin.get(`/api/Company/Import/Jobs/${JobId}/Report`);
    expect(report.body.split('\r\n')[1]).toBe(`"2";"${code}";"da creare"`);
    // A companies job is no users job.
    expect((await who.admin.get(`/api/User/Import/Jobs/${JobId}`)).statusCode).toBe(404);

    await app.t.database.db.update(importJobs).set({ state: 'queued' }).where(eq(importJobs.id, JobId));
    const early = await who.admin.get(`/api/Company/Import/Jobs/${JobId}/Report`);
    expect(early.statusCode).toBe(409);
    await app.t.database.db.update(importJobs).set({ state: 'done' }).where(eq(importJobs.id, JobId));
  });

  it('plans again, in its transaction, when the file’s companies changed after it read them', async () => {
    const code = freshVat();
    const file = (name: string) => csv(['VatCode;FiscalCode;Name', `${code};${code};${name}`]);
    const made = await importJob(who.admin, 'Company', {
      Content: file('Vecchio'),
      Encoding: 65001,
      DryRun: false,
    });
    expect(made.State).toBe('done');
    const read = IMPORT_KINDS_OF.companies.read;
    let plans = 0;
    // Someone renames the company between the job's plan and its writes.
    const spy = vi.spyOn(IMPORT_KINDS_OF.companies, 'read').mockImplementation((bytes, encoding) => {
      const rows = read(bytes, encoding);
      return {
        ...rows,
        async plan(ctx, input) {
          const plan = await rows.plan(ctx, input);
          if (++plans === 1)
            await app.t.database.db
              .update(companies)
              .set({ name: 'Cambiato' })
              .where(eq(companies.vatCode, code));
          return plan;
        },
      };
    });
    try {
      const job = await importJob(who.admin, 'Company', {
        Content: file('Nuovo'),
        Encoding: 65001,
        DryRun: false,
      });
      expect(job).toMatchObject({ State: 'done', Created: 0, Updated: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(plans).toBe(2);
    const [company] = await companiesOf([code]);
    expect(company?.name).toBe('Nuovo');
    // The audit log records the name the import wrote over, not the one its first plan read.
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'companies'), eq(auditLog.objectId, String(company?.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { Name: 'Cambiato' },
      after: { Name: 'Nuovo' },
    });
  });

  const runningJob = async (heartbeatAt: Date) => {
    const [actor] = await app.t.database.db.select({ actor: importJobs.actor }).from(importJobs).limit(1);
    const [job] = await app.t.database.db
      .insert(importJobs)
      .values({
        kind: 'companies' as const,
        dryRun: false,
        state: 'running' as const,
        encoding: 65001,
        actor: actor!.actor,
        rows: 10,
        rowsDone: 4,
        heartbeatAt,
        createdAt: heartbeatAt,
      })
      .returning();
    return job!;
  };

  it('marks failed a job whose process stopped beating', async () => {
    const silent = await runningJob(new Date(Date.now() - 60_000));
    await app.t.app.importRunner.wake();
    const job = await finishedJob(who.admin, 'Company', silent.id);
    expect(job).toMatchObject({ State: 'failed', RowsDone: 4 });
    expect(job.Error?.ErrorMessage).toBe('ERROR_IMPORT_INTERRUPTED');
  });

  // The embedded database serves one process: a new start finds every running job dead. On
  // PostgreSQL another process may be running it: its heartbeat tells (the test above).
  it.skipIf(process.env.TEST_DATABASE === 'postgres')(
    'on the embedded database, a new start marks failed a job left running',
    async () => {
      const left = await runningJob(new Date());
      const next = await createTestApp({ database: app.t.database });
      try {
        await next.app.ready();
        await next.app.importRunner.wake();
      } finally {
        await next.close();
      }
      expect((await finishedJob(who.admin, 'Company', left.id)).Error?.ErrorMessage).toBe(
        'ERROR_IMPORT_INTERRUPTED',
      );
    },
  );
});
