import { login } from '@sportello/contracts/auth/login.contract';
import { getBoundIdentity } from '@sportello/contracts/auth/sso.contract';
import {
  getAvailabilities,
  getEmptyDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
import {
  cipherContent,
  decipherContent,
  type RegistrationData,
  registerLogin,
  verifyCompanyForRegistration,
} from '@sportello/contracts/registration/registration.contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function verifyCompany(vat: string, userCode: string) {
  return apiRequest(verifyCompanyForRegistration, { params: { vat }, query: { userCode } });
}

export function companyDisclaimers(vatCode: string) {
  return apiRequest(getEmptyDisclaimers, { body: { VatCode: vatCode } });
}

export function availabilities(signal: AbortSignal) {
  return apiRequest(getAvailabilities, { signal, keepOnNavigation: true });
}

export function registerUser(body: z.input<typeof RegistrationData>) {
  return apiRequest(registerLogin, { body });
}

/** The parent choice that completes a sign-in (the server keeps the pending session). */
export function chooseParent(UserName: string, ParentCode: string) {
  return apiRequest(login, { body: { UserName, ParentCode } });
}

/** Whether this browser came back from the identity provider with an identity not yet used. */
export async function identityBound(): Promise<boolean> {
  return (await apiRequest(getBoundIdentity, {})).Bound;
}

/** The wizard's data, enciphered by the server for the cookie that waits for the provider's return. */
export async function encipherWizard(content: Record<string, unknown>): Promise<string> {
  return (await apiRequest(cipherContent, { body: { Content: content } })).Value;
}

/** The wizard's data from the cookie; a tampered or expired value is ERROR_INVALID_OBJECT. */
export async function decipherWizard(value: string): Promise<Record<string, unknown>> {
  return (await apiRequest(decipherContent, { body: { Value: value } })).Content;
}
