import { IMPORT_ERRORS_LISTED } from '@sportello/contracts/backoffice/companies.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { CsvSyntaxError, decodeCsv, parseCsv } from '../../core/csv';
import type { Tx } from '../../core/database';
import type { Grant } from '../access/access.service';
import { auditedTransaction } from '../audit/audit-trail.service';
import { companiesPermission, ownAccessTakenBy } from './companies.policy';
import type { CompanyRow } from './companies.tables';
import {
  type CompanyValues,
  findCompaniesByVatCodes,
  findCompaniesInLoops,
  replaceParentsOfMany,
  upsertCompanies,
} from './companies-import.repository';
import {
  checkRow,
  hasParentsColumn,
  type ImportRow,
  importRows,
  type RowProblem,
  type SavedInput,
} from './companies-import.rows';
import { companyColumns } from './companies-registry.service';

/**
 * The companies import (decision 040): a CSV file in the export's format, each row creating a
 * company or updating the one with its VAT code, checked by the company form's rules. All rows or
 * none are written, in one transaction, with one audit entry for the whole import. A dry run does
 * the same work and rolls it back, so that it finds every problem the import would (parents, loops).
 */

export interface ImportRequest {
  content: Buffer;
  encoding: FileEncoding;
  dryRun: boolean;
}

export interface ImportOutcome {
  rows: number;
  created: number;
  updated: number;
  /** The first problems, IMPORT_ERRORS_LISTED at most. */
  problems: RowProblem[];
  problemCount: number;
}

interface CheckedRow {
  line: number;
  input: SavedInput;
}

function readFile(request: ImportRequest): ImportRow[] {
  const text = decodeCsv(request.content, request.encoding);
  if (text === undefined) throw new AppError('ERROR_IMPORT_FILE', 'encoding');
  try {
    return importRows(parseCsv(text));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AppError('ERROR_IMPORT_FILE', error.message);
    throw error;
  }
}

const asInput = (row: CompanyRow): Partial<SavedInput> => ({
  VatCode: row.vatCode,
  VatCodeType: row.vatCodeType as SavedInput['VatCodeType'],
  FiscalCode: row.fiscalCode,
  Name: row.name,
  CompanyType: row.companyType,
  Products: row.products as SavedInput['Products'],
  GroupCodes: row.groupCodes,
  AccessLocal: row.accessLocal,
  ForceTsid: row.forceTsid,
  Enabled: row.enabled,
});

/**
 * Each row checked alone (the form's rules, a VAT code once per file, the caller's own company keeping
 * its access); parents are checked afterwards.
 */
function checkRows(grant: Grant, rows: ImportRow[], existing: Map<string, CompanyRow>) {
  const problems: RowProblem[] = [];
  const valid: CheckedRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const current = existing.get(row.vatCode);
    const checked = checkRow(row, current ? asInput(current) : {});
    const lost =
      current && checked.input && ownAccessTakenBy(grant, current.id, companyColumns(checked.input));
    if (checked.problems) problems.push(...checked.problems);
    else if (lost) problems.push({ line: row.line, field: lost, key: 'ERROR_COMPANY_SELF' });
    else if (seen.has(checked.input.VatCode))
      problems.push({ line: row.line, field: 'VatCode', key: 'ERROR_COMPANY_VAT_EXISTS' });
    else valid.push({ line: row.line, input: checked.input });
    seen.add(row.vatCode);
  }
  return { problems, valid };
}

/** Parents must be companies of the registry or of the file. */
async function unknownParents(tx: Tx, rows: CheckedRow[], inFile: Set<string>): Promise<RowProblem[]> {
  const named = [...new Set(rows.flatMap((r) => r.input.ParentVatCodes))].filter((v) => !inFile.has(v));
  const known = new Set((await findCompaniesByVatCodes(tx, named)).map((c) => c.vatCode));
  return rows.flatMap((r) =>
    r.input.ParentVatCodes.flatMap((vat, i) =>
      inFile.has(vat) || known.has(vat)
        ? []
        : [{ line: r.line, field: `ParentVatCodes.${i}`, key: 'ERROR_COMPANY_PARENT_UNKNOWN' as const }],
    ),
  );
}

