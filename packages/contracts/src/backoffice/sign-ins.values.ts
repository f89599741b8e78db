// Plain data of sign-ins.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/**
 * What happened: a sign-in, a refusal, the refusal that locked the account (its fifth wrong password
 * in a row), a sign-out.
 */
export const SIGN_IN_KINDS = ['success', 'failure', 'lockout', 'sign-out'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

/** How: user name and password, an identity provider, completing a registration or an invitation, or a passkey alone. */
export const SIGN_IN_METHODS = ['password', 'sso', 'enrolment', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Why a sign-in was refused: a wrong password (or user name), a disabled user, a locked account or
 * a throttled address (too many failures), maintenance, a disabled or migrated company, a company
 * whose users must use the identity provider; `other` for what this list does not name.
 */
export const SIGN_IN_REASONS = [
  'wrong-password',
  'unknown-user',
  'disabled',
  'locked',
  'throttled',
  'maintenance',
  'company-disabled',
  'migrated',
  'local-login-disabled',
  'other',
] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export const SIGN_IN_SORT_FIELDS = ['At', 'Kind', 'ClientIp'] as const;

/**
 * A user's sign-in log (the user's page in the back office): operators, who help people who cannot
 * get in, and admins read and export it; viewers do not see client addresses.
 */
export const SIGN_INS_ACCESS = defineResourceAccess('signins', {
  operator: { list: 'all', export: 'all' },
  admin: { list: 'all', export: 'all' },
});
