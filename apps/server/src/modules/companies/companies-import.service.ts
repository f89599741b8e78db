import { isDeepStrictEqual } from 'node:util';
import type { Audit } from '../../core/audit-trail';
import { batches, takingTurns } from '../../core/batches';
import type { ServiceContext } from '../../core/context';
import type { ImportProgress, PlanStep, RowProblem, RowsPlan } from '../../core/csv-table';
import type { Tx } from '../../core/database';
import type { Grant } from '../access/access.service';
import { getUsersOfCompany } from '../users/users.service';
import { ownAccessTakenBy } from './companies.policy';
import { recordOf } from './companies.presenters';
import type { CompanyRow } from './companies.tables';
import { companiesOnLoops } from './companies-import.loops';
import {
  type CompanyValues,
  findCompaniesByVatCodes,
  findCompaniesInLoops,
  findParentLinksOf,
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
 * its VAT code, checked by the company form's rules. Here are the rows' checks, which read only and
 * are the same for a check and an import, and the writes the imports module makes in one transaction
 * once no row has a problem.
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
 * The companies of the file's rows and those above them, each with its parents as the file would
 * leave them: the file's for the rows it writes, the registry's for the others, read a batch at a time
 * (parents a row names that are nowhere stay out, as linkParents leaves them out).
 */
async function parentsOnceWritten(tx: Tx, rows: CheckedRow[]): Promise<Map<string, string[]>> {
  const above = new Map(rows.map((r) => [r.input.VatCode, [...new Set(r.input.ParentVatCodes)]]));
  let next = [...new Set(rows.flatMap((r) => r.input.ParentVatCodes))].filter((v) => !above.has(v));
  while (next.length > 0) {
    for (const vat of next) above.set(vat, []);
    const found: string[] = [];
    for await (const part of takingTurns(next))
      for (const link of await findParentLinksOf(tx, part)) {
        above.get(link.vatCode)!.push(link.parentVatCode);
        found.push(link.parentVatCode);
      }
    next = [...new Set(found)].filter((v) => !above.has(v));
  }
  return above;
}

/** Whether these companies are as the plan read them: the same rows, and none of the new ones there. */
async function stillAsRead(tx: Tx, rows: CheckedRow[], existing: Map<string, CompanyRow>) {
  const now = await findCompaniesByVatCodes(
    tx,
    rows.map((r) => r.input.VatCode),
  );
  const read = rows.filter((r) => existing.has(r.input.VatCode)).length;
  return now.length === read && now.every((c) => isDeepStrictEqual(c, existing.get(c.vatCode)));
}

/**
 * The writes of a plan (decision 061): each step creates or updates its companies and records them;
 * the file's parents are linked once every company of the file is there, in the last step, which
 * also looks for loops they close (none when the registry is as planned). One step does it all.
 */
function companySteps(
  plan: { valid: CheckedRow[]; existing: Map<string, CompanyRow>; parentsFromFile: boolean },
  size: number,
): PlanStep[] {
  const { valid, existing, parentsFromFile } = plan;
  const ids = new Map<string, number>();
  const upsert = (rows: CheckedRow[]): PlanStep => ({
    rows: rows.length,
    holds: ({ tx }) => stillAsRead(tx, rows, existing),
    async apply({ tx, clock }, audit) {
      const ofRows = rows.flatMap((r) => existing.get(r.input.VatCode)?.id ?? []);
      const parentsBefore = await findParentVatCodesOf(tx, ofRows);
      const saved = await upsertCompanies(tx, rows.map(values), clock.now());
      for (const [vat, row] of saved) ids.set(vat, row.id);
      auditCompanies(audit, { rows, before: existing, parentsBefore, after: saved, parentsFromFile });
      return [];
    },
  });
  const link: PlanStep = {
    rows: 0,
    holds: async () => true,
    apply: ({ tx }) => (parentsFromFile ? linkParents(tx, valid, ids) : Promise.resolve([])),
  };
  const parts = batches(valid, size);
  if (parts.length <= 1) {
    const only = upsert(valid);
    return [
      {
        ...only,
        async apply(ctx, audit) {
          await only.apply(ctx, audit);
          return link.apply(ctx, audit);
        },
      },
    ];
  }
  return [...parts.map(upsert), ...(parentsFromFile ? [link] : [])];
}

/**
 * Checks the rows a batch at a time, reading the registry and writing nothing, with a turn of the
 * event loop between batches and no transaction (progress after each): what the file would do, and
 * the writes that do it. The check reports the plan; the import applies it in one transaction, once
 * no row has a problem, so that a file is written whole or not at all while other requests go on
 * meanwhile. Loops of parents are found in memory, as writing the file would close them. The users
 * of companies the file disables are signed out once the import commits.
 */
export async function planCompanyRows(
  ctx: ServiceContext,
  input: { grant: Grant; rows: CompanyRowCells[]; progress: ImportProgress },
): Promise<RowsPlan> {
  const { grant, rows, progress } = input;
  const keys = rows.map(vatCodeOf);
  const inFile = new Set(keys);
  const existing = new Map<string, CompanyRow>();
  const problems: RowProblem[] = [];
  const valid: CheckedRow[] = [];
  const seen = new Set<string>();
  let done = 0;
  for await (const part of takingTurns(rows)) {
    for (const company of await findCompaniesByVatCodes(ctx.tx, part.map(vatCodeOf)))
      existing.set(company.vatCode, company);
    const checked = checkRows(grant, part, existing, seen);
    problems.push(...checked.problems, ...(await unknownParents(ctx.tx, checked.valid, inFile)));
    valid.push(...checked.valid);
    done += part.length;
    progress(done);
  }
  const parentsFromFile = hasParentsColumn(rows);
  if (parentsFromFile) {
    const onLoops = companiesOnLoops(await parentsOnceWritten(ctx.tx, valid));
    problems.push(
      ...valid
        .filter((r) => onLoops.has(r.input.VatCode))
        .map(
          (r): RowProblem => ({ line: r.line, field: 'ParentVatCodes', key: 'ERROR_COMPANY_PARENT_CYCLE' }),
        ),
    );
  }
  const disabled = valid.flatMap((r) => {
    const before = existing.get(r.input.VatCode);
    return before?.enabled && !r.input.Enabled ? [before.id] : [];
  });
  const users = await Promise.all(disabled.map((id) => getUsersOfCompany(ctx, id)));
  const created = keys.filter((k) => !existing.has(k)).length;
  return {
    outcome: {
      created,
      updated: rows.length - created,
      problems,
      results: valid.map((r) => ({
        line: r.line,
        key: r.input.VatCode,
        created: !existing.has(r.input.VatCode),
      })),
      signOut: users.flat().map((u) => u.id),
    },
    steps: (size) => companySteps({ valid, existing, parentsFromFile }, size),
  };
}
