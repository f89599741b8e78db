import type {
  getSecondFactor,
  passkeyChallenge,
  provePasskey as provePasskeyRoute,
  verifySecondFactor,
} from '@sportello/contracts/auth/second-factor.contract';
import { SECOND_FACTOR_ROUTES } from '@sportello/contracts/auth/second-factor.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, resetCsrfToken } from '../api-client';
import { PER_USER } from '../per-user-query';
import { passkeyAssertion } from '../webauthn';

/**
 * The caller's second factor (decision 078): the step a sign-in still has to take, the authenticator,
 * the passkeys and what the account and its company require. Read by the sign-in's second step, the
 * profile, the company page and the step-up dialog (which offers the factors the user has).
 */
export const secondFactorQuery = queryOptions({
  ...PER_USER,
  queryKey: ['second-factor'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getSecondFactor>(SECOND_FACTOR_ROUTES.getSecondFactor, { signal }),
});

/**
 * Proves the second factor with an authenticator or recovery code (decision 078): it completes a
 * sign-in waiting at its second step, or renews the proof that sensitive actions ask for (step-up).
 * The sign-in's page (`features/auth`) and the step-up dialog (`components/`) both use it. Kept on
 * navigation: a completed sign-in must not be left half-known. Completing a sign-in rotates the
 * server session, so the anti-forgery token is fetched afresh for the next call.
 */
export async function proveSecondFactor(code: string) {
  const result = await apiRequest<typeof verifySecondFactor>(SECOND_FACTOR_ROUTES.verifySecondFactor, {
    body: { Code: code },
    keepOnNavigation: true,
  });
  resetCsrfToken();
  return result;
}

/**
 * Proves the second factor with one of the user's passkeys, as `proveSecondFactor` does with a code:
 * the server's challenge, the browser's prompt (a cancelled one throws PasskeyPromptError), the
 * server's check.
 */
export async function provePasskey() {
  const options = await apiRequest<typeof passkeyChallenge>(SECOND_FACTOR_ROUTES.passkeyChallenge, {
    keepOnNavigation: true,
  });
  const credential = await passkeyAssertion(options);
  const result = await apiRequest<typeof provePasskeyRoute>(SECOND_FACTOR_ROUTES.provePasskey, {
    body: { Credential: credential },
    keepOnNavigation: true,
  });
  resetCsrfToken();
  return result;
}
