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
