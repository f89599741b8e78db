/**
 * JSON filters travel base64url-encoded in paths (spec §7: "base64-encodes JSON filters in paths").
 * Encoding is UTF-8 safe and works in browsers and Node alike. Plain code, no zod: the web app loads
 * it with every page (decision 022); the schema of such a path segment is in encoded-filter.ts.
 */
export function encodeFilter(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes a base64url JSON filter; returns undefined when it is not valid base64url or not JSON. */
export function decodeFilter(encoded: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** The longest encoded filter a path may carry (the server's router allows path parameters this long). */
export const MAX_FILTER_LENGTH = 2048;
