import {
  type ChangePasswordData,
  changeCompanyParent,
  changePassword,
  type LoginData,
  login,
  logout,
  setSessionLanguage,
} from '@sportello/contracts/auth/login.contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The session's state-changing calls. Sign-in and sign-out must finish even if the page changes
 * meanwhile (a half-done sign-in leaves a pending server session behind), so they are kept on navigation.
 */
export function signIn(data: LoginData) {
  return apiRequest(login, { body: data, keepOnNavigation: true });
}

export function signOut() {
  return apiRequest(logout, { keepOnNavigation: true });
}

export function switchCompanyParent(parentCode: string) {
  return apiRequest(changeCompanyParent, { body: { ParentCode: parentCode } });
}

export function saveSessionLanguage(id: number) {
  return apiRequest(setSessionLanguage, { body: { Id: id }, keepOnNavigation: true });
}

export function changeOwnPassword(data: ChangePasswordData) {
  return apiRequest(changePassword, { body: data });
}
