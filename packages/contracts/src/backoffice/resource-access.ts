// What each back-office role may do on one resource (decision 015), declared by the resource's own
// area beside its contract, so that the server's grants and the web's are the same data. Plain data:
// the web app uses it without loading the schemas (decision 022).
import type { ACTIONS, BACKOFFICE_ROLES, SCOPES } from './access.values';

type Action = (typeof ACTIONS)[number];
type Scope = (typeof SCOPES)[number];
type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

/** The actions a role may take on the resource, each with the scope of the objects it reaches. */
export type ActionGrants = Partial<Record<Action, Scope>>;

export interface ResourceAccess<R extends string = string> {
  resource: R;
  /** A missing action is denied; a role without an entry may do nothing on the resource. */
  grants: Partial<Record<BackofficeRole, ActionGrants>>;
}

/** An area's resource, named as the wire names it, with its grants per role. */
export const defineResourceAccess = <const R extends string>(
  resource: R,
  grants: Partial<Record<BackofficeRole, ActionGrants>>,
): ResourceAccess<R> => ({ resource, grants });

/** A role's permissions over the given resources, as the permissions call lists them. */
export function permissionsOver<R extends string>(
  role: BackofficeRole,
  accesses: readonly ResourceAccess<R>[],
): { Resource: R; Action: Action; Scope: Scope }[] {
  return accesses.flatMap(({ resource, grants }) =>
    Object.entries(grants[role] ?? {}).map(([action, scope]) => ({
      Resource: resource,
      Action: action as Action,
      Scope: scope as Scope,
    })),
  );
}

/** How far each scope reaches, `own` the least; a denied action reaches nothing. */
const SCOPE_REACH: Record<Scope, number> = { own: 1, company: 2, all: 3 };

/** How far a scope reaches: 0 for a denied action (undefined or null). */
export const scopeReach = (scope: Scope | null | undefined): number => (scope ? SCOPE_REACH[scope] : 0);

/** The narrower of two scopes; undefined when either denies. */
export function narrowerScope(a: Scope | null | undefined, b: Scope | null | undefined): Scope | undefined {
  if (!a || !b) return undefined;
  return SCOPE_REACH[a] <= SCOPE_REACH[b] ? a : b;
}

/**
 * The grant nobody narrows (decision 067): the admins' on the roles themselves, so that no change of
 * grants can lock every admin out of the page that gives them back.
 */
export const isLockedGrant = (role: BackofficeRole, resource: string): boolean =>
  role === 'admin' && resource === 'roles';
