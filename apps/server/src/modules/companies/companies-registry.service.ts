import { randomInt } from 'node:crypto';
import type { Company, CompanyInput } from '@sportello/contracts/backoffice/companies.contract';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@sportello/contracts/backoffice/companies.values';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { checkMigrationDate } from '@sportello/contracts/rules/company-migration';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { portalToday } from '../../core/clock';
import { type ServiceContext, within } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { isUniqueViolation, type Tx } from '../../core/database';
import type { Grant } from '../access/access.service';
import { getUsersOfCompany } from '../users/users.service';
import {
  type AccessSwitches,
  companiesPermission,
  mayMigrateEveryFound,
  ownAccessTakenBy,
  vendorRecordRefusal,
} from './companies.policy';
import { type ParentRef, toCompany, toRecord, toSummary } from './companies.presenters';
import { signsInLocally } from './companies.service';
import type { CompanyRow } from './companies.tables';
import { EXPORT_COLUMNS } from './companies-import.rows';
import {
  findAllCompanies,
  findAllCompanyIds,
  findCompaniesByIds,
  findCompaniesByVat,
  findCompaniesPage,
  findCompaniesToExport,
  findCompanyIdByVat,
  findCompanyRow,
  findExistingCompanyIds,
  findParents,
  insertCompany,
  isAncestorOfAny,
  type ListFilter,
  lockParentChanges,
  replaceParents,
  setEnabled,
  setMigration,
  updateCompany,
} from './companies-registry.repository';

/**
 * The back office's customer registry (spec §3 Company): list, detail, create and edit with the
 * company's parents, enabling in bulk, the user code, and the export. Every change is audited.
 */

type SavedInput = z.output<typeof CompanyInput>;

const RESOURCE = 'companies';

export async function listCompanies(ctx: ServiceContext, filter: ListFilter) {
  await companiesPermission(ctx, 'list');
  const { total, rows } = await findCompaniesPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toSummary) };
}

