import type {
  Action,
  BackofficeRole,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';

/**
 * The admins' narrowings of the back-office roles' grants (decision 067), as modules/access stores
 * them: a port of the service context, like the settings (decision 058), so that every permission
 * check reads them without a query of its own and each process reads them again within a second of
 * a change. The code's declarations stay the ceiling; the access policy applies these under it.
 */
export interface GrantOverride {
  role: BackofficeRole;
  resource: Resource;
  action: Action;
  /** null: the action is taken away. */
  scope: Scope | null;
}

export interface GrantOverrides {
  /** The role's stored scope for the action, null when taken away, undefined when the declaration holds. */
  of(role: BackofficeRole, resource: Resource, action: Action): Scope | null | undefined;
  readonly all: readonly GrantOverride[];
}

export interface GrantsPort {
  current(): Promise<GrantOverrides>;
  /** The overrides changed: this process reads them again at the next check. */
  changed(): void;
}

const keyOf = (role: string, resource: string, action: string) => `${role}/${resource}/${action}`;

export function indexOverrides(all: readonly GrantOverride[]): GrantOverrides {
  const byKey = new Map(all.map((o) => [keyOf(o.role, o.resource, o.action), o.scope]));
  return { all, of: (role, resource, action) => byKey.get(keyOf(role, resource, action)) };
}

/** No narrowing: the declarations as they are. For tests of the policy, never a default. */
export const NO_OVERRIDES: GrantOverrides = indexOverrides([]);

/**
 * Work that was not given the application's port (a job, a seed): a permission check says so rather
 * than answer by the declarations alone, which would give back what an admin took away.
 */
export const NO_GRANTS: GrantsPort = {
  current: async () => {
    throw new Error('this context has no grants: give it the application’s grants port');
  },
  changed: () => {},
};
