import { encodeFilter } from '@sportello/contracts/common/filters';
import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { csvBase64 as csv, importJob } from '../../../test/import-jobs';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { companies } from './companies.tables';

const app = appWithCallers();
const { who } = app;

const vat = (first10: string) => `${first10}${vatControlDigit(first10)}`;
let serial = 0;
/** A fresh VAT code per call: the tests share one database. */
const freshVat = () => vat(`77${String(++serial).padStart(8, '0')}`);

const send = (c: TestClient, Content: string, DryRun: boolean, Encoding = 65001) =>
  importJob(c, 'Company', { Content, Encoding, DryRun });
const row = (code: string, name: string, parents = '') => `"${code}";"${code}";"${name}";"${parents}"`;
const HEADER = 'VatCode;FiscalCode;Name;ParentVatCodes';

/** In id order: PostgreSQL returns rows in no order of its own, least of all after updates. */
const companiesOf = (codes: string[]) =>
  app.t.database.db
    .select()
    .from(companies)
    .where(inArray(companies.vatCode, codes))
    .orderBy(asc(companies.id));

/** The audit entries of one company, oldest first. */
const auditsOf = (id: number) =>
  app.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'companies'), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));

describe('companies import', () => {
  it('imports a minimal file (VatCode, Name, Products): the fiscal code is the VAT code; a bad product says what is allowed, in words', async () => {
    const [good, bad] = [freshVat(), freshVat()];
    const content = csv([
      'VatCode;Name;Products',
      `${good};Minima S.r.l.;portal`,
      `${bad};Sbagliata;portall`,
    ]);
    const job = await send(who.admin, content, true);
    expect(job).toMatchObject({ State: 'done', ErrorCount: 1 });
    expect(job.Errors).toEqual([
      {
        Line: 3,
        Field: 'Products.0',
        Column: 'Prodotti (Products)',
        ErrorMessage: 'ERROR_VALUE_NOT_ALLOWED DETAIL_VALUE_GIVEN portall',
        Message:
          'Valore non ammesso. Scritto: «portall». Valori ammessi: portal (Portale clienti), accounting (Contabilità), payroll (Paghe), invoicing (Fatturazione elettronica), other (Altro).',
      },
    ]);
    const report = await who.admin.get(`/api/Company/Import/Jobs/${job.Id}/Report`);
    const lines = report.body.split('\r\n');
    expect(lines[1]).toBe(`"3";"Prodotti (Products)";"${job.Errors[0]?.Message}";"ERROR_VALUE_NOT_ALLOWED"`);
    expect(report.body).not.toMatch(/Invalid|expected|ERROR_BAD_REQUEST/);

    const fixed = csv(['VatCode;Name;Products', `${good};Minima S.r.l.;portal`]);
    expect(await send(who.admin, fixed, false)).toMatchObject({ State: 'done', Created: 1, ErrorCount: 0 });
    expect((await companiesOf([good]))[0]).toMatchObject({ vatCode: good, fiscalCode: good });
  });

  it('a check lists each row’s problems by line and field, and writes nothing', async () => {
    const good = freshVat();
    const job = await send(
      who.admin,
      csv([
        HEADER,
        row(good, 'Buona S.r.l.'),
        row('12345678900', 'Partita sbagliata'),
        row(freshVat(), ''),
        row(freshVat(), 'Orfana', '99999999990'),
      ]),
      true,
    );
    expect(job).toMatchObject({ State: 'done', Rows: 4, RowsDone: 4, Created: 4, Updated: 0, ErrorCount: 4 });
    // Line 3's code is its fiscal code too: both columns are refused.
    expect(job.Errors.map((e) => [e.Line, e.Field, e.ErrorMessage.split(' ')[0]])).toEqual([
      [3, 'VatCode', 'ERROR_VATCODE_BADCHAR_CTRL'],
      [3, 'FiscalCode', 'ERROR_COMPANY_FISCAL_CODE'],
      [4, 'Name', 'ERROR_FIELD_REQUIRED'],
      [5, 'ParentVatCodes.0', 'ERROR_COMPANY_PARENT_UNKNOWN'],
    ]);
    expect(job.Errors[1]?.Message).not.toBe('');
    expect(await companiesOf([good])).toEqual([]);
  });

  it('creates and updates by VAT code, parents from the registry or the file, each audited before and after', async () => {
    const existing = freshVat();
    const parent = freshVat();
    const child = freshVat();
    const created = await who.admin.post('/api/Company/Save', {
      VatCode: existing,
      FiscalCode: existing,
      Name: 'Vecchio nome',
    });
    expect(created.statusCode, created.body).toBe(200);
    const content = csv([
      HEADER,
      row(parent, 'Studio Padre'),
      row(child, 'Figlia', `${parent},${existing}`),
      row(existing, 'Nuovo nome'),
    ]);

    const dry = await send(who.admin, content, true);
    expect(dry).toMatchObject({ State: 'done', Rows: 3, Created: 2, Updated: 1, ErrorCount: 0 });
    const job = await send(who.admin, content, false);
    expect(job).toMatchObject({ State: 'done', Rows: 3, Created: 2, Updated: 1, ErrorCount: 0, Error: null });

    const rows = await companiesOf([existing, parent, child]);
    expect(rows.find((r) => r.vatCode === existing)?.name).toBe('Nuovo nome');
    const childId = rows.find((r) => r.vatCode === child)!.id;
    const detail = await who.admin.get(`/api/Company/Filters/Detail/${childId}`);
    expect(
      detail
        .json<{ Parents: { VatCode: string }[] }>()
        .Parents.map((p) => p.VatCode)
        .sort(),
    ).toEqual([parent, existing].sort());
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'companies'), eq(auditLog.objectId, 'import')));
    expect(entries.map((e) => e.after)).toContainEqual({
      Import: { Job: job.Id, Rows: 3, Created: 2, Updated: 1 },
    });
    // Each company as the edit page's saves record it; the check recorded nothing.
    const id = (code: string) => rows.find((r) => r.vatCode === code)!.id;
    const [, updated, ...more] = await auditsOf(id(existing));
    expect(more).toEqual([]);
    expect(updated).toMatchObject({
      actor: 'admin@sportello.demo',
      action: 'update',
      before: { VatCode: existing, Name: 'Vecchio nome', Parents: [] },
      after: { VatCode: existing, Name: 'Nuovo nome', Parents: [] },
    });
    expect(await auditsOf(childId)).toMatchObject([
      { action: 'create', before: null, after: { Name: 'Figlia', Parents: [parent, existing].sort() } },
    ]);
    expect(await auditsOf(id(parent))).toMatchObject([
      { action: 'create', before: null, after: { Name: 'Studio Padre', Enabled: true, Parents: [] } },
    ]);
  });

  it('refuses the whole file when one row has a problem, and writes nothing', async () => {
    const good = freshVat();
    const job = await send(
      who.admin,
      csv([HEADER, row(good, 'Buona'), row(freshVat(), 'Ciclica', 'XX')]),
      false,
    );
    expect(job).toMatchObject({ State: 'failed', ErrorCount: 1 });
    expect(job.Error?.ErrorMessage).toBe('ERROR_IMPORT_ROWS');
    expect(job.Errors.map((e) => `${e.Line}.${e.Field}`)).toEqual(['3.ParentVatCodes.0']);
    expect(await companiesOf([good])).toEqual([]);
  });

  it('reads back its own export: every row an update, nothing changed', async () => {
    const parent = freshVat();
    const child = freshVat();
    await send(
      who.admin,
      csv([HEADER, row(parent, 'Export Padre'), row(child, 'Export Figlia', parent)]),
      false,
    );
    await app.t.database.db
      .update(companies)
      .set({ companyType: 31_000 })
      .where(inArray(companies.vatCode, [parent, child]));
    const exported = await who.admin.get(
      `/api/Company/Export/${encodeFilter({ CompanyType: 31_000 })}?Encoding=1252`,
    );
    const before = await companiesOf([parent, child]);

    const job = await send(who.admin, exported.rawPayload.toString('base64'), false, 1252);
    expect(job).toMatchObject({ State: 'done', Rows: 2, Created: 0, Updated: 2, ErrorCount: 0 });
    expect(await companiesOf([parent, child])).toEqual(before);
    // Nothing changed: nothing recorded beyond each company's creation.
    for (const company of before) expect(await auditsOf(company.id)).toHaveLength(1);
  });

  it('refuses loops of parents the file closes', async () => {
    const [a, b] = [freshVat(), freshVat()];
    const job = await send(who.admin, csv([HEADER, row(a, 'A', b), row(b, 'B', a)]), true);
    expect(job.Errors.map((e) => [e.Line, e.ErrorMessage])).toEqual([
      [2, 'ERROR_COMPANY_PARENT_CYCLE'],
      [3, 'ERROR_COMPANY_PARENT_CYCLE'],
    ]);
  });

  it('refuses a loop the file closes through the registry, in a check as in an import', async () => {
    const [top, middle, bottom] = [freshVat(), freshVat(), freshVat()];
    const made = await send(
      who.admin,
      csv([HEADER, row(top, 'Alto'), row(middle, 'Mezzo', top), row(bottom, 'Basso', middle)]),
      false,
    );
    expect(made).toMatchObject({ State: 'done', Created: 3 });
    // The registry has bottom under middle under top: top under bottom closes the loop.
    const closing = csv([HEADER, row(top, 'Alto', bottom)]);
    for (const DryRun of [true, false]) {
      const job = await send(who.admin, closing, DryRun);
      expect(job.Errors.map((e) => [e.Line, e.Field, e.ErrorMessage])).toEqual([
        [2, 'ParentVatCodes', 'ERROR_COMPANY_PARENT_CYCLE'],
      ]);
    }
    const detail = await who.admin.get(`/api/Company/Filters/Detail/${(await companiesOf([top]))[0]!.id}`);
    expect(detail.json<{ Parents: unknown[] }>().Parents).toEqual([]);
  });

  it('is for admins: an operator is refused, and cannot read an admin’s job', async () => {
    const res = await who.operator.post('/api/Company/Import', {
      Content: csv([HEADER, row(freshVat(), 'Operatore')]),
      Encoding: 65001,
      DryRun: true,
    });
    expect(res.statusCode).toBe(403);
    const job = await send(who.admin, csv([HEADER, row(freshVat(), 'Admin')]), true);
    expect((await who.operator.get(`/api/Company/Import/Jobs/${job.Id}`)).statusCode).toBe(403);
  });

  it('answers 400 in the error shape for a file it cannot read, never 500, and makes no job', async () => {
    const cases = [
      { Content: Buffer.from([0x56, 0xe8, 0xff]).toString('base64'), Encoding: 65001 },
      { Content: 'not base64!', Encoding: 65001 },
      { Content: csv(['Nome;Cognome', 'a;b']), Encoding: 65001 },
      { Content: csv([HEADER, '"12345678903;x']), Encoding: 65001 },
      { Content: csv([HEADER]), Encoding: 437 },
      { Content: '', Encoding: 65001 },
    ];
    for (const body of cases) {
      const res = await who.admin.post('/api/Company/Import', { ...body, DryRun: true });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).ErrorCode).toBeGreaterThan(0);
    }
  });

  it('says in the caller’s language what is wrong with the file’s columns and rows', async () => {
    const refusal = async (lines: string[]) =>
      errorBody(
        await who.admin.post('/api/Company/Import', { Content: csv(lines), Encoding: 65001, DryRun: true }),
      );
    expect(await refusal(['Nome Azienda;VatCode', 'a;b'])).toMatchObject({
      ErrorMessage: 'ERROR_IMPORT_FILE DETAIL_IMPORT_UNKNOWN_COLUMN Nome Azienda',
      Message: 'Il file non si può leggere: la colonna «Nome Azienda» non è tra quelle previste.',
    });
    expect((await refusal(['VatCode;Name;VatCode', 'a;b;c'])).Message).toBe(
      'Il file non si può leggere: la colonna «VatCode» compare due volte.',
    );
    expect((await refusal(['VatCode;FiscalCode', 'a;b'])).Message).toBe(
      'Il file non si può leggere: manca la colonna «Name».',
    );
    expect((await refusal([`${HEADER};`, 'a;b;c;d;e'])).Message).toBe(
      "Il file non si può leggere: una colonna dell'intestazione non ha nome.",
    );
    expect((await refusal([HEADER, '"a;b;c;d'])).Message).toBe(
      'Il file non si può leggere: una virgoletta aperta alla riga 2 non viene mai chiusa.',
    );
    const tooMany = await refusal([HEADER, ...Array.from({ length: 10_001 }, (_, i) => `x${i};x;x;`)]);
    expect(tooMany).toMatchObject({
      ErrorMessage: 'ERROR_IMPORT_FILE DETAIL_IMPORT_TOO_MANY_ROWS 10001 10000',
      Message:
        'Il file non si può leggere: ha 10001 righe, e se ne importano al massimo 10000: dividilo in più file.',
    });
  });
});
