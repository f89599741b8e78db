import { LANGUAGE_COOKIE } from '@sportello/contracts/common/page-cookies.values';
import { DEFAULT_LANGUAGE_ID, isLanguageId, type LanguageId } from '@sportello/i18n/languages';
import { readCookie, writeCookie } from './cookies';

/**
 * Where the choice was remembered before it moved to a cookie, which the server reads too: it sends
 * the pre-rendered sign-in page in the chosen language (decision 044). Read once, then moved.
 */
export const LEGACY_LANGUAGE_STORAGE_KEY = 'sportello.languageId';

/** The `lg` query parameter (spec §2: "lg selects the language by numeric id"), if it names a known language. */
export function languageIdFromSearch(search: string): LanguageId | undefined {
  const raw = new URLSearchParams(search).get('lg');
  return parseLanguageId(raw);
}

/**
 * A query whose visible `lg` names the language just chosen, so that a reload does not bring the old
 * one back (`lg` wins over the remembered choice); undefined when the query has no `lg`.
 */
export function searchFollowingLanguage(
  search: string | URLSearchParams,
  id: LanguageId,
): URLSearchParams | undefined {
  const next = new URLSearchParams(search);
  if (!next.has('lg')) return undefined;
  next.set('lg', String(id));
  return next;
}

export function parseLanguageId(raw: string | null | undefined): LanguageId | undefined {
  if (raw == null || !/^\d+$/.test(raw.trim())) return undefined;
  const id = Number(raw);
  return isLanguageId(id) ? id : undefined;
}

export function readStoredLanguageId(): LanguageId | undefined {
  const stored = parseLanguageId(readCookie(LANGUAGE_COOKIE));
  if (stored !== undefined) return stored;
  const legacy = readLegacyLanguageId();
  if (legacy !== undefined) storeLanguageId(legacy);
  return legacy;
}

export function storeLanguageId(id: LanguageId): void {
  // Cookies can be disabled (privacy settings); the choice then lasts for the visit only.
  writeCookie(LANGUAGE_COOKIE, String(id), { days: 365 });
}

function readLegacyLanguageId(): LanguageId | undefined {
  try {
    const stored = parseLanguageId(window.localStorage.getItem(LEGACY_LANGUAGE_STORAGE_KEY));
    window.localStorage.removeItem(LEGACY_LANGUAGE_STORAGE_KEY);
    return stored;
  } catch {
    // Storage can be disabled too: then there is nothing to move.
    return undefined;
  }
}

/**
 * The language to start with: the `lg` parameter wins (and is remembered, it is an explicit choice),
 * then the remembered choice, then Italian.
 */
export function initialLanguageId(search: string): LanguageId {
  const fromQuery = languageIdFromSearch(search);
  if (fromQuery !== undefined) {
    storeLanguageId(fromQuery);
    return fromQuery;
  }
  return readStoredLanguageId() ?? DEFAULT_LANGUAGE_ID;
}
