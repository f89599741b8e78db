import { login } from '@sportello/contracts/auth/login.contract';
import { getBoundIdentity } from '@sportello/contracts/auth/sso.contract';
import {
  companyPeople,
  completeInvitation,
  type InvitationCompletion,
  type InvitationRequest,
  inviteUser,
  readInvitation,
  readInvitationUser,
  resendInvitation,
  revokeInvitation,
} from '@sportello/contracts/companies/invitations.contract';
import {
  getAvailabilities,
  getEmptyDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
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
  return apiRequest(readInvitation, { params: { ...link }, signal });
}

export function fetchInvitationUser(link: InvitationLink, signal: AbortSignal) {
  return apiRequest(readInvitationUser, { params: { ...link }, signal });
}

export function acceptInvitation(link: InvitationLink, body: z.input<typeof InvitationCompletion>) {
  return apiRequest(completeInvitation, { params: { ...link }, body, keepOnNavigation: true });
}

/** Whether this browser holds an identity brought back from the provider (nothing about whose). */
export async function identityBound(signal: AbortSignal): Promise<boolean> {
  return (await apiRequest(getBoundIdentity, { signal })).Bound;
}

/** The parent choice that completes a sign-in (the server keeps the pending session). */
export function chooseParent(UserName: string, ParentCode: string) {
  return apiRequest(login, { body: { UserName, ParentCode } });
}

export function companyDisclaimers(vatCode: string) {
  return apiRequest(getEmptyDisclaimers, { body: { VatCode: vatCode } });
}

export function availabilities(signal: AbortSignal) {
  return apiRequest(getAvailabilities, { signal, keepOnNavigation: true });
}

export function fetchCompanyPeople(signal: AbortSignal) {
  return apiRequest(companyPeople, { signal });
}

export function sendInvitation(body: z.input<typeof InvitationRequest>) {
  return apiRequest(inviteUser, { body });
}

export function sendInvitationAgain(id: string) {
  return apiRequest(resendInvitation, { params: { id } });
}

export function withdrawInvitation(id: string) {
  return apiRequest(revokeInvitation, { params: { id } });
}
