// Plain data of users.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const USER_SORT_FIELDS = ['UserName', 'LastName', 'Email', 'LastLoginAt', 'CreatedAt'] as const;

/** Account roles: a customer company's people, and the vendor's own staff. */
export const CUSTOMER_ACCOUNT_ROLES = ['user', 'company_admin'] as const;
export const VENDOR_ACCOUNT_ROLES = ['operator', 'admin'] as const;
export const ACCOUNT_ROLES = [...CUSTOMER_ACCOUNT_ROLES, ...VENDOR_ACCOUNT_ROLES] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** How the back office creates a user: an invitation mail, or a temporary password to change at first sign-in. */
export const USER_CREATION_MODES = ['invitation', 'password'] as const;

/** The columns of the users export, in order; the users import reads them back (decision 041). */
export const USER_EXPORT_COLUMNS = [
  'UserName',
  'FirstName',
  'LastName',
  'Email',
  'FiscalCode',
  'PhoneNumber',
  'MobilePhone',
  'LanguageId',
  'CompanyVatCode',
  'CompanyName',
  'Role',
  'Enabled',
  'Locked',
  'SsoLinked',
  'LastLoginAt',
  'CreatedAt',
] as const;

/** An IVR user id: what the voice-response service accepts; empty takes the user's IVR access away. */
export const IVR_USER_ID_PATTERN = /^[A-Za-z0-9._-]*$/;
export const IVR_USER_ID_MAX = 64;

/** The IVR PIN the back office gives: this many digits, told once to the operator who reset it. */
export const IVR_PIN_LENGTH = 6;

/**
 * The portal's users across companies (decision 034): everyone in the back office finds and reads
 * them; operators also change them (edit, enable or disable, unlock, reset mail, forced password
 * change, account role, sessions, IVR); inviting or creating a user and exporting the list are the
 * admins'. Acting on the vendor's own staff also takes `roles` (admins only), so that an operator
 * cannot disable or demote an admin.
 */
export const USERS_ACCESS = defineResourceAccess('users', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', update: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', export: 'all' },
});
