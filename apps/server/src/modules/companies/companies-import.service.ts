import { isDeepStrictEqual } from 'node:util';
import { batches } from '../../core/batches';
import type { ServiceContext } from '../../core/context';
import type { ImportProgress, RowProblem, RowsOutcome } from '../../core/csv-table';
import type { Tx } from '../../core/database';
import type { Grant } from '../access/access.service';
import type { Audit } from '../../core/audit-trail';
import { getUsersOfCompany } from '../users/users.service';
import { ownAccessTakenBy } from './companies.policy';
import { recordOf } from './companies.presenters';
import type { CompanyRow } from './companies.tables';
import {
  type CompanyValues,
  findCompaniesByVatCodes,
  findCompaniesInLoops,
  findParentVatCodesOf,
  replaceParentsOfMany,
  upsertCompanies,
} from './companies-import.repository';
import {
  type CompanyRowCells,
  checkRow,
  hasParentsColumn,
  type SavedInput,
  vatCodeOf,
} from './companies-import.rows';
import { companyColumns } from './companies-registry.service';

/**
 * The companies import (decision 040): each row of the file creates a company or updates the one with
 * its VAT code, checked by the company form's rules. The imports module runs it in its job's
 * transaction, which it commits only when no row has a problem (a check always rolls back); here are
 * the rows' checks and writes, which are the same for a check and an import.
 */

export { COMPANIES_TABLE } from './companies-import.rows';

interface CheckedRow {
  line: number;
  input: SavedInput;
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
 * Each row checked alone (the form's rules, a VAT code once per file — `seen` spans the batches — and
 * the caller's own company keeping its access); parents are checked afterwards.
 */
function checkRows(
  grant: Grant,
  rows: CompanyRowCells[],
  existing: Map<string, CompanyRow>,
  seen: Set<string>,
) {
  const problems: RowProblem[] = [];
  const valid: CheckedRow[] = [];
  for (const row of rows) {
    const current = existing.get(vatCodeOf(row));
    const checked = checkRow(row, current ? asInput(current) : {});
    const input = checked.value;
    const lost = current && input && ownAccessTakenBy(grant, current.id, companyColumns(input));
    if (!input) problems.push(...checked.problems);
    else if (lost) problems.push({ line: row.line, field: lost, key: 'ERROR_COMPANY_SELF' });
    else if (seen.has(input.VatCode))
      problems.push({ line: row.line, field: 'VatCode', key: 'ERROR_COMPANY_VAT_EXISTS' });
    else valid.push({ line: row.line, input });
    seen.add(vatCodeOf(row));
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

/** What the audit log records of an import's companies: each as it was and as it is. */
interface WrittenCompanies {
  rows: CheckedRow[];
  before: Map<string, CompanyRow>;
  /** The parents' VAT codes before the import, by company id. */
  parentsBefore: Map<number, string[]>;
  after: Map<string, CompanyRow>;
  /** Whether the file gave parents (otherwise they were left alone). */
  parentsFromFile: boolean;
}

/**
 * Records each company the import created or changed, before and after, as the edit page's saves
 * are recorded (parents by VAT code, in code order); a row that changed nothing is not recorded.
 */
function auditCompanies(audit: Audit, written: WrittenCompanies) {
  for (const { input } of written.rows) {
    const old = written.before.get(input.VatCode);
    const now = written.after.get(input.VatCode)!;
    const oldParents = old ? (written.parentsBefore.get(old.id) ?? []) : [];
    const parents = written.parentsFromFile ? [...new Set(input.ParentVatCodes)].sort() : oldParents;
    const before = old ? recordOf(old, oldParents) : null;
    const after = recordOf(now, parents);
    if (isDeepStrictEqual(before, after)) continue;
    audit({ resource: 'companies', objectId: now.id, action: old ? 'update' : 'create', before, after });
  }
}

/**
 * Links the written rows to their parents, then looks for loops of parents the file closed: a problem
 * on each row in one. Parents that name a refused row are left out (that row's own problem says why).
 */
async function linkParents(tx: Tx, rows: CheckedRow[], ids: Map<string, number>): Promise<RowProblem[]> {
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

/**
 * Checks and writes the rows a batch at a time (progress after each), in the caller's transaction
 * (`ctx.tx`). Every valid row is written even when others have problems, so that a check finds what
 * the import would (parents defined anywhere in the file, loops). With `audit` (an import, not a
 * check) each company created or changed is recorded, once no row has a problem. The users of
 * companies the file disables are signed out once the import commits.
 */
export async function importCompanyRows(
  ctx: ServiceContext,
  input: { grant: Grant; rows: CompanyRowCells[]; progress: ImportProgress; audit?: Audit | undefined },
): Promise<RowsOutcome> {
  const { grant, rows, progress, audit } = input;
  const keys = rows.map(vatCodeOf);
  const existing = new Map((await findCompaniesByVatCodes(ctx.tx, keys)).map((c) => [c.vatCode, c]));
  const parentsBefore = audit
    ? await findParentVatCodesOf(
        ctx.tx,
        [...existing.values()].map((c) => c.id),
      )
    : new Map<number, string[]>();
  const inFile = new Set(keys);
  const problems: RowProblem[] = [];
  const written: CheckedRow[] = [];
  const saved = new Map<string, CompanyRow>();
  const ids = new Map<string, number>();
  const seen = new Set<string>();
  let done = 0;
  for (const part of batches(rows)) {
    const checked = checkRows(grant, part, existing, seen);
    problems.push(...checked.problems, ...(await unknownParents(ctx.tx, checked.valid, inFile)));
    const upserted = await upsertCompanies(ctx.tx, checked.valid.map(values), ctx.clock.now());
    for (const [vat, row] of upserted) {
      ids.set(vat, row.id);
      saved.set(vat, row);
    }
    written.push(...checked.valid);
    done += part.length;
    progress(done);
  }
  const parentsFromFile = hasParentsColumn(rows);
  if (parentsFromFile) problems.push(...(await linkParents(ctx.tx, written, ids)));
  if (audit && problems.length === 0)
    auditCompanies(audit, { rows: written, before: existing, parentsBefore, after: saved, parentsFromFile });
  const disabled = written.flatMap((r) => {
    const before = existing.get(r.input.VatCode);
    return before?.enabled && !r.input.Enabled ? [before.id] : [];
  });
  const users = await Promise.all(disabled.map((id) => getUsersOfCompany(ctx, id)));
  const created = keys.filter((k) => !existing.has(k)).length;
  return {
    created,
    updated: rows.length - created,
    problems,
    results: written.map((r) => ({
      line: r.line,
      key: r.input.VatCode,
      created: !existing.has(r.input.VatCode),
    })),
    signOut: users.flat().map((u) => u.id),
  };
}
