import type {
  confirmTotp,
  getSecondFactor,
  removeTotp,
  renewRecoveryCodes,
  setCompanySecondFactor,
  startTotp,
} from '@sportello/contracts/auth/second-factor.contract';
import { SECOND_FACTOR_ROUTES } from '@sportello/contracts/auth/second-factor.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, resetCsrfToken } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/**
 * The caller's second factor (decision 078): the step a sign-in still has to take, the authenticator
 * and what the account and its company require. Read by the sign-in's second step, the profile and
 * the company page. (The code's proof itself is `lib/session/second-factor-calls.ts`: the step-up
 * dialog uses it too.)
 */
export const secondFactorQuery = queryOptions({
  ...PER_USER,
  queryKey: ['second-factor'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getSecondFactor>(SECOND_FACTOR_ROUTES.getSecondFactor, { signal }),
});

/** A new authenticator's secret, as a QR code and as text; confirmed by its first code. */
export const startTotpCall = () =>
  apiRequest<typeof startTotp>(SECOND_FACTOR_ROUTES.startTotp, { keepOnNavigation: true });

/**
 * Confirms the new authenticator with its first code; answers the recovery codes, shown once. A
 * sign-in waiting to set one up is complete after it (the server rotates its session).
 */
export async function confirmTotpCall(code: string) {
  const result = await apiRequest<typeof confirmTotp>(SECOND_FACTOR_ROUTES.confirmTotp, {
    body: { Code: code },
    keepOnNavigation: true,
  });
  resetCsrfToken();
  return result;
}

/** Removes the authenticator and the recovery codes (refused when the account must keep them). */
export const removeTotpCall = (code: string) =>
  apiRequest<typeof removeTotp>(SECOND_FACTOR_ROUTES.removeTotp, { body: { Code: code } });

/** Ten new recovery codes in place of the old ones, shown once. */
export const renewRecoveryCodesCall = (code: string) =>
  apiRequest<typeof renewRecoveryCodes>(SECOND_FACTOR_ROUTES.renewRecoveryCodes, { body: { Code: code } });

/** A company administrator requires (or no longer requires) a second factor of the company's users. */
export const setCompanySecondFactorCall = (required: boolean) =>
  apiRequest<typeof setCompanySecondFactor>(SECOND_FACTOR_ROUTES.setCompanySecondFactor, {
    body: { Required: required },
  });
