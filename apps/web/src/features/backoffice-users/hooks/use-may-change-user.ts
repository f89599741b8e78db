import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { AccountRole } from '@sportello/contracts/backoffice/users.values';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { isStaffRole } from './user-form';

const READING: readonly Action[] = ['list', 'read', 'export'];

/**
 * Whether the signed-in member of the back office may act on a user (decision 034), as the server's
 * one check decides: the action's permission, and for the vendor's own staff `roles` too (`read` to
 * look into them, `update` to change them), so that an operator cannot disable, demote, sign out or
 * unlink an admin. The pages only hide what the server would refuse.
 */
export function useMayActOnUser() {
  const { can } = usePermissions();
  return (user: { Role: AccountRole }, resource: 'users' | 'identities', action: Action) =>
    can(resource, action) &&
    (!isStaffRole(user.Role) || can('roles', READING.includes(action) ? 'read' : 'update'));
}

/** Whether the signed-in member of the back office may change a user (`users` `update`, see above). */
export function useMayChangeUser() {
  const mayActOn = useMayActOnUser();
  return (user: { Role: AccountRole }) => mayActOn(user, 'users', 'update');
}
