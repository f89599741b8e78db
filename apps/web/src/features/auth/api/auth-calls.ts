import type {
  ChangePasswordData,
  changeCompanyParent,
  changePassword,
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
