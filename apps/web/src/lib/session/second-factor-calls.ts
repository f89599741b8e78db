import type { verifySecondFactor } from '@sportello/contracts/auth/second-factor.contract';
import { SECOND_FACTOR_ROUTES } from '@sportello/contracts/auth/second-factor.routes';
import { apiRequest, resetCsrfToken } from '../api-client';

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
