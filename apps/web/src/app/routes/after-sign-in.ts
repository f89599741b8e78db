import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import { areDisclaimersPending, isPasswordChangeRequired } from '../../features/auth/hooks/use-session';
import { safeReturnPath, withLanguageParam, withReturnParam } from '../../lib/return-url';

/**
 * Where a signed-in user on the login page goes (spec §2, §4): the change-password page first when
 * the password must change (keeping the return URL for afterwards), then the disclaimers waiting for
 * an answer (decision 059), then the `returnUrl` with the
 * language appended if it is a path of this site, otherwise home.
 */
export function afterSignInPath(session: SessionInfo, search: string, languageId: number): string {
  const returnPath = safeReturnPath(new URLSearchParams(search).get(RETURN_URL_PARAM));
  if (isPasswordChangeRequired(session)) {
    return returnPath
      ? withReturnParam(paths.changePassword, RETURN_URL_PARAM, returnPath)
      : paths.changePassword;
  }
  if (areDisclaimersPending(session)) {
    return returnPath ? withReturnParam(paths.disclaimers, RETURN_URL_PARAM, returnPath) : paths.disclaimers;
  }
  return returnPath ? withLanguageParam(returnPath, languageId) : paths.home;
}

/** The login page with the current page as `returnUrl`, for visitors who must sign in first. */
export function signInFirstPath(pathname: string, search: string): string {
  return withReturnParam(paths.login, RETURN_URL_PARAM, `${pathname}${search}`);
}

/**
 * The sign-in's second step (decision 078) with the page to go to afterwards, for a sign-in that
 * still has to prove its second factor.
 */
export function secondFactorPath(returnPath: string | undefined): string {
  return returnPath ? withReturnParam(paths.secondFactor, RETURN_URL_PARAM, returnPath) : paths.secondFactor;
}
