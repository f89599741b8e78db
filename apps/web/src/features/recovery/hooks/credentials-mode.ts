/**
 * The retrieve-credentials page's modes (spec §2): ask user name, reset password, kept in `?mode=` so
 * that the sign-in page's "forgot" links open one directly.
 */
export const CREDENTIALS_MODES = ['username', 'password'] as const;
export type CredentialsMode = (typeof CREDENTIALS_MODES)[number];

/** `?mode=` of the page; anything else (missing, `1`, `Password `) shows the chooser with nothing picked. */
export function parseCredentialsMode(value: string | null | undefined): CredentialsMode | undefined {
  return CREDENTIALS_MODES.find((mode) => mode === value?.trim());
}
