import type {
  ChangePasswordData,
  changeCompanyParent,
  changePassword,
  LoginData,
  login,
  logout,
  setSessionLanguage,
} from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { apiRequest } from '../../../lib/api-client';

/**
 * The session's state-changing calls. Sign-in and sign-out must finish even if the page changes
 * meanwhile (a half-done sign-in leaves a pending server session behind), so they are kept on navigation.
 */
export function signIn(data: LoginData) {
  return apiRequest<typeof login>(LOGIN_ROUTES.login, { body: data, keepOnNavigation: true });
}

export function signOut() {
  return apiRequest<typeof logout>(LOGIN_ROUTES.logout, { keepOnNavigation: true });
}

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
