import type {
  confirmTotp,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  removeTotp,
  renamePasskey,
  renewRecoveryCodes,
  setCompanySecondFactor,
  startTotp,
} from '@sportello/contracts/auth/second-factor.contract';
import { SECOND_FACTOR_ROUTES } from '@sportello/contracts/auth/second-factor.routes';
import { apiRequest, resetCsrfToken } from '../../../lib/api-client';
import { passkeyAttestation } from '../../../lib/webauthn';

// The caller's second factor itself (`secondFactorQuery`) and its proofs, by code or by passkey, are
// in lib/session/second-factor-calls.ts: the step-up dialog uses them too.

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

/**
 * Adds a passkey or security key (decision 078): the server's options, the browser's prompt (a
 * cancelled one throws PasskeyPromptError), the server's check. `Passwordless`: it also signs the
 * user in without the password (the device must then verify its user). Answers the recovery codes
 * when it is the account's first second factor, to be shown once. A sign-in waiting to set one up is
 * complete after it (the server rotates its session).
 */
export async function registerPasskeyCall(input: { Name: string; Passwordless: boolean }) {
  const options = await apiRequest<typeof passkeyRegistrationOptions>(
    SECOND_FACTOR_ROUTES.passkeyRegistrationOptions,
    { keepOnNavigation: true },
  );
  const credential = await passkeyAttestation(options);
  const result = await apiRequest<typeof registerPasskey>(SECOND_FACTOR_ROUTES.registerPasskey, {
    body: { ...input, Credential: credential },
    keepOnNavigation: true,
  });
  resetCsrfToken();
  return result;
}

/** Renames one of the caller's passkeys. */
export const renamePasskeyCall = (id: string, name: string) =>
  apiRequest<typeof renamePasskey>(SECOND_FACTOR_ROUTES.renamePasskey, { body: { Id: id, Name: name } });

/** Removes one of the caller's passkeys (refused when it is the last factor of an account that must have one). */
export const removePasskeyCall = (id: string) =>
  apiRequest<typeof removePasskey>(SECOND_FACTOR_ROUTES.removePasskey, { body: { Id: id } });
