import type { LoginData, login, logout } from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import type { passkeySignIn, passkeySignInOptions } from '@sportello/contracts/auth/second-factor.contract';
import { SECOND_FACTOR_ROUTES } from '@sportello/contracts/auth/second-factor.routes';
import { apiRequest, resetCsrfToken } from '../api-client';
import { passkeyAssertion } from '../webauthn';

/**
 * The password sign-in (also its second call, with the chosen parent) and the sign-out: the sign-in
 * form (`features/auth`) and the single-sign-on landing page (`features/sso`) both end in them. They
 * must finish even if the page changes meanwhile (a half-done sign-in leaves a pending server
 * session behind), so they are kept on navigation. Each starts or ends a server session, also a
 * sign-in still waiting for the parent choice, so the anti-forgery token is fetched afresh for the
 * next call.
 */
export async function signIn(data: LoginData) {
  const result = await apiRequest<typeof login>(LOGIN_ROUTES.login, { body: data, keepOnNavigation: true });
  resetCsrfToken();
  return result;
}

/**
 * The sign-in with a passkey instead of the password (decision 078): the server's options, the
 * browser's prompt (a cancelled one throws PasskeyPromptError), then the same answer as the password's
 * sign-in, the parent choice included (its second call is `signIn` without the password).
 */
export async function signInWithPasskey() {
  const keep = { keepOnNavigation: true };
  const options = await apiRequest<typeof passkeySignInOptions>(
    SECOND_FACTOR_ROUTES.passkeySignInOptions,
    keep,
  );
  const credential = await passkeyAssertion(options);
  const result = await apiRequest<typeof passkeySignIn>(SECOND_FACTOR_ROUTES.passkeySignIn, {
    ...keep,
    body: { Credential: credential },
  });
  resetCsrfToken();
  return result;
}

export async function signOut() {
  const result = await apiRequest<typeof logout>(LOGIN_ROUTES.logout, { keepOnNavigation: true });
  resetCsrfToken();
  return result;
}
