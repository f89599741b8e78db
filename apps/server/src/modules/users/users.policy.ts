import type { Action } from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';
import type { UserRow } from './users.tables';

/** The vendor's own staff: their account roles are operator and admin (decision 015). */
export const isStaffAccount = (user: Pick<UserRow, 'role'>) =>
  user.role === 'operator' || user.role === 'admin';

/**
 * The back-office guard of the users area (decision 034): the caller's back-office role must grant
 * `action` on `users`. Every grant is scoped `all`: the portal's people are the vendor's to look after.
 */
export function usersPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'users', action);
}

/**
 * Changing one of the vendor's staff (edit, disable, roles, sessions) also takes `roles` (admins): an
 * operator must not disable, demote or sign out an admin. A customer's user needs nothing more.
 */
export async function mayChange(ctx: ServiceContext, targets: Pick<UserRow, 'role'>[]): Promise<void> {
  if (targets.some(isStaffAccount)) await requirePermission(ctx, 'roles', 'update');
}

/** Nobody disables, demotes or signs out themselves from the back office (ERROR_USER_SELF). */
export function notSelf(grant: Grant, ids: string[]): void {
  if (ids.includes(grant.userId)) throw new AppError('ERROR_USER_SELF');
}