export async function getCompany(ctx: ServiceContext, id: number): Promise<Company> {
  await companiesPermission(ctx, 'read');
  const row = await findCompanyRow(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toCompany(row, await findParents(ctx.tx, id));
}

const fieldError = (
  path: string,
  key:
    | 'ERROR_COMPANY_PARENT_UNKNOWN'
    | 'ERROR_COMPANY_PARENT_CYCLE'
    | 'ERROR_COMPANY_PARENT_SELF'
    | 'ERROR_COMPANY_VAT_EXISTS'
    | 'ERROR_COMPANY_SELF'
    | 'ERROR_COMPANY_VENDOR',
) => new AppError(key, undefined, [{ path, key }]);

/** Refuses a change of the vendor's own company that its rule forbids (companies.policy.ts). */
function checkVendorRecord(
  grant: Grant,
  before: Parameters<typeof vendorRecordRefusal>[1],
  after: Parameters<typeof vendorRecordRefusal>[2],
) {
  const refusal = vendorRecordRefusal(grant, before, after);
  if (!refusal) return;
  throw refusal.field
    ? fieldError(refusal.field, 'ERROR_COMPANY_VENDOR')
    : new AppError('ERROR_COMPANY_VENDOR');
}

/** The parents named by VAT code: each must exist, none may be the company or below it. */
async function parentsOf(tx: Tx, input: SavedInput, companyId: number | undefined): Promise<ParentRef[]> {
  const found = await findCompaniesByVat(tx, input.ParentVatCodes);
  const byVat = new Map(found.map((p) => [p.vatCode, p]));
  const parents: ParentRef[] = [];
  for (const [i, vat] of input.ParentVatCodes.entries()) {
    const parent = byVat.get(vat);
    if (!parent) throw fieldError(`ParentVatCodes.${i}`, 'ERROR_COMPANY_PARENT_UNKNOWN');
    if (parent.id === companyId) throw fieldError(`ParentVatCodes.${i}`, 'ERROR_COMPANY_PARENT_SELF');
    parents.push(parent);
  }
  if (
    companyId !== undefined &&
    (await isAncestorOfAny(
      tx,
      companyId,
      parents.map((p) => p.id),
    ))
  )
    throw fieldError('ParentVatCodes', 'ERROR_COMPANY_PARENT_CYCLE');
  return parents.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A checked company form as the table's columns: what saving one and importing one both write. */
export function companyColumns(input: SavedInput) {
  return {
    vatCode: input.VatCode,
    vatCodeType: input.VatCodeType,
    fiscalCode: input.FiscalCode,
    name: input.Name,
    companyType: input.CompanyType,
    products: input.Products,
    groupCodes: input.GroupCodes,
    accessLocal: input.AccessLocal,
    forceTsid: input.ForceTsid,
    enabled: input.Enabled,
  };
}

/**
 * `Id < 1` creates a company (the `create` permission), otherwise updates it (`update`), with its
 * parents: the VAT code must be no other company's, parents must exist and not be below it.
 */
/**
 * Creates or updates one company. When the save takes access away from a company (disabled, or
 * switched to single sign-on only), its people are signed out everywhere once it is saved, as the
 * bulk actions do (sign-in already refuses them).
 */
export async function saveCompany(ctx: ServiceContext, input: SavedInput): Promise<Company> {
  const grant = await companiesPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const lost = ownAccessTakenBy(grant, input.Id, companyColumns(input));
  if (lost) throw fieldError(lost, 'ERROR_COMPANY_SELF');
  const saved = await saveCompanyRow(ctx, grant, input).catch((error: unknown) => {
    // Two saves of the same new VAT code at once: the check below passed for both, the index did not.
    throw isUniqueViolation(error) ? fieldError('VatCode', 'ERROR_COMPANY_VAT_EXISTS') : error;
  });
  await ctx.signOut.signOutUsers(saved.signedOutUserIds, 'company-lost-access');
  return saved.company;
}

/** The people of companies that lost access in a bulk action are signed out; how many were asked for. */
async function signingOut(
  ctx: ServiceContext,
  switched: { updated: number; signedOutUserIds: string[] },
): Promise<{ updated: number }> {
  await ctx.signOut.signOutUsers(switched.signedOutUserIds, 'company-lost-access');
  return { updated: switched.updated };
}

function saveCompanyRow(
  ctx: ServiceContext,
  grant: Grant,
  input: SavedInput,
): Promise<{ company: Company; signedOutUserIds: string[] }> {
  const creating = input.Id < 1;
  return auditedTransaction(ctx, async (tx, audit) => {
    const holder = await findCompanyIdByVat(tx, input.VatCode);
    if (holder !== undefined && holder !== input.Id) throw fieldError('VatCode', 'ERROR_COMPANY_VAT_EXISTS');
    if (creating) {
      const parents = await parentsOf(tx, input, undefined);
      const row = await insertCompany(tx, { ...companyColumns(input), createdAt: ctx.clock.now() });
      await replaceParents(
        tx,
        row.id,
        parents.map((p) => p.id),
      );
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'create',
        before: null,
        after: toRecord(row, parents),
      });
      return { company: toCompany({ ...row, users: 0, tags: [] }, parents), signedOutUserIds: [] };
    }
    const before = await findCompanyRow(tx, input.Id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    checkVendorRecord(grant, before, companyColumns(input));
    await lockParentChanges(tx);
    const parentsBefore = await findParents(tx, input.Id);
    const parents = await parentsOf(tx, input, input.Id);
    const row = await updateCompany(tx, input.Id, companyColumns(input));
    await replaceParents(
      tx,
      row.id,
      parents.map((p) => p.id),
    );
    audit({
      resource: RESOURCE,
      objectId: row.id,
      action: 'update',
      before: toRecord(before, parentsBefore),
      after: toRecord(row, parents),
    });
    // Disabled, or switched to single sign-on only: nobody keeps a session opened with a password.
    const losingAccess = (before.enabled && !row.enabled) || (signsInLocally(before) && !signsInLocally(row));
    const users = losingAccess ? await getUsersOfCompany(within(ctx, tx), row.id) : [];
    return {
      company: toCompany({ ...row, users: before.users, tags: before.tags }, parents),
      signedOutUserIds: users.map((u) => u.id),
    };
  });
}

/**
 * Enables or disables the selected companies, all or none: an unknown id refuses the request. Returns
 * how many were asked for, and the users of the companies it disabled, whose sessions the caller ends
 * (sign-in already refuses them).
 */
export async function enableCompanies(
  ctx: ServiceContext,
  ids: number[],
  enabled: boolean,
): Promise<{ updated: number }> {
  const grant = await companiesPermission(ctx, 'update');
  const switched = await switchCompanies(
    ctx,
    grant,
    { Ids: ids },
    {
      after: { enabled },
      done: (row) => row.enabled === enabled,
      write: (tx, changing) => setEnabled(tx, changing, enabled),
      takesAccessNow: !enabled,
    },
  );
  return signingOut(ctx, switched);
}

/**
 * Marks the selected companies, or every company the filter finds, as migrated to the customer hub
 * from a day on (today when none is given; never a past day) towards a hub address (the configured
 * one when none is given), or undoes it. From that day their users' sign-ins answer
 * ERROR_LOGIN_MIGRATE (spec §8); when it is today, the sessions they have end now (the caller ends
 * them). Decision 042. Every company a filter finds is the admins' (mayMigrateEveryFound).
 */
export async function migrateCompanies(
  ctx: ServiceContext,
  input: {
    Ids?: number[] | undefined;
    Filter?: ListFilter | undefined;
    Migrated: boolean;
    MigratedOn?: string | undefined;
    MigrationUrl: string | null;
  },
): Promise<{ updated: number }> {
  const grant = await (input.Filter && !input.Ids
    ? mayMigrateEveryFound(ctx)
    : companiesPermission(ctx, 'update'));
  const today = portalToday(ctx.clock);
  let migration = { migratedOn: null as string | null, migrationUrl: null as string | null };
  if (input.Migrated) {
    const day = checkMigrationDate(input.MigratedOn ?? today, today);
    if (!day.ok) throw new AppError(day.key, undefined, [{ path: 'MigratedOn', key: day.key }]);
    migration = { migratedOn: day.value, migrationUrl: input.MigrationUrl };
  }
  const switched = await switchCompanies(ctx, grant, input, {
    after: { migrated: input.Migrated },
    done: (row) => row.migratedOn === migration.migratedOn && row.migrationUrl === migration.migrationUrl,
    write: (tx, changing) => setMigration(tx, changing, migration),
    takesAccessNow: migration.migratedOn === today,
  });
  return signingOut(ctx, switched);
}

/** One of the switches a bulk action sets on companies (enabled, migrated). */
interface CompanySwitch {
  /** The switches as the change leaves them: the caller's own company must keep its access. */
  after: AccessSwitches;
  /** Whether a company already is as the change would leave it (it is then not written or audited). */
  done: (row: CompanyRow) => boolean;
  write: (tx: Tx, ids: number[]) => Promise<CompanyRow[]>;
  /** Whether the changed companies' people lose access at once (their sessions end). */
  takesAccessNow: boolean;
}

/**
 * Sets a switch on the selected companies (all or none: an unknown id refuses the request) or on
 * every company a filter finds, each change audited. The users of the companies that lose access now
 * come back for the caller to sign out. The caller's own company never loses access: named, the
 * request is refused; found by a filter, it is left as it is.
 */
async function switchCompanies(
  ctx: ServiceContext,
  grant: Grant,
  target: { Ids?: number[] | undefined; Filter?: ListFilter | undefined },
  change: CompanySwitch,
): Promise<{ updated: number; signedOutUserIds: string[] }> {
  return auditedTransaction(ctx, async (tx, audit) => {
    let rows: CompanyRow[];
    if (target.Ids) {
      const unique = [...new Set(target.Ids)];
      rows = await findCompaniesByIds(tx, unique);
      if (rows.length !== unique.length) throw new AppError('ERROR_NOT_FOUND');
      if (rows.some((r) => ownAccessTakenBy(grant, r.id, change.after)))
        throw new AppError('ERROR_COMPANY_SELF');
    } else if (target.Filter) {
      rows = (await findAllCompanies(tx, target.Filter, EXPORT_LIMIT)).filter(
        (r) => !ownAccessTakenBy(grant, r.id, change.after),
      );
    } else throw new AppError('ERROR_BAD_REQUEST');
    const changing = rows.filter((r) => !change.done(r));
    if (changing.length > 0) {
      const after = await change.write(
        tx,
        changing.map((r) => r.id),
      );
      const afterById = new Map(after.map((r) => [r.id, r]));
      for (const row of changing) {
        const parents = await findParents(tx, row.id);
        audit({
          resource: RESOURCE,
          objectId: row.id,
          action: 'update',
          before: toRecord(row, parents),
          after: toRecord(afterById.get(row.id)!, parents),
        });
      }
    }
    const losingAccess = change.takesAccessNow ? changing : [];
    const users = await Promise.all(losingAccess.map((r) => getUsersOfCompany(within(ctx, tx), r.id)));
    return { updated: rows.length, signedOutUserIds: users.flat().map((u) => u.id) };
  });
}

/**
 * The companies a bulk action of another back-office area applies to (tags): the selected ones —
 * all of them must exist, or the request is refused — or every company the list's filter finds.
 * Finding them is listing the registry, which the caller must be allowed.
 */
export async function companyIdsOf(
  ctx: ServiceContext,
  target: { Ids?: number[] | undefined; Filter?: ListFilter | undefined },
): Promise<number[]> {
  await companiesPermission(ctx, 'list');
  if (target.Ids) {
    const unique = [...new Set(target.Ids)];
    const found = await findExistingCompanyIds(ctx.tx, unique);
    if (found.length !== unique.length) throw new AppError('ERROR_NOT_FOUND');
    return unique;
  }
  if (target.Filter) return findAllCompanyIds(ctx.tx, target.Filter, EXPORT_LIMIT);
  throw new AppError('ERROR_BAD_REQUEST');
}

/** A user code of unambiguous characters, every one equally likely (crypto's randomInt). */
export function newUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

/** Gives the company a new user code, audited (masked in the log); the answer holds it in clear. */
export async function rotateUserCode(ctx: ServiceContext, id: number): Promise<{ UserCode: string }> {
  const grant = await companiesPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await findCompanyRow(tx, id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    checkVendorRecord(grant, before, { userCode: 'new' });
    const parents = await findParents(tx, id);
    const row = await updateCompany(tx, id, { userCode: newUserCode() });
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: toRecord(before, parents),
      after: toRecord(row, parents),
    });
    return { UserCode: row.userCode! };
  });
}

/** The user code in clear, for whoever may change it; each reveal is in the audit log. */
export async function revealUserCode(ctx: ServiceContext, id: number): Promise<{ UserCode: string | null }> {
  await companiesPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const row = await findCompanyRow(tx, id);
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'reveal',
      before: null,
      after: { Revealed: 'UserCode' },
    });
    return { UserCode: row.userCode };
  });
}

/**
 * Every company the filter finds (all pages), sorted, as a CSV file in the chosen encoding (lists
 * joined with commas, tags by name, parents by VAT code): the file the import reads back.
 */
export async function exportCompanies(
  ctx: ServiceContext,
  filter: ListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await companiesPermission(ctx, 'export');
  const rows = await findCompaniesToExport(ctx.tx, filter, EXPORT_LIMIT);
  const document = csvDocument(
    EXPORT_COLUMNS,
    rows.map((row) => {
      const item = toSummary(row);
      return {
        ...item,
        Products: item.Products.join(','),
        GroupCodes: item.GroupCodes.join(','),
        ParentVatCodes: row.parentVatCodes.join(','),
        Tags: item.Tags.map((t) => t.Name).join(','),
      };
    }),
  );
  return encodeCsv(document, encoding);
}
