/**
 * The cookie that keeps the wizard's enciphered data while the user signs in at the identity provider
 * (spec §4). Only the wizard reads it: its path is `/register`, so the page must be loaded at that
 * address (browsers match cookies against the address a document was loaded from, not one the router
 * sets later). It lives as long as the server's ciphertext (30 minutes), goes with top-level
 * navigations only (SameSite=Lax) and over https only when the page is. Its value is the server's
 * ciphertext (base64url): nothing in it is readable or forgeable here.
 */
const NAME = 'sportello.registration';
const PATH = '/register';
const MAX_AGE_SECONDS = 30 * 60;

function attributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=${PATH}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function saveWizardCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${NAME}=${value}${attributes(MAX_AGE_SECONDS)}`;
}

/** The saved value, read once: the cookie is deleted at once, so that a reload starts clean. */
export function takeWizardCookie(): string | undefined {
  const prefix = `${NAME}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${NAME}=${attributes(0)}`;
  return found.slice(prefix.length) || undefined;
}
