import { DEFAULT_LANGUAGE_ID, isLanguageId, type LanguageId } from '@sportello/i18n/languages';

/** Where the user's language choice is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'sportello.languageId';

/** The `lg` query parameter (spec §2: "lg selects the language by numeric id"), if it names a known language. */
export function languageIdFromSearch(search: string): LanguageId | undefined {
  const raw = new URLSearchParams(search).get('lg');
  return parseLanguageId(raw);
}

export function parseLanguageId(raw: string | null | undefined): LanguageId | undefined {
  if (raw == null || !/^\d+$/.test(raw.trim())) return undefined;
  const id = Number(raw);
  return isLanguageId(id) ? id : undefined;
}

export function readStoredLanguageId(): LanguageId | undefined {
  try {
    return parseLanguageId(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can be disabled (privacy settings); the choice then lasts for the visit only.
    return undefined;
  }
}

export function storeLanguageId(id: LanguageId): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, String(id));
  } catch {
    // See readStoredLanguageId: not remembering is acceptable, failing the page is not.
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
