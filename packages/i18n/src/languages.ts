/**
 * The languages the portal ships catalogues for, by the spec's numeric id (1 = Italian, the default).
 * The database's language table carries the same ids; this map ties an id to its catalogue.
 */
export const LANGUAGE_CODES = { 1: 'it', 2: 'en' } as const;

export type LanguageId = keyof typeof LANGUAGE_CODES;
export type LanguageCode = (typeof LANGUAGE_CODES)[LanguageId];

export const DEFAULT_LANGUAGE_ID: LanguageId = 1;

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'number' && Object.hasOwn(LANGUAGE_CODES, value);
}

export function languageCode(id: number): LanguageCode {
  return isLanguageId(id) ? LANGUAGE_CODES[id] : LANGUAGE_CODES[DEFAULT_LANGUAGE_ID];
}

/** The language id of a two-letter code (`it`, `en`); undefined for a language the portal lacks. */
export function languageFromCode(code: string): LanguageId | undefined {
  const entry = Object.entries(LANGUAGE_CODES).find(([, c]) => c === code.trim().toLowerCase());
  return entry ? (Number(entry[0]) as LanguageId) : undefined;
}

/** Picks a language id from an Accept-Language header (first supported tag wins), else the default. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageId {
  if (!header) return DEFAULT_LANGUAGE_ID;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { code: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q);
  for (const { code } of tags) {
    const id = languageFromCode(code);
    if (id !== undefined) return id;
  }
  return DEFAULT_LANGUAGE_ID;
}
