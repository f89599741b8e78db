import { isDeepStrictEqual } from 'node:util';
import type { UserImportRow } from '@sportello/contracts/backoffice/users.contract';
import { AppError } from '../../core/app-error';
import type { Audit } from '../../core/audit-trail';
import { batches, takingTurns } from '../../core/batches';
import type { ServiceContext } from '../../core/context';
import type { ImportProgress, PlanStep, RowProblem, RowsOutcome, RowsPlan } from '../../core/csv-table';
import { isUniqueViolation, type Tx } from '../../core/database';
import type { MailMessage } from '../../core/mailer';
import { serviceMailRenderer } from '../mail-templates/mail-templates.service';
import { mailWelcomes, type RecoverySettings, welcomeMails } from '../recovery/recovery.service';
import {
  changeImportedUsers,
  createImportedUsers,
  type NewUserValues,
  personColumns,
  USERS_RESOURCE,
  type User,
  userAuditRecord,
} from '../users/users.service';
import { findCompaniesOfVatCodes, findUsersByNameKeys, type ImportedUser } from './users-import.repository';
import { type CurrentUser, checkRow, type UserRowCells, userNameKey } from './users-import.rows';

/**
 * The users import (decision 041): each row creates a user or updates the one with its user name
 * (case does not matter), checked by the edit page's rules. A new user has no password: with
 * `welcome`, the mail that leads to choosing one goes out when the import commits. Here are the rows'
 * checks, which read only, and the writes the imports module makes in one transaction once no row has
 * a problem. Only customers' users are imported: the vendor's staff take the roles area.
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
async function insertUsersOnce(ctx: ServiceContext, rows: NewUserValues[]) {
  try {
    return await createImportedUsers(ctx, rows);
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
function auditUsers(audit: Audit, created: User[], updated: CheckedRow[]) {
  for (const user of created)
    audit({
      resource: USERS_RESOURCE,
      objectId: user.id,
      action: 'create',
      before: null,
      after: userAuditRecord(user),
    });
  for (const { existing, input } of updated) {
    if (!existing) continue;
    const before = userAuditRecord(existing);
    const after = userAuditRecord({ ...existing, ...person(input) });
    if (!isDeepStrictEqual(before, after))
      audit({ resource: USERS_RESOURCE, objectId: existing.id, action: 'update', before, after });
  }
}

/**
 * Checks the rows a batch at a time, reading the registry and writing nothing, with a turn of the
 * event loop between batches and no transaction (progress after each): what the file would do, and
 * the writes that do it. The check reports the plan; the import applies it in one transaction, once
 * no row has a problem. With `welcome` (an import's), each new user's welcome is written now and
 * queued with the writes, so that it goes out when the import commits. Users whose
 * role changes are signed out once the import commits, so that their sessions do not keep the old
 * role.
 */
export async function planUserRows(
  ctx: ServiceContext,
  input: {
    rows: UserRowCells[];
    progress: ImportProgress;
    welcome: boolean;
    settings: UsersImportSettings;
  },
): Promise<RowsPlan> {
  const { rows, progress, settings } = input;
  const keys = rows.map((r) => userNameKey(r.cells.UserName ?? ''));
  const users = new Map<string, ImportedUser>();
  const companies = new Map<string, Company>();
  const vatCodesRead = new Set<string>();
  const outcome: RowsOutcome = { created: 0, updated: 0, problems: [], results: [], signOut: [] };
  const valid: CheckedRow[] = [];
  const seen = new Set<string>();
  let done = 0;
  for await (const part of takingTurns(rows)) {
    const found = await findUsersByNameKeys(
      ctx.tx,
      part.map((r) => userNameKey(r.cells.UserName ?? '')),
    );
    for (const user of found) users.set(user.userName.toLowerCase(), user);
    const vatCodes = new Set(part.map((r) => (r.cells.CompanyVatCode ?? '').trim().toUpperCase()));
    for (const user of found) vatCodes.add(user.companyVatCode);
    const unread = [...vatCodes].filter((v) => !vatCodesRead.has(v));
    for (const vat of unread) vatCodesRead.add(vat);
    for (const company of await findCompaniesOfVatCodes(ctx.tx, unread))
      companies.set(company.vatCode, company);
    const checked = checkRows(part, { users, companies }, seen);
    outcome.problems.push(...checked.problems);
    for (const r of checked.valid) {
      outcome.results.push({ line: r.line, key: r.input.UserName, created: !r.existing });
      if (r.existing && r.existing.role !== r.input.Role) outcome.signOut.push(r.existing.id);
    }
    valid.push(...checked.valid);
    done += part.length;
    progress(done);
  }
  outcome.created = keys.filter((k) => !users.has(k)).length;
  outcome.updated = rows.length - outcome.created;
  const companyNames = new Map([...companies.values()].map((c) => [c.id, c.name]));
  // Rendered before any transaction (15 MB for 10,000 users): each step only queues its own.
  const welcomes = new Map<CheckedRow, MailMessage>();
  const renderWelcome = await serviceMailRenderer(ctx, 'welcome');
  if (input.welcome)
    for await (const part of takingTurns(valid.filter((r) => !r.existing))) {
      const mails = welcomeMails(
        part.map((r) => ({
          ...person(r.input),
          userName: r.input.UserName,
          companyName: companyNames.get(r.companyId) ?? '',
        })),
        settings.recovery,
        renderWelcome,
      );
      for (const [i, r] of part.entries()) welcomes.set(r, mails[i]!);
    }
  const vatCodeOf = new Map([...companies.values()].map((c) => [c.id, c.vatCode]));
  /** Whether these rows' users and companies are as the plan read them. */
  const stillAsRead = async (tx: Tx, part: CheckedRow[]) => {
    const names = part.map((r) => userNameKey(r.input.UserName));
    const vatCodes = [...new Set(part.map((r) => vatCodeOf.get(r.companyId)!))];
    const usersNow = await findUsersByNameKeys(tx, names);
    const companiesNow = await findCompaniesOfVatCodes(tx, vatCodes);
    return (
      usersNow.length === part.filter((r) => r.existing).length &&
      usersNow.every((u) => isDeepStrictEqual(u, users.get(u.userName.toLowerCase()))) &&
      companiesNow.length === vatCodes.length &&
      companiesNow.every((c) => isDeepStrictEqual(c, companies.get(c.vatCode)))
    );
  };
  // One step per `size` rows (decision 061); none of them finds a problem once written: a user name
  // taken since the plan refuses the step (ERROR_REGISTER_USER_EXISTS), as it did the whole file.
  const step = (part: CheckedRow[]): PlanStep => ({
    rows: part.length,
    holds: ({ tx }) => stillAsRead(tx, part),
    async apply(inTx, audit) {
      const now = inTx.clock.now();
      for (const rows of batches(part)) {
        const created = await insertUsersOnce(
          inTx,
          rows
            .filter((r) => !r.existing)
            .map(
              (r): NewUserValues => ({
                ...person(r.input),
                userName: r.input.UserName,
                companyId: r.companyId,
                createdAt: now,
              }),
            ),
        );
        await changeImportedUsers(
          inTx,
          rows.flatMap((r) => (r.existing ? [{ ...person(r.input), id: r.existing.id }] : [])),
        );
        auditUsers(audit, created, rows);
      }
      await mailWelcomes(
        inTx,
        part.flatMap((r) => welcomes.get(r) ?? []),
      );
      return [];
    },
  });
  return {
    outcome,
    steps: (size) => {
      const parts = batches(valid, size);
      return parts.length <= 1 ? [step(valid)] : parts.map(step);
    },
  };
}
