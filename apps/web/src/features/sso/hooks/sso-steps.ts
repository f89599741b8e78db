import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { IspLoginResponse, IspUser } from '@sportello/contracts/auth/sso.contract';

/** Spec §8: an identity-provider error stays on screen this long before the user is sent back or disconnected. */
export const SSO_ERROR_DELAY_MS = 3000;
/** Spec §8: the ISP-user-different-same-user error, or an error with no message: back to the root after 2 s. */
export const SSO_ROOT_DELAY_MS = 2000;

/** The message keys of `ActionRequest.Parameters.Message` when no local user is linked to the identity. */
export const LINK_MESSAGE = 'MSG_TSID_NO_USER_LINK_TO_LOCAL';
export const REGISTER_MESSAGE = 'MSG_TSID_NO_USER_REGISTER_ASK';

/** What the landing page shows after an answer of `loginsso` or `saveispuser` (spec §4 ISP login). */
export type SsoStep =
  /** Signed in, with the active parent settled: go where a sign-in goes. */
  | { kind: 'signedIn'; login: LoginResult }
  /** Signed in, but the company has several parents: the user picks one (the parent-choice modal). */
  | { kind: 'chooseParent'; login: LoginResult }
  /** Several local users are linked: the user picks one, in the server's order (by company name). */
  | { kind: 'chooseUser'; users: IspUser[] }
  /** No linked user, flow started from the sign-in page: link a local account with its password. */
  | { kind: 'link' }
  /**
   * No linked user otherwise: offer registration with the identity's data; `resume`: the flow was
   * started from a wizard, which the user goes straight back to (`href` leads there).
   */
  | { kind: 'register'; href: string; resume: boolean }
  /** An answer that fits none of the above: treated as an error with no message. */
  | { kind: 'unexpected' };

/**
 * `resumePath`: where the flow was started (the saved return URL); a wizard path (`wizardResumePath`)
 * takes the place of the server's registration link.
 */
export function nextSsoStep(response: IspLoginResponse, resumePath?: string): SsoStep {
  const { Login: login } = response;
  if (login) {
    // Spec §4: with several parents the modal opens, unless the ISP info already names a parent.
    return login.ParentCode === null && login.Company.CompanyParents.length > 1
      ? { kind: 'chooseParent', login }
      : { kind: 'signedIn', login };
  }
  if (response.Total > 1 && response.Users.length > 0) return { kind: 'chooseUser', users: response.Users };
  if (response.Total === 0 && response.ActionRequest) {
    const { Parameters: parameters, UrlRedirect: url } = response.ActionRequest;
    if (parameters.Message === LINK_MESSAGE) return { kind: 'link' };
    const wizard = wizardResumePath(resumePath);
    return { kind: 'register', href: registerHref(wizard ?? url), resume: wizard !== undefined };
  }
  return { kind: 'unexpected' };
}

/**
 * The registration link. Only a path of this site is followed: the server names it, but a link the
 * browser follows is checked anyway. The identity's names and e-mail are not added to it: an
 * address ends up in the history, logs and referrers, so the wizards ask the server for them.
 */
export function registerHref(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/register';
}

/**
 * The wizards that send the user to the provider in the middle of their steps and take them back
 * afterwards (a company without local sign-in, an invitation accepted through the provider): the
 * registration wizard and the invitation pages, nothing else.
 */
const WIZARD_PATHS = [/^\/register$/, /^\/invitation(\/[^/?#\\]+)+$/];

/** The wizard path (without query or fragment) of a return URL, if it is one of the wizards. */
export function wizardResumePath(returnPath: string | undefined): string | undefined {
  const pathname = returnPath?.split(/[?#]/, 1)[0];
  return pathname && WIZARD_PATHS.some((pattern) => pattern.test(pathname)) ? pathname : undefined;
}

/** What follows an error of the flow (spec §8, identity-provider errors). */
export type SsoFailureAction =
  /** Leave for the configured page after 2 s (maintenance, migrated company), as the local sign-in does. */
  | { kind: 'external'; setting: 'MaintenanceUrl' | 'CustomerHubUrl'; delayMs: number }
  /** Sign out here and at the provider after 3 s (a disabled user behind the version-3 provider). */
  | { kind: 'disconnect'; delayMs: number }
  /** Back to the sign-in page after the delay. */
  | { kind: 'root'; delayMs: number };

export function ssoFailureAction(key: string | undefined): SsoFailureAction {
  switch (key) {
    case 'ERROR_NOT_ALLOWED_MAINTENANCE':
      return { kind: 'external', setting: 'MaintenanceUrl', delayMs: SSO_ROOT_DELAY_MS };
    case 'ERROR_LOGIN_MIGRATE':
      return { kind: 'external', setting: 'CustomerHubUrl', delayMs: SSO_ROOT_DELAY_MS };
    case 'ERROR_USERLOGIN_DISABLED_USER':
      return { kind: 'disconnect', delayMs: SSO_ERROR_DELAY_MS };
    case 'ERROR_ISP_USER_DIFFERENT_SAME_USER':
    case undefined:
      return { kind: 'root', delayMs: SSO_ROOT_DELAY_MS };
    default:
      return { kind: 'root', delayMs: SSO_ERROR_DELAY_MS };
  }
}

/**
 * The error key the server put in the landing page's address (`?ssoError=`), if it is one: anything
 * else in the address is not shown (it came from a link anyone can craft).
 */
export function ssoErrorKeyOf(value: string | null): string | undefined {
  return value && /^ERROR_[A-Z0-9_]{1,60}$/.test(value) ? value : undefined;
}
