import type { Action } from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the users area (decision 034): the caller's back-office role must grant
 * `action` on `users`. Every grant is scoped `all`: the portal's people are the vendor's to look after.
 * Acting on given users takes the users module's `mayActOn` besides (users.policy.ts).
 */
export function usersPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'users', action);
}

/**
 * Who may import users, follow an import and read its report (decision 041): whoever may create one
 * (admins), checked when the job starts and again when it runs as the person who started it. Every
 * act of an import creates or changes users: a grant of its own would either repeat `create` or let
 * someone import users they may not create one by one.
 */
export function mayImportUsers(ctx: ServiceContext): Promise<Grant> {
  return usersPermission(ctx, 'create');
}

/** Nobody disables, demotes or signs out themselves from the back office (ERROR_USER_SELF). */
export function notSelf(grant: Grant, ids: string[]): void {
  if (ids.includes(grant.userId)) throw new AppError('ERROR_USER_SELF');
}
