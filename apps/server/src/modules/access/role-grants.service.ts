import type {
  Action,
  ActionScopes,
  BackofficeRole,
  Resource,
  RoleGrants,
  RoleGrantsInput,
  RoleGrantsReset,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import { ACTIONS, BACKOFFICE_ROLES, SCOPES } from '@sportello/contracts/backoffice/access.values';
import { isLockedGrant, narrowerScope, scopeReach } from '@sportello/contracts/backoffice/resource-access';
import { RESOURCES } from '@sportello/contracts/backoffice/resources';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { cachedRead } from '../../core/cached-read';
import type { ServiceContext } from '../../core/context';
import type { Tx } from '../../core/database';
import { SETTINGS_CACHE_MS } from '../../core/portal-settings';
import {
  type GrantOverride,
  type GrantOverrides,
  type GrantsPort,
  indexOverrides,
} from '../../core/role-grants';
import { declaredResources, declaredScope, mayGrant, scopeOf } from './access.policy';
import { type Grant, requirePermission } from './access.service';
import { findGrantOverrides, replaceGrantOverrides } from './role-grants.repository';

/**
 * The back-office roles' grants as the admins edit them (decision 067): the code's declaration is
 * the ceiling, the admins narrow a role's grant below it and give it back, never beyond it nor
 * beyond what they hold themselves. Every change is audited; the saving process applies it at once,
 * the others within a second (the grants port, as the settings do).
 */

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    value !== null && (values as readonly string[]).includes(value);
const isRole = isOneOf(BACKOFFICE_ROLES);
const isResource = isOneOf(RESOURCES);
const isAction = isOneOf(ACTIONS);
const isScope = isOneOf(SCOPES);

/** The stored narrowings the code still knows: a resource or action removed since is ignored. */
async function readOverrides(tx: Tx): Promise<GrantOverrides> {
  const known: GrantOverride[] = [];
  for (const row of await findGrantOverrides(tx))
    if (isRole(row.role) && isResource(row.resource) && isAction(row.action))
      known.push({
        ...row,
        role: row.role,
        resource: row.resource,
        action: row.action,
        scope: isScope(row.scope) ? row.scope : null,
      });
  return indexOverrides(known);
}

/** This process's grants port: the stored narrowings, read again each second (decision 058's period). */
export function databaseGrants(db: Tx): GrantsPort {
  return cachedRead(() => readOverrides(db), SETTINGS_CACHE_MS);
}

const scopesOf = (pick: (action: Action) => Scope | undefined): ActionScopes =>
  Object.fromEntries(ACTIONS.flatMap((action) => (pick(action) ? [[action, pick(action)]] : [])));

/**
 * The widest scope `grantor` may give `role`: the declaration, within the grantor's own grant. On
 * their own role it is the declaration: all admins hold the one admin role, so a narrowing of it
 * could otherwise never be given back.
 */
function grantableScope(
  grantor: BackofficeRole,
  role: BackofficeRole,
  resource: Resource,
  action: Action,
  overrides: GrantOverrides,
): Scope | undefined {
  const declared = declaredScope(role, resource, action);
  if (role === grantor) return declared;
  return narrowerScope(declared, scopeOf(grantor, resource, action, overrides));
}

function roleMatrix(
  role: BackofficeRole,
  overrides: GrantOverrides,
  grantor: { role: BackofficeRole; mayEdit: boolean },
): RoleGrants {
  return {
    Role: role,
    Resources: declaredResources().map((resource) => {
      const locked = isLockedGrant(role, resource);
      const editable = grantor.mayEdit && mayGrant(grantor.role, role) && !locked;
      return {
        Resource: resource,
        Declared: scopesOf((action) => declaredScope(role, resource, action)),
        Effective: scopesOf((action) => scopeOf(role, resource, action, overrides)),
        Grantable: editable
          ? scopesOf((action) => grantableScope(grantor.role, role, resource, action, overrides))
          : {},
        Locked: locked,
      };
    }),
  };
}

async function mayEdit(ctx: ServiceContext): Promise<boolean> {
  return requirePermission(ctx, 'roles', 'update').then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.key === 'ERROR_FORBIDDEN') return false;
      throw error;
    },
  );
}

/** Every role's grants: declared, in force, and what the caller may give (the roles page's matrix). */
export async function getRoleGrants(ctx: ServiceContext): Promise<{ Items: RoleGrants[] }> {
  const grant = await requirePermission(ctx, 'roles', 'list');
  const grantor = { role: grant.role, mayEdit: await mayEdit(ctx) };
  const overrides = await readOverrides(ctx.tx);
  return { Items: BACKOFFICE_ROLES.map((role) => roleMatrix(role, overrides, grantor)) };
}

