import { z } from 'zod';
import { defineRoute } from '../common/route';
import { LoginResult } from './login.contract';
import { SECOND_FACTOR_ROUTES } from './second-factor.routes';
import { PASSKEY_NAME_MAX, SECOND_FACTOR_STEPS } from './second-factor.values';

/**
 * A code typed by the user: the authenticator's six digits (spaces allowed, as apps show them) or a
 * recovery code. Anything longer is no code of ours.
 */
const Code = z
  .string()
  .trim()
  .min(1, 'ERROR_SECOND_FACTOR_CODE')
  .max(20, 'ERROR_SECOND_FACTOR_CODE')
  .transform((code) => code.replace(/\s+/g, '').toLowerCase());

export const SecondFactorCode = z.object({ Code }).meta({ id: 'SecondFactorCode' });
export type SecondFactorCode = z.input<typeof SecondFactorCode>;

/** A passkey or security key of the caller, as the profile lists them. */
export const PasskeyInfo = z
  .object({
    Id: z.string(),
    Name: z.string(),
    /** It also signs the user in without the password. */
    Passwordless: z.boolean(),
    CreatedAt: z.string(),
    LastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'PasskeyInfo' });
export type PasskeyInfo = z.infer<typeof PasskeyInfo>;

/**
 * The caller's second factor (decision 078). `Step`: what this sign-in still has to prove (null once
 * complete). `Required`: the account must have one (staff, or a company that requires it), so it
 * cannot be removed. `FreshUntil`: until when sensitive actions go on without asking again.
 */
export const SecondFactorState = z
  .object({
    Step: z.enum(SECOND_FACTOR_STEPS).nullable(),
    Totp: z.object({ Active: z.boolean(), Since: z.string().nullable() }),
    Passkeys: z.array(PasskeyInfo),
    RecoveryCodesLeft: z.number().int(),
    Required: z.boolean(),
    /** Whether the caller's company requires a second factor of its users (its administrators set it). */
    CompanyRequires: z.boolean(),
    FreshUntil: z.string().nullable(),
  })
  .meta({ id: 'SecondFactorState' });
export type SecondFactorState = z.infer<typeof SecondFactorState>;

export const getSecondFactor = defineRoute({
  ...SECOND_FACTOR_ROUTES.getSecondFactor,
  summary: "The caller's second factor, and the step a sign-in still has to take",
  response: SecondFactorState,
});

export const verifySecondFactor = defineRoute({
  ...SECOND_FACTOR_ROUTES.verifySecondFactor,
  summary:
    'Prove the second factor (an authenticator code or a recovery code): completes a sign-in, or renews the proof for sensitive actions',
  body: SecondFactorCode,
  response: z.object({ Done: z.literal(true), RecoveryCodeUsed: z.boolean() }),
});

/** A new authenticator's secret: typed by hand, or read from the QR code (an SVG data address). */
export const TotpEnrolment = z
  .object({ Secret: z.string(), Uri: z.string(), QrCode: z.string() })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const startTotp = defineRoute({
  ...SECOND_FACTOR_ROUTES.startTotp,
  summary: 'Begin adding an authenticator app: a new secret, confirmed by its first code',
  response: TotpEnrolment,
});

const RecoveryCodes = z.object({ RecoveryCodes: z.array(z.string()) });

export const confirmTotp = defineRoute({
  ...SECOND_FACTOR_ROUTES.confirmTotp,
  summary: 'Confirm the new authenticator with its first code; answers the recovery codes, shown once',
  body: SecondFactorCode,
  response: RecoveryCodes,
});

export const removeTotp = defineRoute({
  ...SECOND_FACTOR_ROUTES.removeTotp,
  summary: 'Remove the authenticator and the recovery codes (not when the account must have them)',
  body: SecondFactorCode,
  response: z.object({ Done: z.literal(true) }),
});

