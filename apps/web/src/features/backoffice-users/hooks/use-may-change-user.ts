import type { AccountRole } from '@sportello/contracts/backoffice/users.values';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { isStaffRole } from './user-form';

/**
 * Whether the signed-in operator may change a user (decision 034): `users` `update`, and for the
 * vendor's own staff `roles` `update` too, so that an operator cannot disable, demote or sign out an
 * admin. The server checks the same; the pages only hide what it would refuse.
 */
export function useMayChangeUser() {
  const { can } = usePermissions();
  return (user: { Role: AccountRole }) =>
    can('users', 'update') && (!isStaffRole(user.Role) || can('roles', 'update'));
}
