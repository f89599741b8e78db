import { isDeepStrictEqual } from 'node:util';
import type { UserImportRow } from '@sportello/contracts/backoffice/users.contract';
import { AppError } from '../../core/app-error';
import { batches } from '../../core/batches';
import type { ServiceContext } from '../../core/context';
import type { ImportProgress, RowProblem, RowsOutcome } from '../../core/csv-table';
import { isUniqueViolation, type Tx } from '../../core/database';
import type { Audit } from '../../core/audit-trail';
import { mailWelcomes, type RecoverySettings, type WelcomedUser } from '../recovery/recovery.service';
import { personColumns, USERS_RESOURCE } from './user-changes';
import type { UserRow } from './users.tables';
import {
  findCompaniesOfVatCodes,
  findUsersByNameKeys,
  type ImportedUser,
  insertUsers,
  type NewUserValues,
  updateImportedUsers,
} from './users-import.repository';
import { type CurrentUser, checkRow, type UserRowCells, userNameKey } from './users-import.rows';
import { toRecord } from './users-registry.presenters';

/**
 * The users import (decision 041): each row creates a user or updates the one with its user name
 * (case does not matter), checked by the edit page's rules. A new user has no password: with
 * `welcome`, the mail that leads to choosing one goes out when the import commits. The imports
 * module runs it in its job's transaction and commits only when no row has a problem; a check rolls
 * back. Only customers' users are imported: the vendor's staff take the roles area.
 */

export { USERS_TABLE } from './users-import.rows';

export interface UsersImportSettings {
  recovery: RecoverySettings;
}

const asCurrent = (user: ImportedUser): CurrentUser => ({
  FirstName: user.firstName,
  LastName: user.lastName,
  Email: user.email,
  FiscalCode: user.fiscalCode,
  PhoneNumber: user.phoneNumber,
  MobilePhone: user.mobilePhone,
  LanguageId: user.languageId,
  CompanyVatCode: user.companyVatCode,
  Role: user.role,
});

interface CheckedRow {
  line: number;
  input: UserImportRow;
  companyId: number;
  existing: ImportedUser | undefined;
}

type Company = { id: number; vatCode: string; name: string; isVendor: boolean };

/**
 * A row's checks beyond its rules: a user name once per file (`seen` spans the batches), a known
 * company that is not the vendor's, and an existing user staying in their company (moving people
 * between companies is not an import's to do).
 */
function checkRows(
  rows: UserRowCells[],
  found: { users: Map<string, ImportedUser>; companies: Map<string, Company> },
  seen: Set<string>,
) {
  const problems: RowProblem[] = [];
  const valid: CheckedRow[] = [];
  for (const row of rows) {
    const key = userNameKey(row.cells.UserName ?? '');
    const existing = found.users.get(key);
    const { value: input, problems: own } = checkRow(row, existing && asCurrent(existing));
    const company = input && found.companies.get(input.CompanyVatCode);
    const problem = (field: string, code: RowProblem['key']) =>
      problems.push({ line: row.line, field, key: code });
    if (!input) problems.push(...own);
    else if (seen.has(key)) problem('UserName', 'ERROR_REGISTER_USER_EXISTS');
    else if (company?.isVendor) problem('Role', 'ERROR_BAD_ROLE');
    else if (!company) problem('CompanyVatCode', 'ERROR_IMPORT_COMPANY_UNKNOWN');
    else if (existing && existing.companyId !== company.id) problem('UserName', 'ERROR_REGISTER_USER_EXISTS');
    else valid.push({ line: row.line, input, companyId: company.id, existing });
    seen.add(key);
  }
  return { problems, valid };
}

/**
 * Creates the users; a user name another import or the registry took since the rows were checked
 * refuses the whole file, as a name taken before would have refused its row.
 */
async function insertUsersOnce(tx: Tx, rows: NewUserValues[]) {
  try {
    return await insertUsers(tx, rows);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ERROR_REGISTER_USER_EXISTS');
    throw error;
  }
}

