import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { csvBase64 as csv, importJob } from '../../../test/import-jobs';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { companies, companyParents } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { IMPORT_KINDS_OF } from './imports.kinds';

/**
 * Imports written in steps (decision 061), each its own transaction, as the embedded database does
 * with files of more than a thousand rows: here two rows per step, so that small files take several.
 */
const app = appWithCallers({ env: { IMPORT_STEP_ROWS: '2' } });
const { who } = app;

const vat = (first10: string) => `${first10}${vatControlDigit(first10)}`;
let serial = 0;
const freshVat = () => vat(`44${String(++serial).padStart(8, '0')}`);
const companiesOf = (codes: string[]) =>
  app.t.database.db.select().from(companies).where(inArray(companies.vatCode, codes));
const companyRow = (code: string, name: string, parent = '') => `"${code}";"${code}";"${name}";"${parent}"`;
const HEADER = 'VatCode;FiscalCode;Name;ParentVatCodes';
const importCompanies = (lines: string[]) =>
  importJob(who.admin, 'Company', { Content: csv([HEADER, ...lines]), Encoding: 65001, DryRun: false });

describe('imports written in steps', () => {
  it('writes every row, a company under one named later in the file too, each audited once', async () => {
    const codes = Array.from({ length: 5 }, freshVat);
    const job = await importCompanies([
      companyRow(codes[0]!, 'Prima', codes[4]),
      ...codes.slice(1).map((code, i) => companyRow(code, `Azienda ${i + 2}`)),
    ]);
    expect(job).toMatchObject({ State: 'done', Rows: 5, Created: 5, Updated: 0, Error: null });
    const written = await companiesOf(codes);
    expect(written).toHaveLength(5);
    const first = written.find((c) => c.vatCode === codes[0])!;
    const last = written.find((c) => c.vatCode === codes[4])!;
    expect(
      await app.t.database.db.select().from(companyParents).where(eq(companyParents.companyId, first.id)),
    ).toEqual([{ companyId: first.id, parentId: last.id }]);
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'companies'),
          inArray(
            auditLog.objectId,
            written.map((c) => String(c.id)),
          ),
        ),
      );
    expect(entries).toHaveLength(5);
    expect(entries.find((e) => e.objectId === String(first.id))?.after).toMatchObject({
      Parents: [codes[4]],
    });
  });

  it('stops at the step whose companies someone changed meanwhile, saying how many rows it wrote; the file again finishes it', async () => {
    const codes = Array.from({ length: 5 }, freshVat);
    await importCompanies(codes.slice(2, 4).map((code) => companyRow(code, 'Esistente')));
    const lines = codes.map((code, i) => companyRow(code, `Importata ${i + 1}`));
    const read = IMPORT_KINDS_OF.companies.read;
    // Someone renames the second step's first company after the plan read it: here, in the first
    // step's transaction, which commits it before the second step looks.
    const spy = vi.spyOn(IMPORT_KINDS_OF.companies, 'read').mockImplementation((bytes, encoding) => {
      const file = read(bytes, encoding);
      return {
        ...file,
        async plan(ctx, input) {
          const plan = await file.plan(ctx, input);
          return {
            ...plan,
            steps: (size) =>
              plan.steps(size).map((step, i) =>
                i === 0
                  ? {
                      ...step,
                      async apply(inTx, audit) {
                        const found = await step.apply(inTx, audit);
                        await inTx.tx
                          .update(companies)
                          .set({ name: 'Cambiata' })
                          .where(eq(companies.vatCode, codes[2]!));
                        return found;
                      },
                    }
                  : step,
              ),
          };
        },
      };
    });
    try {
      const stopped = await importCompanies(lines);
      expect(stopped).toMatchObject({ State: 'failed', Rows: 5, RowsDone: 2 });
      expect(stopped.Error?.ErrorMessage).toBe('ERROR_IMPORT_CHANGED 2');
      expect(stopped.Error?.Message).toMatch(
        /^Durante l'importazione qualcuno ha cambiato .* Righe scritte: 2\.?$/,
      );
    } finally {
      spy.mockRestore();
    }
    const names = async () => Object.fromEntries((await companiesOf(codes)).map((c) => [c.vatCode, c.name]));
    expect(await names()).toEqual({
      [codes[0]!]: 'Importata 1',
      [codes[1]!]: 'Importata 2',
      [codes[2]!]: 'Cambiata',
      [codes[3]!]: 'Esistente',
    });
    const again = await importCompanies(lines);
    expect(again).toMatchObject({ State: 'done', Created: 1, Updated: 4 });
    expect(Object.values(await names())).toEqual(codes.map((_, i) => `Importata ${i + 1}`));
  });

  it('signs out whom the written steps changed, also when a later step fails', async () => {
    expect((await who.plainUser.get('/api/Auth/session')).statusCode).toBe(200);
    const read = IMPORT_KINDS_OF.users.read;
    // The second step fails on its own (the database gone, say): the first stays written.
    const spy = vi.spyOn(IMPORT_KINDS_OF.users, 'read').mockImplementation((bytes, encoding) => {
      const file = read(bytes, encoding);
      return {
        ...file,
        async plan(ctx, input) {
          const plan = await file.plan(ctx, input);
          return {
            ...plan,
            steps: (size) =>
              plan.steps(size).map((step, i) =>
                i === 1
                  ? {
                      ...step,
                      apply: async () => {
                        throw new Error('database gone');
                      },
                    }
                  : step,
              ),
          };
        },
      };
    });
    try {
      const job = await importJob(who.admin, 'User', {
        Content: csv([
          'UserName;Role',
          '"lucia.bianchi";"company_admin"',
          '"anna.migrata";"user"',
          '"lucia.bianchi.neri";"user"',
        ]),
        Encoding: 65001,
        DryRun: false,
      });
      expect(job).toMatchObject({ State: 'failed' });
      expect(job.Error?.ErrorMessage).toBe('ERROR_GENERIC');
    } finally {
      spy.mockRestore();
    }
    const [lucia] = await app.t.database.db.select().from(users).where(eq(users.userName, 'lucia.bianchi'));
    expect(lucia?.role).toBe('company_admin');
    expect((await who.plainUser.get('/api/Auth/session')).statusCode).toBe(401);
  });

  it('writes users in steps, each new one welcomed once', async () => {
    const names = Array.from({ length: 5 }, (_, i) => `a.passi.${i + 1}`);
    const job = await importJob(who.admin, 'User', {
      Content: csv([
        'UserName;FirstName;LastName;Email;CompanyVatCode;Role;LanguageId',
        ...names.map((n) => `"${n}";"Anna";"Passi";"${n}@ocra.example";"08888888883";"user";"1"`),
      ]),
      Encoding: 65001,
      DryRun: false,
      Welcome: true,
    });
    expect(job).toMatchObject({ State: 'done', Rows: 5, Created: 5, Error: null });
    expect(
      await app.t.database.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(sql`lower(${users.userName})`, names)),
    ).toHaveLength(5);
    const welcomes = await app.t.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.purpose, 'welcome'));
    expect(welcomes.map((w) => w.to).sort()).toEqual(names.map((n) => `${n}@ocra.example`));
  });
});
