import type { getBoundIdentity } from '@sportello/contracts/auth/sso.contract';
import { SSO_ROUTES } from '@sportello/contracts/auth/sso.routes';
import type { verifySecureCode } from '@sportello/contracts/recovery/secure-code.contract';
import { SECURE_CODE_ROUTES } from '@sportello/contracts/recovery/secure-code.routes';
import type { getEmptyDisclaimers } from '@sportello/contracts/registration/disclaimers.contract';
import { DISCLAIMERS_ROUTES } from '@sportello/contracts/registration/disclaimers.routes';
import type {
  cipherContent,
  decipherContent,
  RegistrationData,
  registerLogin,
  verifyCompanyForRegistration,
} from '@sportello/contracts/registration/registration.contract';
import { REGISTRATION_ROUTES } from '@sportello/contracts/registration/registration.routes';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function verifyCompany(vat: string, userCode: string) {
  return apiRequest<typeof verifyCompanyForRegistration>(REGISTRATION_ROUTES.verifyCompanyForRegistration, {
    params: { vat },
    query: { userCode },
  });
}

/**
 * Whether the secure code mailed to the company is its live one (spec §7); it is not used up, the
 * registration does that. A wrong one counts against the live code.
 */
export async function checkSecureCode(code: string, vat: string): Promise<boolean> {
  return (
    await apiRequest<typeof verifySecureCode>(SECURE_CODE_ROUTES.verifySecureCode, { params: { code, vat } })
  ).Valid;
}

export function companyDisclaimers(vatCode: string) {
  return apiRequest<typeof getEmptyDisclaimers>(DISCLAIMERS_ROUTES.getEmptyDisclaimers, {
    body: { VatCode: vatCode },
  });
}

export function registerUser(body: z.input<typeof RegistrationData>) {
  return apiRequest<typeof registerLogin>(REGISTRATION_ROUTES.registerLogin, { body });
}

/** The person an identity provider vouched for: the wizard starts from their names and e-mail. */
export interface IdentityPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The person of the identity this browser came back from the provider with, not yet used; undefined
 * without one. The server tells it to the browser holding the identity only, so it is never passed
 * in an address.
 */
export async function boundIdentity(): Promise<IdentityPerson | undefined> {
  const { Identity } = await apiRequest<typeof getBoundIdentity>(SSO_ROUTES.getBoundIdentity, {});
  return Identity
    ? { email: Identity.Email, firstName: Identity.FirstName, lastName: Identity.LastName }
    : undefined;
}

/** The wizard's data, enciphered by the server for the cookie that waits for the provider's return. */
export async function encipherWizard(content: Record<string, unknown>): Promise<string> {
  return (
    await apiRequest<typeof cipherContent>(REGISTRATION_ROUTES.cipherContent, { body: { Content: content } })
  ).Value;
}

/** The wizard's data from the cookie; a tampered or expired value is ERROR_INVALID_OBJECT. */
export async function decipherWizard(value: string): Promise<Record<string, unknown>> {
  return (
    await apiRequest<typeof decipherContent>(REGISTRATION_ROUTES.decipherContent, { body: { Value: value } })
  ).Content;
}
