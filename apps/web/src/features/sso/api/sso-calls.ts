import type {
  listOwnIdentities,
  loginSso,
  parseIspToken,
  saveIspUser,
  unlinkOwnIdentity,
} from '@sportello/contracts/auth/sso.contract';
import { SSO_ROUTES } from '@sportello/contracts/auth/sso.routes';
import { routePath } from '@sportello/contracts/common/route';
import { env } from '../../../config/env';
import { apiRequest } from '../../../lib/api-client';
import { assignLocation } from '../../../lib/browser-location';
import { saveSsoReturnUrl } from './sso-memory';

/**
 * The single-sign-on calls of the landing page. Like the password sign-in, they must finish even if
 * the page changes meanwhile (a half-done sign-in leaves a pending server session behind).
 */
export function redeemSsoToken(token: string) {
  return apiRequest<typeof parseIspToken>(SSO_ROUTES.parseIspToken, {
    query: { token },
    keepOnNavigation: true,
  });
}

export function signInWithIdentity(choice: { UserId?: string; CompanyCode?: string }) {
  return apiRequest<typeof loginSso>(SSO_ROUTES.loginSso, { body: choice, keepOnNavigation: true });
}

export function linkIdentity(credentials: { UserName: string; Password: string }) {
  return apiRequest<typeof saveIspUser>(SSO_ROUTES.saveIspUser, {
    body: credentials,
    keepOnNavigation: true,
  });
}

/**
 * Where a sign-in button leads: a full navigation (not a fetch) to the server, which redirects to the
 * provider. `local=1` (the default): started from the sign-in page, so an identity with no linked
 * user is offered linking rather than registration.
 */
export function ssoStartHref(
  providerId: string,
  returnPath: string | undefined,
  { local = true }: { local?: boolean } = {},
): string {
  const search = new URLSearchParams({ local: local ? '1' : '0' });
  if (returnPath) search.set('returnUrl', returnPath);
  return `${env.apiBaseUrl}${routePath(SSO_ROUTES.startSso.path, { provider: providerId })}?${search.toString()}`;
}

/**
 * Leaves a wizard for the provider (a company without local sign-in, an invitation accepted through
 * the provider). An identity with no linked user is brought back to `wizardPath` by the landing page
 * (`wizardResumePath`), still bound to this browser, to complete the wizard with.
 */
export function leaveWizardForSso(providerId: string, wizardPath: string): void {
  saveSsoReturnUrl(wizardPath);
  assignLocation(ssoStartHref(providerId, wizardPath, { local: false }));
}

/** The signed-in user's own identity-provider links (the profile). */
export function fetchOwnIdentities(signal: AbortSignal) {
  return apiRequest<typeof listOwnIdentities>(SSO_ROUTES.listOwnIdentities, { signal });
}

/** Removes one of the signed-in user's links: that identity no longer signs them in. */
export function removeOwnIdentity(id: string) {
  return apiRequest<typeof unlinkOwnIdentity>(SSO_ROUTES.unlinkOwnIdentity, { params: { Id: id } });
}
