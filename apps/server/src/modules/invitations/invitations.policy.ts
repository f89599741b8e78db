import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type { Grantable } from '@sportello/contracts/companies/invitations.contract';
import {
  BACKOFFICE_ROLE_IDS,
  CUSTOMER_ROLE_IDS,
  VENDOR_ROLE_IDS,
} from '@sportello/contracts/companies/invitations.values';
import { defaultRoleOf, mayGrant } from '../access/access.service';

const idsOf = <R extends string>(roles: Record<number, R>, allowed: (role: R) => boolean) =>
  Object.entries(roles)
    .filter(([, role]) => allowed(role))
    .map(([id]) => Number(id));

/**
 * The roles an invitation may give (spec §5 Invitation, §6), nobody's above their own. `sender` is
 * the back-office role of a vendor's staff member, undefined for a customer company's administrator,
 * who may invite users and administrators like themselves (a customer invitation has no RoleTs).
 * For the vendor's company the sender's back-office role bounds both the account (`Role.Id`: an admin
 * account is an admin of the back office unless given another role) and the back-office role
 * (`RoleTs.Id`).
 */
export function grantableRoles(sender: BackofficeRole | undefined): Grantable {
  if (!sender) return { Role: idsOf(CUSTOMER_ROLE_IDS, () => true), RoleTs: [] };
  return {
    Role: idsOf(VENDOR_ROLE_IDS, (role) => mayGrant(sender, defaultRoleOf(role))),
    RoleTs: idsOf(BACKOFFICE_ROLE_IDS, (role) => mayGrant(sender, role)),
  };
}

/**
 * The field of an invitation that gives more than `grantable` allows, if any. Unknown ids are the
 * caller's to refuse first (ERROR_BAD_ROLE): this speaks only of roles that exist.
 */
export function roleAboveSender(
  grantable: Grantable,
  invitation: { roleId: number; roleTsId: number | null },
): 'Role' | 'RoleTs' | undefined {
  if (!grantable.Role.includes(invitation.roleId)) return 'Role';
  if (invitation.roleTsId !== null && !grantable.RoleTs.includes(invitation.roleTsId)) return 'RoleTs';
  return undefined;
}
