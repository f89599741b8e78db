import { login } from '@sportello/contracts/auth/login.contract';
import {
  getAvailabilities,
  getEmptyDisclaimers,
} from '@sportello/contracts/registration/disclaimers.contract';
import {
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
