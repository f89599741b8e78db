import type {
  Action,
  BackofficeRole,
  BackofficeUser,
  MyPermissions,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, staffOnly } from '../../core/context';
import type { SessionData } from '../../core/session';
import { defaultRoleOf, mayGrant, permissionsOf, scopeOf } from './access.policy';
import { findAssignedRole, findBackofficeUsers, findStanding, upsertAssignedRole } from './access.repository';

// Who may give which role is the access policy's; other modules reach it through this service.
export { defaultRoleOf, mayGrant };

/**
 * What `role` may do now on `resource` (decision 067): its declaration as the admins narrowed it, as
 * this process last read them (within a second). Undefined when denied.
 */
export async function grantedScope(
  ctx: ServiceContext,
  role: BackofficeRole,
  resource: Resource,
  action: Action,
): Promise<Scope | undefined> {
  return scopeOf(role, resource, action, await ctx.grants.current());
}

/** A vendor user signed in, with the back-office role and the scope of the permission asked for. */
export interface Grant {
  userId: string;
  userName: string;
  /** The caller's company: what `company` scopes compare with. */
  companyId: number;
  role: BackofficeRole;
  scope: Scope;
}

const isVendorAccount = (role: SessionData['role']) => role === 'operator' || role === 'admin';

/**
 * A user's back-office role: the one an admin assigned, else the account's; none for customers
 * (decision 015). Of any user: sign-in asks it before there is a session.
 */
export async function backofficeRoleOf(
  { tx }: ServiceContext,
  user: { userId: string; role: SessionData['role'] },
): Promise<BackofficeRole | undefined> {
  if (!isVendorAccount(user.role)) return undefined;
  return (await findAssignedRole(tx, user.userId)) ?? defaultRoleOf(user.role);
}

/**
 * The back-office role of a signed-in member of staff as it is now: their session may be older than
 * a demotion or a disabling (decision 055), so the account is read again; someone disabled, or no
 * longer staff, has no session to act with (ERROR_EMPTY_SESSION).
 */
async function currentBackofficeRole(ctx: ServiceContext, userId: string): Promise<BackofficeRole> {
  const standing = await findStanding(ctx.tx, userId);
  if (!standing?.enabled || !standing.companyEnabled || !isVendorAccount(standing.accountRole))
    throw new AppError('ERROR_EMPTY_SESSION');
  return standing.assigned ?? defaultRoleOf(standing.accountRole);
}

/**
 * The check every back-office capability goes through, called by each module's policy: the caller
 * must be the vendor's staff and their back-office role must grant `action` on `resource`. Anyone
 * else gets ERROR_FORBIDDEN (ERROR_EMPTY_SESSION when signed out). The role is read from the
 * database on each call, so a role change takes effect at once; the grants' narrowings within a
 * second (decision 067).
 */
export async function requirePermission(
  ctx: ServiceContext,
  resource: Resource,
  action: Action,
): Promise<Grant> {
  const { actor } = staffOnly(ctx);
  const role = await currentBackofficeRole(ctx, actor.userId);
  const scope = role && (await grantedScope(ctx, role, resource, action));
  if (!role || !scope) throw new AppError('ERROR_FORBIDDEN');
  return { userId: actor.userId, userName: actor.userName, companyId: actor.companyId, role, scope };
}

/** The scope of a permission, or undefined when denied: to tell the web what it may offer. */
export async function scopeFor(
  ctx: ServiceContext,
  resource: Resource,
  action: Action,
): Promise<Scope | undefined> {
  const role = ctx.actor.kind === 'staff' ? await backofficeRoleOf(ctx, ctx.actor) : undefined;
  return role && grantedScope(ctx, role, resource, action);
}

export async function myPermissions(ctx: ServiceContext): Promise<MyPermissions> {
  const { actor } = staffOnly(ctx);
  const role = await backofficeRoleOf(ctx, actor);
  if (!role) throw new AppError('ERROR_FORBIDDEN');
  return { Role: role, Permissions: permissionsOf(role, await ctx.grants.current()) };
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

/** Whether anyone holds the back-office admin role: a portal without one says how to make the first. */
export async function hasBackofficeAdmin(ctx: ServiceContext): Promise<boolean> {
  return (await findBackofficeUsers(ctx.tx)).some((row) => toWire(row).Role === 'admin');
}

/**
 * The enabled vendor users whose back-office role grants `action` on `resource`: whom a ticket may be
 * given to, say. The caller checks its own permission first.
 */
export async function usersGranted(
  ctx: ServiceContext,
  resource: Resource,
  action: Action,
): Promise<{ id: string; name: string }[]> {
  const overrides = await ctx.grants.current();
  return (await findBackofficeUsers(ctx.tx))
    .filter((row) => row.enabled && scopeOf(toWire(row).Role, resource, action, overrides))
    .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() || row.userName }));
}

export async function listBackofficeUsers(ctx: ServiceContext): Promise<BackofficeUser[]> {
  await requirePermission(ctx, 'roles', 'list');
  return (await findBackofficeUsers(ctx.tx)).map(toWire);
}

/**
 * Gives a vendor user a back-office role, at most the giver's own; an admin cannot change their own
 * (no lock-out). Audited.
 */
export async function assignBackofficeRole(
  ctx: ServiceContext,
  input: { UserId: string; Role: BackofficeRole },
): Promise<BackofficeUser> {
  const grant = await requirePermission(ctx, 'roles', 'update');
  if (input.UserId === grant.userId) throw new AppError('ERROR_BACKOFFICE_ROLE_SELF');
  if (!mayGrant(grant.role, input.Role))
    throw new AppError('ERROR_FORBIDDEN', 'Role', [{ path: 'Role', key: 'ERROR_FORBIDDEN' }]);
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = (await findBackofficeUsers(tx)).find((u) => u.id === input.UserId);
    if (!before) throw new AppError('ERROR_BACKOFFICE_USER');
    await upsertAssignedRole(tx, input.UserId, input.Role, ctx.clock.now());
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
  { tx, clock }: ServiceContext,
  userId: string,
  role: BackofficeRole,
): Promise<void> {
  await upsertAssignedRole(tx, userId, role, clock.now());
}
