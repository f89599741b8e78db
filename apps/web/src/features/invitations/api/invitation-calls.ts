import type { getBoundIdentity } from '@sportello/contracts/auth/sso.contract';
import { SSO_ROUTES } from '@sportello/contracts/auth/sso.routes';
import type {
  enableColleague,
  setColleagueRole,
  unlockColleague,
} from '@sportello/contracts/companies/colleagues.contract';
import { COLLEAGUES_ROUTES } from '@sportello/contracts/companies/colleagues.routes';
import type {
  companyPeople,
  completeInvitation,
  InvitationCompletion,
  InvitationRequest,
  inviteUser,
  readInvitation,
  readInvitationUser,
  resendInvitation,
  revokeInvitation,
} from '@sportello/contracts/companies/invitations.contract';
import { INVITATIONS_ROUTES } from '@sportello/contracts/companies/invitations.routes';
import type { getEmptyDisclaimers } from '@sportello/contracts/registration/disclaimers.contract';
import { DISCLAIMERS_ROUTES } from '@sportello/contracts/registration/disclaimers.routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The two parts of an e-mailed invitation link. */
export interface InvitationLink {
  token: string;
  email: string;
}

export const invitationKeys = {
  people: ['company', 'people'] as const,
  invitation: (link: InvitationLink, sessionKey: string | undefined) =>
    ['invitation', link.token, link.email, sessionKey ?? ''] as const,
};

export function fetchInvitation(link: InvitationLink, signal: AbortSignal) {
  return apiRequest<typeof readInvitation>(INVITATIONS_ROUTES.readInvitation, {
    params: { ...link },
    signal,
  });
}

export function fetchInvitationUser(link: InvitationLink, signal: AbortSignal) {
  return apiRequest<typeof readInvitationUser>(INVITATIONS_ROUTES.readInvitationUser, {
    params: { ...link },
    signal,
  });
}

export function acceptInvitation(link: InvitationLink, body: z.input<typeof InvitationCompletion>) {
  return apiRequest<typeof completeInvitation>(INVITATIONS_ROUTES.completeInvitation, {
    params: { ...link },
    body,
    keepOnNavigation: true,
  });
}

/**
 * The names of the identity this browser brought back from the provider, not yet used; null without
 * one. The server tells them to the browser holding the identity only: they never travel in an address.
 */
export async function boundIdentityNames(
  signal: AbortSignal,
): Promise<{ firstName: string; lastName: string } | null> {
  const { Identity } = await apiRequest<typeof getBoundIdentity>(SSO_ROUTES.getBoundIdentity, { signal });
  return Identity && { firstName: Identity.FirstName, lastName: Identity.LastName };
}

export function companyDisclaimers(vatCode: string) {
  return apiRequest<typeof getEmptyDisclaimers>(DISCLAIMERS_ROUTES.getEmptyDisclaimers, {
    body: { VatCode: vatCode },
  });
}

export function fetchCompanyPeople(signal: AbortSignal) {
  return apiRequest<typeof companyPeople>(INVITATIONS_ROUTES.companyPeople, { signal });
}

export function sendInvitation(body: z.input<typeof InvitationRequest>) {
  return apiRequest<typeof inviteUser>(INVITATIONS_ROUTES.inviteUser, { body });
}

export function sendInvitationAgain(id: string) {
  return apiRequest<typeof resendInvitation>(INVITATIONS_ROUTES.resendInvitation, { params: { id } });
}

export function withdrawInvitation(id: string) {
  return apiRequest<typeof revokeInvitation>(INVITATIONS_ROUTES.revokeInvitation, { params: { id } });
}

export function setColleagueEnabled(id: string, enabled: boolean) {
  return apiRequest<typeof enableColleague>(COLLEAGUES_ROUTES.enableColleague, {
    params: { Id: id },
    body: { Enabled: enabled },
  });
}

export function setColleagueAccountRole(id: string, role: 'user' | 'company_admin') {
  return apiRequest<typeof setColleagueRole>(COLLEAGUES_ROUTES.setColleagueRole, {
    params: { Id: id },
    body: { Role: role },
  });
}

export function unlockColleagueSignIn(id: string) {
  return apiRequest<typeof unlockColleague>(COLLEAGUES_ROUTES.unlockColleague, { params: { Id: id } });
}
