/**
 * Return URLs come from the query string, so anyone can craft them: a link to the login page with
 * `returnUrl=https://evil.example` must not send a freshly signed-in user to a phishing copy of the
 * portal (an open redirect). Only same-origin relative paths pass.
 */

/** C0 control characters and DEL: browsers strip tabs and newlines from URLs, so `/\t/evil` becomes `//evil`. */
function isControlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
}

function hasControlChar(text: string): boolean {
  return Array.from(text).some(isControlChar);
}

function withoutControlChars(text: string): string {
  return Array.from(text)
    .filter((char) => !isControlChar(char))
    .join('');
}

/** Percent-decoding is repeated at most this often (double- and triple-encoded tricks). */
const MAX_DECODE_ROUNDS = 3;

/**
 * `value` when it is a path on this site (`/account/profile?tab=2`), otherwise undefined. Refused:
 * anything not starting with exactly one `/` (absolute URLs, `javascript:`, protocol-relative `//host`),
 * backslashes (browsers read `/\host` as `//host`), control characters, and the same tricks hidden
 * behind percent-encoding (`/%2F%2Fhost`, `/%5Chost`, `/%09/host`), which a server or a later decoding
 * step could turn back into a host.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.includes('\\') || hasControlChar(value)) return undefined;
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (startsLikeAHost(current)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A lone `%` (`?discount=50%`) cannot be decoded further: what was checked so far is all there is.
      break;
    }
    if (decoded === current) break;
    current = decoded;
  }
  return resolvesToThisOrigin(value) ? value : undefined;
}

/** `//host` or `/\host`, also when tabs or newlines (which browsers drop) sit between the characters. */
function startsLikeAHost(path: string): boolean {
  const compact = withoutControlChars(path).replace(/^\s+/, '');
  return !compact.startsWith('/') || /^\/[/\\]/.test(compact);
}

/** The last word goes to the URL parser itself: the path must keep the origin it is resolved against. */
function resolvesToThisOrigin(path: string): boolean {
  const base = 'https://portal.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/** The path with `lg=<languageId>` set (spec §2: after sign-in the return URL gets the language appended). */
export function withLanguageParam(path: string, languageId: number): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  search.set('lg', String(languageId));
  return `${pathname}?${search.toString()}${hash}`;
}

/** `path?name=<encoded value>`: a page link that carries the page to come back to. */
export function withReturnParam(path: string, name: string, returnPath: string): string {
  return `${path}?${new URLSearchParams({ [name]: returnPath }).toString()}`;
}
