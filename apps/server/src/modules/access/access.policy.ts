import type {
  Action,
  BackofficeRole,
  Permission,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';

type Grants = Partial<Record<Resource, Partial<Record<Action, Scope>>>>;

const READ_ALL = { list: 'all', read: 'all', export: 'all' } as const;

/**
 * What each back-office role may do (decision 015). A missing action is denied. `company` on
 * communications means the spec §6 rule: the author, or colleagues of the author's company when the
 * item's company flag is set, and only while the item's CanManage is true. `all` ignores ownership.
 */
export const ROLE_GRANTS: Record<BackofficeRole, Grants> = {
  viewer: { communications: { ...READ_ALL } },
  operator: {
    communications: { ...READ_ALL, create: 'all', update: 'company', delete: 'company' },
  },
  admin: {
    communications: { ...READ_ALL, create: 'all', update: 'all', delete: 'all' },
    audit: { list: 'all', read: 'all' },
    roles: { list: 'all', read: 'all', update: 'all' },
  },
};

export function scopeOf(role: BackofficeRole, resource: Resource, action: Action): Scope | undefined {
  return ROLE_GRANTS[role][resource]?.[action];
}

export function permissionsOf(role: BackofficeRole): Permission[] {
  return Object.entries(ROLE_GRANTS[role]).flatMap(([resource, actions]) =>
    Object.entries(actions ?? {}).map(([action, scope]) => ({
      Resource: resource as Resource,
      Action: action as Action,
      Scope: scope as Scope,
    })),
  );
}