export const renewRecoveryCodes = defineRoute({
  ...SECOND_FACTOR_ROUTES.renewRecoveryCodes,
  summary: 'Replace the recovery codes with ten new ones, shown once',
  body: SecondFactorCode,
  response: RecoveryCodes,
});

export const setCompanySecondFactor = defineRoute({
  ...SECOND_FACTOR_ROUTES.setCompanySecondFactor,
  summary: "A company administrator requires (or no longer requires) a second factor of the company's users",
  body: z.object({ Required: z.boolean() }),
  response: z.object({ Required: z.boolean() }),
});

export const resetUserSecondFactor = defineRoute({
  ...SECOND_FACTOR_ROUTES.resetUserSecondFactor,
  summary: "Back office: remove a user's second factor (lost phone); the user is told by mail and signed out",
  params: z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) }),
  response: z.object({ Done: z.literal(true) }),
});

/**
 * WebAuthn's options for the browser's `navigator.credentials` (W3C Web Authentication, the JSON
 * form), passed through as the server library makes them.
 */
const WebAuthnOptions = z.record(z.string(), z.unknown()).meta({ id: 'WebAuthnOptions' });

/** What the browser's authenticator answered, in WebAuthn's JSON form; the server library checks it. */
const WebAuthnCredential = z
  .looseObject({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebAuthnCredential' });

const PasskeyName = z
  .string()
  .trim()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(PASSKEY_NAME_MAX, 'ERROR_FIELD_TOO_LONG');

export const passkeyRegistrationOptions = defineRoute({
  ...SECOND_FACTOR_ROUTES.passkeyRegistrationOptions,
  summary: 'Begin adding a passkey or security key: the options for the browser',
  response: WebAuthnOptions,
});

export const registerPasskey = defineRoute({
  ...SECOND_FACTOR_ROUTES.registerPasskey,
  summary:
    "Add the passkey the browser created; answers the recovery codes when it is the account's first second factor (shown once)",
  body: z.object({ Name: PasskeyName, Passwordless: z.boolean(), Credential: WebAuthnCredential }),
  response: z.object({ RecoveryCodes: z.array(z.string()).nullable() }),
});

export const passkeyChallenge = defineRoute({
  ...SECOND_FACTOR_ROUTES.passkeyChallenge,
  summary:
    "Prove the second factor with a passkey: the options for the browser, naming the caller's passkeys",
  response: WebAuthnOptions,
});

export const provePasskey = defineRoute({
  ...SECOND_FACTOR_ROUTES.provePasskey,
  summary:
    'Prove the second factor with the passkey the browser used: completes a sign-in, or renews the proof',
  body: z.object({ Credential: WebAuthnCredential }),
  response: z.object({ Done: z.literal(true) }),
});

export const renamePasskey = defineRoute({
  ...SECOND_FACTOR_ROUTES.renamePasskey,
  summary: "Rename one of the caller's passkeys",
  body: z.object({ Id: z.string().min(1).max(1024), Name: PasskeyName }),
  response: z.object({ Done: z.literal(true) }),
});

export const removePasskey = defineRoute({
  ...SECOND_FACTOR_ROUTES.removePasskey,
  summary:
    "Remove one of the caller's passkeys (not the last second factor of an account that must have one)",
  body: z.object({ Id: z.string().min(1).max(1024) }),
  response: z.object({ Done: z.literal(true) }),
});

export const passkeySignInOptions = defineRoute({
  ...SECOND_FACTOR_ROUTES.passkeySignInOptions,
  summary: 'Sign in with a passkey instead of the password: the options for the browser',
  response: WebAuthnOptions,
});

export const passkeySignIn = defineRoute({
  ...SECOND_FACTOR_ROUTES.passkeySignIn,
  summary:
    'Sign in with a passkey that its owner allowed for it (user verified by the device: two factors at once)',
  body: z.object({ Credential: WebAuthnCredential }),
  response: LoginResult,
});