/** How the audit log records a role's grant on a resource: each declared action, null when taken away. */
function snapshot(role: BackofficeRole, resource: Resource, overrides: GrantOverrides) {
  const actions = ACTIONS.filter((action) => declaredScope(role, resource, action));
  return {
    Role: role,
    Resource: resource,
    ...Object.fromEntries(
      actions.map((action) => [
        action.charAt(0).toUpperCase() + action.slice(1),
        scopeOf(role, resource, action, overrides) ?? null,
      ]),
    ),
  };
}

type Refusal = { path: string; key: ErrorKey };

/** Why a resource's new actions are refused, each at its field; none when they may be saved. */
function refusals(
  grant: Grant,
  role: BackofficeRole,
  index: number,
  entry: RoleGrantsInput['Resources'][number],
  overrides: GrantOverrides,
): Refusal[] {
  const { Resource: resource, Actions: wanted } = entry;
  const path = `Resources.${index}.Actions`;
  if (isLockedGrant(role, resource)) {
    const same = ACTIONS.every((action) => wanted[action] === declaredScope(role, resource, action));
    return same ? [] : [{ path, key: 'ERROR_ROLE_GRANT_LOCKED' }];
  }
  return ACTIONS.flatMap((action): Refusal[] => {
    const reach = scopeReach(wanted[action]);
    const field = `${path}.${action}`;
    if (reach > scopeReach(declaredScope(role, resource, action)))
      return [{ path: field, key: 'ERROR_ROLE_GRANT_ABOVE_DECLARED' }];
    // Narrowing, or keeping, is always allowed; only what widens is bounded by the caller's own.
    if (reach <= scopeReach(scopeOf(role, resource, action, overrides))) return [];
    if (reach > scopeReach(grantableScope(grant.role, role, resource, action, overrides)))
      return [{ path: field, key: 'ERROR_ROLE_GRANT_ABOVE_OWN' }];
    return [];
  });
}

/**
 * Gives a role exactly `Actions` on each resource listed, within its declaration and the caller's
 * own grant; an action equal to the declaration is stored as no override. Audited per resource.
 */
export async function saveRoleGrants(ctx: ServiceContext, input: RoleGrantsInput): Promise<RoleGrants> {
  const grant = await requirePermission(ctx, 'roles', 'update');
  const role = input.Role;
  if (!mayGrant(grant.role, role))
    throw new AppError('ERROR_FORBIDDEN', 'Role', [{ path: 'Role', key: 'ERROR_FORBIDDEN' }]);
  const result = await auditedTransaction(ctx, async (tx, audit) => {
    const before = await readOverrides(tx);
    const refused = input.Resources.flatMap((entry, i) => refusals(grant, role, i, entry, before));
    const [first] = refused;
    if (first) throw new AppError(first.key, undefined, refused);
    for (const { Resource: resource, Actions: wanted } of input.Resources) {
      if (isLockedGrant(role, resource)) continue;
      const rows = ACTIONS.filter((action) => declaredScope(role, resource, action))
        .filter((action) => wanted[action] !== declaredScope(role, resource, action))
        .map((action) => ({ action, scope: wanted[action] ?? null }));
      await replaceGrantOverrides(tx, { role, resource }, rows, {
        at: ctx.clock.now(),
        userName: grant.userName,
      });
    }
    const after = await readOverrides(tx);
    for (const { Resource: resource } of input.Resources) {
      const was = snapshot(role, resource, before);
      const is = snapshot(role, resource, after);
      if (JSON.stringify(was) !== JSON.stringify(is))
        audit({
          resource: 'roles',
          objectId: `${role}:${resource}`,
          action: 'update',
          before: was,
          after: is,
        });
    }
    return roleMatrix(role, after, { role: grant.role, mayEdit: true });
  });
  ctx.grants.changed();
  return result;
}

/** Gives a role its declared grants again, on one resource or on all; as a save, so equally bounded. */
export function resetRoleGrants(ctx: ServiceContext, input: RoleGrantsReset): Promise<RoleGrants> {
  const resources = input.Resource ? [input.Resource] : declaredResources();
  return saveRoleGrants(ctx, {
    Role: input.Role,
    Resources: resources.map((resource) => ({
      Resource: resource,
      Actions: scopesOf((action) => declaredScope(input.Role, resource, action)),
    })),
  });
}
