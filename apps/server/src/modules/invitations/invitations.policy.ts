import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type { Grantable } from '@sportello/contracts/companies/invitations.contract';
import {
  BACKOFFICE_ROLE_IDS,
  CUSTOMER_ROLE_IDS,
  VENDOR_ROLE_IDS,
} from '@sportello/contracts/companies/invitations.values';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn } from '../../core/context';
import {
  backofficeRoleOf,
  defaultRoleOf,
  grantedScope,
  mayGrant,
  requirePermission,
} from '../access/access.service';
import {
  type CompanyWithParents,
  getCompanyWithParents,
  isVendorCompany,
} from '../companies/companies.service';
import { getUserById } from '../users/users.service';
import type { InvitationRow } from './invitations.tables';

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

/**
 * Who manages a company's people (decisions 011 and 015): the caller's own company. A customer
 * company: its administrators. The vendor's own company: whoever's back-office role grants the action
 * on `roles` — an invitation gives a back-office role — whatever their account role says: an admin
 * demoted to viewer may not. Answers the company, the manager, and their back-office role (none for a
 * customer company's administrator).
 */
export async function requireManager(
  ctx: ServiceContext,
  action: 'list' | 'create' | 'update' | 'delete',
): Promise<{ company: CompanyWithParents; manager: { userId: string }; sender: BackofficeRole | undefined }> {
  const { actor } = signedIn(ctx);
  const company = await getCompanyWithParents(ctx, actor.companyId);
  if (isVendorCompany(company)) {
    const grant = await requirePermission(ctx, 'roles', action);
    return { company, manager: actor, sender: grant.role };
  }
  // The administrator as they are now, not as their session remembers them (decision 055).
  const current = await getUserById(ctx, actor.userId);
  if (!current?.enabled || current.role !== 'company_admin' || !company.enabled)
    throw new AppError('ERROR_FORBIDDEN');
  return { company, manager: actor, sender: undefined };
}

/**
 * Who sends the back office's invitation to any company (decision 034): the vendor's staff. To a
 * customer company it gives a customer role and takes `users` `create`; to the vendor's own company
 * it gives a back-office role, so it takes `roles` `create`, like the roles page's invitations, and
 * the sender's back-office role bounds what it gives. Answers the manager and that role (none for a
 * customer company's invitation), as `requireManager` does.
 */
export async function requireBackofficeSender(
  ctx: ServiceContext,
  company: CompanyWithParents,
): Promise<{ company: CompanyWithParents; manager: { userId: string }; sender: BackofficeRole | undefined }> {
  const vendor = isVendorCompany(company);
  const grant = await requirePermission(ctx, vendor ? 'roles' : 'users', 'create');
  return { company, manager: { userId: grant.userId }, sender: vendor ? grant.role : undefined };
}

/**
 * Whether the sender of an open invitation, as they are now, may still send it: an invitation
 * carries its sender's authority, so one whose sender was since removed, disabled, left in a
 * disabled company, demoted, or stripped of the permission no longer stands (it is as if revoked).
 * The rules are those of sending (`requireManager`, `inviteToCompany`, `roleAboveSender`) asked of
 * the sender: a customer company's invitation, by that company's administrator or by the vendor's
 * staff granted `users` `create`; the vendor's own, by staff granted `roles` `create`, giving no role
 * above their own.
 */
export async function senderMayStillSend(
  ctx: ServiceContext,
  invitation: Pick<InvitationRow, 'invitedBy' | 'companyId' | 'roleId' | 'roleTsId'>,
): Promise<boolean> {
  const sender = invitation.invitedBy ? await getUserById(ctx, invitation.invitedBy) : undefined;
  if (!sender?.enabled) return false;
  const [own, company] = await Promise.all([
    getCompanyWithParents(ctx, sender.companyId),
    getCompanyWithParents(ctx, invitation.companyId),
  ]);
  if (!own.enabled) return false;
  const staff = isVendorCompany(own)
    ? await backofficeRoleOf(ctx, { userId: sender.id, role: sender.role })
    : undefined;
  if (isVendorCompany(company))
    return (
      staff !== undefined &&
      (await grantedScope(ctx, staff, 'roles', 'create')) !== undefined &&
      roleAboveSender(grantableRoles(staff), invitation) === undefined
    );
  if (staff) return (await grantedScope(ctx, staff, 'users', 'create')) !== undefined;
  return sender.role === 'company_admin' && sender.companyId === company.id;
}
