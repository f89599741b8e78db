import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies';

/**
 * The cookie that keeps the wizard's enciphered data while the user signs in at the identity provider
 * (spec §4). Only the wizard reads it: its path is `/register`, so the page must be loaded at that
 * address (browsers match cookies against the address a document was loaded from, not one the router
 * sets later). It lives as long as the server's ciphertext (30 minutes, longer than the default 2:
 * a sign-in at the provider may take a while), goes with top-level navigations only (SameSite=Lax)
 * and over https only when the page is. Its value is the server's ciphertext (base64url): nothing in
 * it is readable or forgeable here.
 */
const NAME = 'sportello.registration';
const OPTIONS = { path: '/register', days: 30 / (24 * 60) };

export function saveWizardCookie(value: string): void {
  writeCookie(NAME, value, OPTIONS);
}

/** The saved value, read once: the cookie is deleted at once, so that a reload starts clean. */
export function takeWizardCookie(): string | undefined {
  const value = readCookie(NAME);
  if (value !== undefined) deleteCookie(NAME, OPTIONS);
  return value;
}
