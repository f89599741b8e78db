import type {
  Action,
  BackofficeRole,
  BackofficeUser,
  MyPermissions,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import type { SessionData } from '../../core/session';
import { auditedTransaction } from '../audit/audit.service';
import { defaultRoleOf, mayGrant, permissionsOf, scopeOf } from './access.policy';
import { findAssignedRole, findBackofficeUsers, upsertAssignedRole } from './access.repository';

// Who may give which role is the access policy's; other modules reach it through this service.
export { defaultRoleOf, mayGrant };

type Caller = Pick<SessionData, 'userId' | 'role' | 'userName'>;

/** A vendor user signed in, with the back-office role and the scope of the permission asked for. */
export interface Grant {
  userId: string;
  userName: string;
  role: BackofficeRole;
  scope: Scope;
}

const isVendorAccount = (role: SessionData['role']) => role === 'operator' || role === 'admin';

/** The caller's back-office role: the one an admin assigned, else the account's; none for customers. */
export async function backofficeRoleOf(
  { tx }: Pick<ServiceContext, 'tx'>,
  caller: Pick<Caller, 'userId' | 'role'>,
): Promise<BackofficeRole | undefined> {
  if (!isVendorAccount(caller.role)) return undefined;
  return (await findAssignedRole(tx, caller.userId)) ?? defaultRoleOf(caller.role);
}

/**
 * The guard of every back-office call: the caller's role must grant `action` on `resource`.
 * Customers and denied actions get ERROR_FORBIDDEN. Read from the database on each call, so a role
 * change takes effect at once.
 */
export async function requirePermission(
  ctx: Pick<ServiceContext, 'tx'>,
  caller: Caller,
  resource: Resource,
  action: Action,
): Promise<Grant> {
  const role = await backofficeRoleOf(ctx, caller);
  const scope = role && scopeOf(role, resource, action);
  if (!role || !scope) throw new AppError('ERROR_FORBIDDEN');
  return { userId: caller.userId, userName: caller.userName, role, scope };
}

/** The scope of a permission, or undefined when denied: to tell the web what it may offer. */
export async function scopeFor(
  ctx: Pick<ServiceContext, 'tx'>,
  caller: Caller,
  resource: Resource,
  action: Action,
): Promise<Scope | undefined> {
  const role = await backofficeRoleOf(ctx, caller);
  return role && scopeOf(role, resource, action);
}

export async function myPermissions(ctx: Pick<ServiceContext, 'tx'>, caller: Caller): Promise<MyPermissions> {
  const role = await backofficeRoleOf(ctx, caller);
  if (!role) throw new AppError('ERROR_FORBIDDEN');
  return { Role: role, Permissions: permissionsOf(role) };
}

function toWire(row: Awaited<ReturnType<typeof findBackofficeUsers>>[number]): BackofficeUser {
  return {
    UserId: row.id,
    UserName: row.userName,
    FirstName: row.firstName,
    LastName: row.lastName,
    Role: row.assigned ?? defaultRoleOf(row.accountRole),
  };
}

export async function listBackofficeUsers({ tx }: Pick<ServiceContext, 'tx'>): Promise<BackofficeUser[]> {
  return (await findBackofficeUsers(tx)).map(toWire);
}

/**
 * Gives a vendor user a back-office role, at most the giver's own; an admin cannot change their own
 * (no lock-out). Audited.
 */
export async function assignBackofficeRole(
  ctx: ServiceContext,
  grant: Grant,
  input: { UserId: string; Role: BackofficeRole },
): Promise<BackofficeUser> {
  if (input.UserId === grant.userId) throw new AppError('ERROR_BACKOFFICE_ROLE_SELF');
  if (!mayGrant(grant.role, input.Role))
    throw new AppError('ERROR_FORBIDDEN', 'Role', [{ path: 'Role', key: 'ERROR_FORBIDDEN' }]);
  return auditedTransaction(ctx, grant.userName, async (tx, audit) => {
    const before = (await findBackofficeUsers(tx)).find((u) => u.id === input.UserId);
    if (!before) throw new AppError('ERROR_BACKOFFICE_USER');
    await upsertAssignedRole(tx, input.UserId, input.Role);
    const after = { ...toWire(before), Role: input.Role };
    audit({ resource: 'roles', objectId: input.UserId, action: 'update', before: toWire(before), after });
    return after;
  });
}

/**
 * The back-office role of a vendor user who joined through an invitation (its RoleTs): set in the
 * invitation's own transaction. Not audited as a back-office change: the invitation records who gave it.
 */
export async function assignBackofficeRoleOnJoin(
  { tx }: Pick<ServiceContext, 'tx'>,
  userId: string,
  role: BackofficeRole,
): Promise<void> {
  await upsertAssignedRole(tx, userId, role);
}
