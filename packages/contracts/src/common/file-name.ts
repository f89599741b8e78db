/**
 * The one sanitiser of file names that come from a client (attachments, published PDFs): the name is
 * stored, listed, audited, repeated in errors and sent back in `Content-Disposition`, so it must show
 * what it is.
 */

/** What a name falls back to when nothing of it is left. */
export const FILE_NAME_FALLBACK = 'file';

/**
 * Characters that are not seen but change what is: controls (Cc), format characters (Cf: the bidi
 * marks and overrides that make `a\u202eexe.pdf` read as "afdp.exe", U+061C, zero-width spaces and
 * joiners, the BOM, soft hyphens), line and paragraph separators, and lone surrogates (which
 * cannot be encoded in a header or a URL).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * A file name safe to store and show: invisible characters removed, only its last path segment
 * (a browser on Windows may send the whole path), no double quotes (the `filename="…"` of a
 * download), no spaces at its ends. When nothing is left, `fallback`; a caller that must refuse a
 * nameless file passes `''` and checks for it.
 */
export function safeFileName(name: string, fallback: string = FILE_NAME_FALLBACK): string {
  const visible = name.replace(INVISIBLE, '');
  const last = visible.split(/[\\/]/).pop() ?? '';
  return last.replaceAll('"', '').trim() || fallback;
}
