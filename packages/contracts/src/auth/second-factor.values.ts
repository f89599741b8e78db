// Plain data of second-factor.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * What a sign-in still has to prove once the password (or the identity provider) is proven
 * (decision 078): `verify` a second factor the account has, or `enrol` one because the account must
 * have it (staff, or a company that requires it) and has none yet.
 */
export const SECOND_FACTOR_STEPS = ['verify', 'enrol'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/** An authenticator's code (RFC 6238: six digits, a new one every 30 seconds). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** Recovery codes given at once, each used once: `xxxxx-xxxxx` of lower-case letters and digits. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** Wrong codes in a row before the second factor locks, and for how long. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_LOCK_MINUTES = 15;

/** How long a sign-in may wait at its second step before it has to begin again. */
export const SECOND_FACTOR_PENDING_MINUTES = 10;

/** A sensitive action asks for the second factor again when the last proof is older than this. */
export const STEP_UP_MINUTES = 15;

/** A passkey's name, given by its owner ("Portatile dell'ufficio", "Chiave YubiKey"). */
export const PASSKEY_NAME_MAX = 60;
