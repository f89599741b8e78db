/**
 * The browser's own cookies of the portal (the server's session cookie is HttpOnly and not here).
 * Spec §9: a cookie written without a number of days lives 2 minutes. SameSite=Lax; Secure on https.
 */
export const DEFAULT_COOKIE_SECONDS = 2 * 60;
const SECONDS_PER_DAY = 24 * 60 * 60;

export interface CookieOptions {
  /** Where the browser sends and shows it; `/` when absent. */
  path?: string;
  /** How long it lives, in days (fractions allowed); absent, the spec's 2 minutes. */
  days?: number;
}

function attributes({ path = '/', days }: CookieOptions, maxAge?: number): string {
  const seconds =
    maxAge ?? (days === undefined ? DEFAULT_COOKIE_SECONDS : Math.round(days * SECONDS_PER_DAY));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=${path}; Max-Age=${seconds}; SameSite=Lax${secure}`;
}

/** What `writeCookie` gives `document.cookie`. */
export function cookieString(name: string, value: string, options: CookieOptions = {}): string {
  return `${name}=${encodeURIComponent(value)}${attributes(options)}`;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = cookieString(name, value, options);
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length)) || undefined;
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${name}=${attributes(options, 0)}`;
}
