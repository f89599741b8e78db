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
 * Who may import users, follow an import and read its report (decision 041): whoever may create one
 * (admins), checked when the job starts and again when it runs as the person who started it. Every
 * act of an import creates or changes users: a grant of its own would either repeat `create` or let
 * someone import users they may not create one by one.
 */
export function mayImportUsers(ctx: ServiceContext): Promise<Grant> {
  return usersPermission(ctx, 'create');
}

/** A back-office action on given users: the permission it takes, on `users` or on their `identities`. */
export interface UserAction {
  resource: 'users' | 'identities';
  action: Action;
}

const READING: readonly Action[] = ['list', 'read', 'export'];

/**
 * May this caller act on these users? The one check of every back-office action on given users,
 * whichever module carries it out (data, state, lock, password, roles, sessions, IVR access,
 * identity links): the caller's back-office role must grant the action, and acting on the vendor's
 * own staff also takes `roles` (admins only; `read` to look into them, `update` to change them), so
 * that nobody acts above their own role: an operator cannot disable, demote, sign out, unlink or
 * reset an admin. A customer's user needs nothing more. Answers the caller's grant.
 */
export async function mayActOn(
  ctx: ServiceContext,
  targets: readonly Pick<UserRow, 'role'>[],
  { resource, action }: UserAction,
): Promise<Grant> {
  const grant = await requirePermission(ctx, resource, action);
  if (targets.some(isStaffAccount))
    await requirePermission(ctx, 'roles', READING.includes(action) ? 'read' : 'update');
  return grant;
}

/** Nobody disables, demotes or signs out themselves from the back office (ERROR_USER_SELF). */
export function notSelf(grant: Grant, ids: string[]): void {
  if (ids.includes(grant.userId)) throw new AppError('ERROR_USER_SELF');
}
