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
 * Support items (decision 012): the support desk reads every item; replying and closing (`update`)
 * and opening (`create`) are the operators' and admins'. Items are never deleted or exported here.
 */
const TICKETS_READ = { list: 'all', read: 'all' } as const;

/**
 * What each back-office role may do (decision 015). A missing action is denied. On the reading
 * actions (list, read, export) a scope bounds the rows: `all`, those of the caller's `company`, or
 * their `own`. On communications' update and delete, `company` means the spec §6 rule: the author,
 * or colleagues of the author's company when the item's company flag is set; `all` skips authorship.
 * Either way only while the item's CanManage is true (decision 017).
 */
export const ROLE_GRANTS: Record<BackofficeRole, Grants> = {
  viewer: { communications: { ...READ_ALL }, tickets: { ...TICKETS_READ } },
  operator: {
    communications: { ...READ_ALL, create: 'all', update: 'company', delete: 'company' },
    tickets: { ...TICKETS_READ, create: 'all', update: 'all' },
  },
  admin: {
    communications: { ...READ_ALL, create: 'all', update: 'all', delete: 'all' },
    audit: { list: 'all', read: 'all' },
    roles: { list: 'all', read: 'all', update: 'all' },
    tickets: { ...TICKETS_READ, create: 'all', update: 'all' },
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
