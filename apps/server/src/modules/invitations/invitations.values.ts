import type { SentInvitation } from '@sportello/contracts/companies/invitations.contract';
import {
  BACKOFFICE_ROLE_IDS,
  CUSTOMER_ROLE_IDS,
  VENDOR_ROLE_IDS,
} from '@sportello/contracts/companies/invitations.values';
import type { SessionData } from '../../core/session';
import { type CompanyWithParents, isVendorCompany } from '../companies/companies.service';
import type { SsoProvider } from '../sso/sso.service';
import type { User } from '../users/users.service';
import type { InvitationRow } from './invitations.tables';

/**
 * What an invitation's row means, read the same way by sending, completing and presenting it. A leaf
 * of the module: its services, presenters and mail import it; it imports none of them.
 */

export interface InvitationSettings {
  publicUrl: string;
  ssoProvider: (id: string) => SsoProvider;
  ttlDays: number;
}

/** How the browser completing an invitation is signed in now, if it is: its session's origin. */
export type SessionOrigin = Pick<SessionData, 'isLocalLogin' | 'sso'>;

/**
 * Invitations are audited as the users they are to be (decision 034): under `users`, the object
 * being the invitation's id.
 */
export const AUDITED_AS = 'users';

/** The account role an invitation's `Role.Id` gives in this company; undefined for an unknown id. */
export function accountRole(company: CompanyWithParents, roleId: number) {
  const roles: Record<number, User['role']> = isVendorCompany(company) ? VENDOR_ROLE_IDS : CUSTOMER_ROLE_IDS;
  return roles[roleId];
}

/** The back-office role an invitation's `RoleTs.Id` gives; undefined for none or an unknown id. */
export function backofficeRoleOfId(roleTsId: number | null) {
  return roleTsId !== null && roleTsId in BACKOFFICE_ROLE_IDS
    ? BACKOFFICE_ROLE_IDS[roleTsId as keyof typeof BACKOFFICE_ROLE_IDS]
    : undefined;
}

export function stateOf(
  row: Pick<InvitationRow, 'completedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): SentInvitation['State'] {
  if (row.completedAt) return 'completed';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}
