import type {
  ChangePasswordData,
  changeCompanyParent,
  changePassword,
  getCompanyLocalLogin,
  setSessionLanguage,
} from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { apiRequest } from '../../../lib/api-client';

/**
 * The signed-in session's other state-changing calls (the sign-in and sign-out, which the single
 * sign-on uses too, are `lib/session/sign-in-calls.ts`).
 */
export function switchCompanyParent(parentCode: string) {
  return apiRequest<typeof changeCompanyParent>(LOGIN_ROUTES.changeCompanyParent, {
    body: { ParentCode: parentCode },
  });
}

export function saveSessionLanguage(id: number) {
  return apiRequest<typeof setSessionLanguage>(LOGIN_ROUTES.setSessionLanguage, {
    body: { Id: id },
    keepOnNavigation: true,
  });
}

export function changeOwnPassword(data: ChangePasswordData) {
  return apiRequest<typeof changePassword>(LOGIN_ROUTES.changePassword, { body: data });
}

/** Spec §3 Company local-login info: whether a company's people may, or must not, sign in here. */
export function fetchCompanyLocalLogin(vatCode: string) {
  return apiRequest<typeof getCompanyLocalLogin>(LOGIN_ROUTES.getCompanyLocalLogin, {
    params: { vat: vatCode },
  });
}
