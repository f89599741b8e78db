// Plain data of invitations.contract.ts: the web app uses it without loading the schemas
// (decision 022).

/**
 * `Role.Id` of an invitation: the account the invitee gets. Customer companies have users and
 * company administrators; the vendor's own company (PROVIDER_VATCODE) has operators and admins.
 */
export const CUSTOMER_ROLE_IDS = { 1: 'user', 2: 'company_admin' } as const;
export const VENDOR_ROLE_IDS = { 1: 'operator', 2: 'admin' } as const;

/**
 * `RoleTs.Id`, the second-system role (spec §6): for the vendor's company it is the back-office role
 * the invitee gets (decision 011); customer companies have none.
 */
export const BACKOFFICE_ROLE_IDS = { 1: 'viewer', 2: 'operator', 3: 'admin' } as const;

/** Topics a user follows (communications and news are grouped by them). */
export const TOPICS = ['fiscal', 'labour', 'technical', 'training', 'commercial'] as const;

export const INVITATION_STATES = ['pending', 'expired', 'completed', 'revoked'] as const;
