import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';
import type { UserRow } from './users.tables';

/** The vendor's own staff: their account roles are operator and admin (decision 015). */
export const isStaffAccount = (user: Pick<UserRow, 'role'>) =>
  user.role === 'operator' || user.role === 'admin';

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
 * reset an admin. A customer's user needs nothing more. Answers the caller's grant. Here, in the
 * identity core, rather than in the users-registry module: the identity links (sso) take it too, and
 * the registry depends on them.
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
