import type {
  Action,
  BackofficeRole,
  BackofficeUser,
  MyPermissions,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import { type ServiceContext, type StaffActor, staffOnly } from '../../core/context';
import { auditedTransaction } from '../audit/audit-trail.service';
import { permissionsOf, scopeOf } from './access.policy';
import { findAssignedRole, findBackofficeUsers, upsertAssignedRole } from './access.repository';

/** A vendor user signed in, with the back-office role and the scope of the permission asked for. */
export interface Grant {
  userId: string;
  userName: string;
  /** The caller's company: what `company` scopes compare with. */
  companyId: number;
  role: BackofficeRole;
  scope: Scope;
}

/** The caller's back-office role: the one an admin assigned, else the account's (decision 015). */
async function backofficeRoleOf({ tx }: ServiceContext, actor: StaffActor): Promise<BackofficeRole> {
  return (await findAssignedRole(tx, actor.userId)) ?? (actor.role === 'admin' ? 'admin' : 'operator');
}

/**
 * The check every back-office capability goes through, called by each module's policy: the caller
 * must be the vendor's staff and their back-office role must grant `action` on `resource`. Anyone
 * else gets ERROR_FORBIDDEN (ERROR_EMPTY_SESSION when signed out). Read from the database on each
 * call, so a role change takes effect at once.
 */
export async function requirePermission(
  ctx: ServiceContext,
  resource: Resource,
  action: Action,
): Promise<Grant> {
  const { actor } = staffOnly(ctx);
  const role = await backofficeRoleOf(ctx, actor);
  const scope = scopeOf(role, resource, action);
  if (!scope) throw new AppError('ERROR_FORBIDDEN');
  return { userId: actor.userId, userName: actor.userName, companyId: actor.companyId, role, scope };
}

/** The scope of a permission, or undefined when denied: to tell the web what it may offer. */
export async function scopeFor(
  ctx: ServiceContext,
  resource: Resource,
  action: Action,
): Promise<Scope | undefined> {
  if (ctx.actor.kind !== 'staff') return undefined;
  return scopeOf(await backofficeRoleOf(ctx, ctx.actor), resource, action);
}

export async function myPermissions(ctx: ServiceContext): Promise<MyPermissions> {
  const { actor } = staffOnly(ctx);
  const role = await backofficeRoleOf(ctx, actor);
  return { Role: role, Permissions: permissionsOf(role) };
}

function toWire(row: Awaited<ReturnType<typeof findBackofficeUsers>>[number]): BackofficeUser {
  return {
    UserId: row.id,
    UserName: row.userName,
    FirstName: row.firstName,
    LastName: row.lastName,
    Role: row.assigned ?? (row.accountRole === 'admin' ? 'admin' : 'operator'),
  };
}

export async function listBackofficeUsers(ctx: ServiceContext): Promise<BackofficeUser[]> {
  await requirePermission(ctx, 'roles', 'list');
  return (await findBackofficeUsers(ctx.tx)).map(toWire);
}

/** Gives a vendor user a back-office role; an admin cannot change their own (no lock-out). Audited. */
export async function assignBackofficeRole(
  ctx: ServiceContext,
  input: { UserId: string; Role: BackofficeRole },
): Promise<BackofficeUser> {
  const grant = await requirePermission(ctx, 'roles', 'update');
  if (input.UserId === grant.userId) throw new AppError('ERROR_BACKOFFICE_ROLE_SELF');
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