const values = ({ input }: CheckedRow): CompanyValues => companyColumns(input);

/**
 * Writes the rows and their parents (when the file has the column), then looks for loops of parents
 * the file closed: a problem on each row in one. Parents that name a refused row are left out (that
 * row's own problem says why).
 */
async function writeRows(ctx: ServiceContext, tx: Tx, rows: CheckedRow[], withParents: boolean) {
  const ids = await upsertCompanies(tx, rows.map(values), ctx.clock.now());
  if (!withParents) return [];
  const parentIds = new Map(
    (
      await findCompaniesByVatCodes(
        tx,
        [...new Set(rows.flatMap((r) => r.input.ParentVatCodes))].filter((v) => !ids.has(v)),
      )
    ).map((c) => [c.vatCode, c.id]),
  );
  for (const [vat, id] of ids) parentIds.set(vat, id);
  const links = rows.flatMap((r) =>
    r.input.ParentVatCodes.flatMap((vat) => {
      const parentId = parentIds.get(vat);
      return parentId === undefined ? [] : [{ companyId: ids.get(r.input.VatCode)!, parentId }];
    }),
  );
  await replaceParentsOfMany(tx, [...ids.values()], links);
  const inLoops = new Set(await findCompaniesInLoops(tx, [...ids.values()]));
  return rows
    .filter((r) => inLoops.has(ids.get(r.input.VatCode)!))
    .map((r): RowProblem => ({ line: r.line, field: 'ParentVatCodes', key: 'ERROR_COMPANY_PARENT_CYCLE' }));
}

/** Thrown to roll a dry run's writes back, carrying what it found. */
class DryRunDone extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('dry run');
  }
}

const outcomeOf = (rows: number, created: number, problems: RowProblem[]): ImportOutcome => ({
  rows,
  created,
  updated: rows - created,
  problems: problems.sort((a, b) => a.line - b.line).slice(0, IMPORT_ERRORS_LISTED),
  problemCount: problems.length,
});

/**
 * Imports the file (the `create` permission). A dry run answers what the import would do and every
 * problem; the import itself refuses the whole file (ERROR_IMPORT_ROWS, the problems as fields) if
 * any row has one.
 */
export async function importCompanies(ctx: ServiceContext, request: ImportRequest): Promise<ImportOutcome> {
  const grant = await companiesPermission(ctx, 'create');
  const rows = readFile(request);
  const work = async (tx: Tx) => {
    const existing = new Map(
      (
        await findCompaniesByVatCodes(
          tx,
          rows.map((r) => r.vatCode),
        )
      ).map((c) => [c.vatCode, c]),
    );
    const { problems, valid } = checkRows(grant, rows, existing);
    problems.push(...(await unknownParents(tx, valid, new Set(rows.map((r) => r.vatCode)))));
    if (problems.length === 0 || request.dryRun)
      problems.push(...(await writeRows(ctx, tx, valid, hasParentsColumn(rows))));
    const created = rows.filter((r) => !existing.has(r.vatCode)).length;
    return outcomeOf(rows.length, created, problems);
  };
  if (request.dryRun) {
    try {
      await ctx.tx.transaction(async (tx) => {
        throw new DryRunDone(await work(tx));
      });
    } catch (error) {
      if (error instanceof DryRunDone) return error.outcome;
      throw error;
    }
  }
  return auditedTransaction(ctx, async (tx, audit) => {
    const outcome = await work(tx);
    if (outcome.problemCount > 0)
      throw new AppError(
        'ERROR_IMPORT_ROWS',
        undefined,
        outcome.problems.map((p) => ({ path: `${p.line}.${p.field}`, key: p.key, detail: p.detail })),
      );
    audit({
      resource: 'companies',
      objectId: 'import',
      action: 'create',
      before: null,
      after: { Import: { Rows: outcome.rows, Created: outcome.created, Updated: outcome.updated } },
    });
    return outcome;
  });
}
