import type { Role } from '@sportello/contracts/auth/login.contract';
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
 * The customer registry's companies: everyone in the back office finds and reads them; operators
 * also change them (edit, enable or disable, a new user code, and seeing the user code in clear);
 * creating one and exporting the registry are the admins'. Companies are never deleted here.
 */
const COMPANIES_READ = { list: 'all', read: 'all' } as const;
/**
 * The helpdesk's support plans and subscriptions, and the business calendar (decision 036): the whole
 * back office reads them (an operator tells a customer their plan, or when support opens); changing
 * them is the admins'.
 */
const PLANS_READ = { list: 'all', read: 'all' } as const;
const CALENDAR_READ = { read: 'all' } as const;
/**
 * Tags on companies: everyone in the back office sees them; operators create, rename and assign them
 * (`update`); deleting one, or merging it into another (which deletes it), is the admins'.
 */
const TAGS_READ = { list: 'all', read: 'all' } as const;
/**
 * The portal's users across companies and their identity-provider links (decision 034): everyone in
 * the back office finds and reads them; operators also change them (edit, enable or disable, unlock,
 * reset mail, forced password change, account role, sessions, IVR) and unlink identities; inviting or
 * creating a user and exporting the list are the admins'. Acting on the vendor's own staff also takes
 * `roles` (admins only), so that an operator cannot disable or demote an admin: every action on a
 * given user, identities and sessions included, goes through `mayActOn` (users.policy.ts).
 */
const USERS_READ = { list: 'all', read: 'all' } as const;
/**
 * The live chat (decision 037): the back office sees the conversations; operators and admins take,
 * hand over, write in and close them (`update`). Who may chat, and when, is the calendar's to change.
 */
const CHAT_READ = { list: 'all', read: 'all' } as const;

/**
 * What each back-office role may do (decision 015). A missing action is denied. On the reading
 * actions (list, read, export) a scope bounds the rows: `all`, those of the caller's `company`, or
 * their `own`. On communications' update and delete, `company` means the spec §6 rule: the author,
 * or colleagues of the author's company when the item's company flag is set; `all` skips authorship.
 * Either way only while the item's CanManage is true (decision 017).
 */
export const ROLE_GRANTS: Record<BackofficeRole, Grants> = {
  viewer: {
    communications: { ...READ_ALL },
    tickets: { ...TICKETS_READ },
    companies: { ...COMPANIES_READ },
    plans: { ...PLANS_READ },
    calendar: { ...CALENDAR_READ },
    tags: { ...TAGS_READ },
    users: { ...USERS_READ },
    identities: { ...USERS_READ },
    chat: { ...CHAT_READ },
  },
  operator: {
    companies: { ...COMPANIES_READ, update: 'all' },
    tags: { ...TAGS_READ, create: 'all', update: 'all' },
    users: { ...USERS_READ, update: 'all' },
    identities: { ...USERS_READ, delete: 'all' },
    communications: { ...READ_ALL, create: 'all', update: 'company', delete: 'company' },
    tickets: { ...TICKETS_READ, create: 'all', update: 'all' },
    plans: { ...PLANS_READ },
    calendar: { ...CALENDAR_READ },
    chat: { ...CHAT_READ, update: 'all' },
  },
  admin: {
    communications: { ...READ_ALL, create: 'all', update: 'all', delete: 'all' },
    audit: { list: 'all', read: 'all' },
    // The vendor's users and their roles; `create`, `update` and `delete` are also its invitations
    // (sent, sent again, revoked): an invitation gives a back-office role (decision 011).
    roles: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
    tickets: { ...TICKETS_READ, create: 'all', update: 'all' },
    // The messages the outbox could not deliver, with the mail server's answer.
    mail: { list: 'all' },
    companies: { ...COMPANIES_READ, create: 'all', update: 'all', export: 'all' },
    plans: { ...PLANS_READ, create: 'all', update: 'all', delete: 'all' },
    calendar: { ...CALENDAR_READ, update: 'all' },
    tags: { ...TAGS_READ, create: 'all', update: 'all', delete: 'all' },
    users: { ...USERS_READ, create: 'all', update: 'all', export: 'all' },
    identities: { ...USERS_READ, delete: 'all' },
    chat: { ...CHAT_READ, update: 'all' },
  },
};

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
