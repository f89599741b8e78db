import type { Role } from '@sportello/contracts/auth/login.contract';
import type {
  Action,
  BackofficeRole,
  Permission,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import {
  isLockedGrant,
  narrowerScope,
  permissionsOver,
  type ResourceAccess,
} from '@sportello/contracts/backoffice/resource-access';
import { RESOURCES } from '@sportello/contracts/backoffice/resources';
import type { GrantOverrides } from '../../core/role-grants';

/**
 * What each back-office role may do, per resource (decision 015): declared by each resource's area
 * in its contracts (`defineResourceAccess`) and gathered from the modules' manifests when the app is
 * built (`configureAccess`). A missing action is denied. On the reading actions (list, read, export)
 * a scope bounds the rows: `all`, those of the caller's `company`, or their `own`. On
 * communications' update and delete, `company` means the spec §6 rule (decision 017). Admins may
 * narrow a role's grants below the declaration, never beyond it (decision 067).
 */
let accesses: readonly ResourceAccess<Resource>[] = [];
let grantsByResource = new Map<string, ResourceAccess['grants']>();

export function configureAccess(declared: readonly ResourceAccess<Resource>[]): void {
  // The manifests and the contracts' list (which names the wire's resources and the web's grants)
  // must be the same set: an area declared in one and not the other would grant what the other denies.
  const names = declared.map((access) => access.resource).sort();
  const listed = [...RESOURCES].sort();
  if (names.join() !== listed.join()) {
    throw new Error(`The modules declare the resources [${names}], the contracts list [${listed}]`);
  }
  accesses = declared;
  grantsByResource = new Map(declared.map((access) => [access.resource, access.grants]));
}

/** The back-office role of a vendor account (operator or admin) none was assigned to: its account role's. */
export function defaultRoleOf(accountRole: Role): BackofficeRole {
  return accountRole === 'admin' ? 'admin' : 'operator';
}

const RANK: Record<BackofficeRole, number> = { viewer: 0, operator: 1, admin: 2 };

/**
 * Nobody gives a role above their own: a back-office role, or a vendor account (whose default
 * back-office role it would be), only up to the giver's back-office role.
 */
export function mayGrant(own: BackofficeRole, granted: BackofficeRole): boolean {
  return RANK[granted] <= RANK[own];
}

/** What the code declares: the ceiling of the role's grant, whatever the admins changed. */
export function declaredScope(role: BackofficeRole, resource: Resource, action: Action): Scope | undefined {
  return grantsByResource.get(resource)?.[role]?.[action];
}

/**
 * What the role may do now (decision 067): the declaration, narrowed by the admins' override. An
 * override never widens it: a declaration narrowed in the code since holds over an older override.
 */
export function scopeOf(
  role: BackofficeRole,
  resource: Resource,
  action: Action,
  overrides: GrantOverrides,
): Scope | undefined {
  const declared = declaredScope(role, resource, action);
  if (isLockedGrant(role, resource)) return declared;
  const override = overrides.of(role, resource, action);
  return override === undefined ? declared : narrowerScope(declared, override);
}

/** The declared resources, in the contracts' order. */
export const declaredResources = (): Resource[] => accesses.map((access) => access.resource);

export function permissionsOf(role: BackofficeRole, overrides: GrantOverrides): Permission[] {
  return permissionsOver(role, accesses).flatMap((p) => {
    const scope = scopeOf(role, p.Resource, p.Action, overrides);
    return scope ? [{ ...p, Scope: scope }] : [];
  });
}