const person = (input: UserImportRow) => ({ ...personColumns(input), role: input.Role });

/**
 * Records each user of a batch the import created or changed, before and after, as the back
 * office's changes are recorded; a row that changed nothing is not recorded.
 */
function auditUsers(audit: Audit, created: UserRow[], updated: CheckedRow[]) {
  for (const user of created)
    audit({
      resource: USERS_RESOURCE,
      objectId: user.id,
      action: 'create',
      before: null,
      after: toRecord(user),
    });
  for (const { existing, input } of updated) {
    if (!existing) continue;
    const before = toRecord(existing);
    const after = toRecord({ ...existing, ...person(input) });
    if (!isDeepStrictEqual(before, after))
      audit({ resource: USERS_RESOURCE, objectId: existing.id, action: 'update', before, after });
  }
}

/**
 * Checks and writes the rows a batch at a time (progress after each), in the caller's transaction
 * (`ctx.tx`); every valid row is written even when others have problems, so that a check does what
 * the import would. With `audit` (an import, not a check) each user created or changed is recorded.
 * Users whose role changed are signed out once the import commits, so that their sessions do not
 * keep the old role.
 */
export async function importUserRows(
  ctx: ServiceContext,
  input: {
    rows: UserRowCells[];
    progress: ImportProgress;
    welcome: boolean;
    settings: UsersImportSettings;
    audit?: Audit | undefined;
  },
): Promise<RowsOutcome> {
  const { rows, progress, settings, audit } = input;
  const keys = rows.map((r) => userNameKey(r.cells.UserName ?? ''));
  const users = new Map((await findUsersByNameKeys(ctx.tx, keys)).map((u) => [u.userName.toLowerCase(), u]));
  const vatCodes = new Set(rows.map((r) => (r.cells.CompanyVatCode ?? '').trim().toUpperCase()));
  for (const user of users.values()) vatCodes.add(user.companyVatCode);
  const companies = new Map(
    (await findCompaniesOfVatCodes(ctx.tx, [...vatCodes])).map((c) => [c.vatCode, c] as const),
  );
  const companyNames = new Map([...companies.values()].map((c) => [c.id, c.name]));
  const outcome: RowsOutcome = { created: 0, updated: 0, problems: [], results: [], signOut: [] };
  const welcomed: WelcomedUser[] = [];
  const seen = new Set<string>();
  let done = 0;
  for (const part of batches(rows)) {
    const { problems, valid } = checkRows(part, { users, companies }, seen);
    outcome.problems.push(...problems);
    const fresh = valid.filter((r) => !r.existing);
    const now = ctx.clock.now();
    const created = await insertUsersOnce(
      ctx.tx,
      fresh.map(
        (r): NewUserValues => ({
          ...person(r.input),
          userName: r.input.UserName,
          companyId: r.companyId,
          createdAt: now,
        }),
      ),
    );
    await updateImportedUsers(
      ctx.tx,
      valid.flatMap((r) => (r.existing ? [{ ...person(r.input), id: r.existing.id }] : [])),
    );
    if (audit) auditUsers(audit, created, valid);
    for (const r of valid) {
      outcome.results.push({ line: r.line, key: r.input.UserName, created: !r.existing });
      if (r.existing && r.existing.role !== r.input.Role) outcome.signOut.push(r.existing.id);
    }
    if (input.welcome)
      welcomed.push(
        ...fresh.map((r) => ({
          ...person(r.input),
          userName: r.input.UserName,
          companyName: companyNames.get(r.companyId) ?? '',
        })),
      );
    done += part.length;
    progress(done);
  }
  await mailWelcomes(ctx, welcomed, settings.recovery);
  outcome.created = keys.filter((k) => !users.has(k)).length;
  outcome.updated = rows.length - outcome.created;
  return outcome;
}
