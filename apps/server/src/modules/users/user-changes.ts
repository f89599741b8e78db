import type { EditedPerson } from '@sportello/contracts/rules/person-data';
import { AppError } from '../../core/app-error';
import type { Audit } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { unlockAccount } from '../auth/login-throttle.service';
import { toRecord } from './users.presenters';
import { findUserRow, findUserRows, updateUsers } from './users.repository';
import type { UserListRow } from './users.tables';

/**
 * The changes to a user that both the back office (the users-registry module, through
 * users.service.ts) and a company's administrators (company-colleagues.service.ts) make, each
 * audited the same way. Who may make them is the callers' check: these run inside their audited
 * transaction (`ctx.tx`), after it.
 */

export const USERS_RESOURCE = 'users';

/** A person's data as the edit page and the import give it (the contract's names), as the table's columns. */
export const personColumns = (input: EditedPerson & { LanguageId: number }) => ({
  firstName: input.FirstName,
  lastName: input.LastName,
  email: input.Email,
  fiscalCode: input.FiscalCode,
  phoneNumber: input.PhoneNumber,
  mobilePhone: input.MobilePhone,
  languageId: input.LanguageId,
});

/** The user with their company and sign-in lock; ERROR_NOT_FOUND for an unknown id. */
export async function userRowOf(ctx: ServiceContext, id: string, lock = false): Promise<UserListRow> {
  const row = await findUserRow(ctx.tx, id, ctx.clock.now(), lock);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return row;
}

/** The users with their company and sign-in lock, locked for update; ERROR_NOT_FOUND for an unknown id. */
export async function userRowsOf(ctx: ServiceContext, ids: string[]): Promise<UserListRow[]> {
  const rows = await findUserRows(ctx.tx, ids, ctx.clock.now());
  if (rows.length !== new Set(ids).size) throw new AppError('ERROR_NOT_FOUND');
  return rows;
}

/** Enables or disables users whose state differs (the caller ends the disabled users' sessions). */
export async function writeEnabled(
  ctx: ServiceContext,
  audit: Audit,
  changing: UserListRow[],
  enabled: boolean,
): Promise<void> {
  if (changing.length === 0) return;
  await updateUsers(
    ctx.tx,
    changing.map((r) => r.id),
    { enabled },
  );
  for (const row of changing)
    audit({
      resource: USERS_RESOURCE,
      objectId: row.id,
      action: 'update',
      before: toRecord(row),
      after: toRecord({ ...row, enabled }),
    });
}

/** Gives the user another account role; false when it was theirs already (nothing written). */
export async function writeRole(
  ctx: ServiceContext,
  audit: Audit,
  before: UserListRow,
  role: UserListRow['role'],
): Promise<boolean> {
  if (before.role === role) return false;
  await updateUsers(ctx.tx, [before.id], { role });
  audit({
    resource: USERS_RESOURCE,
    objectId: before.id,
    action: 'update',
    before: toRecord(before),
    after: toRecord({ ...before, role }),
  });
  return true;
}

/** Lifts the sign-in lock (auth's) and forgets the failures; audited when there was a lock. */
export async function liftLock(ctx: ServiceContext, audit: Audit, row: UserListRow): Promise<void> {
  await unlockAccount(ctx, row.userName);
  if (row.locked)
    audit({
      resource: USERS_RESOURCE,
      objectId: row.id,
      action: 'update',
      before: { Locked: true, LockedUntil: row.lockedUntil && new Date(row.lockedUntil).toISOString() },
      after: { Locked: false, LockedUntil: null },
    });
}
