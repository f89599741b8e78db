import { isLanguageId, LANGUAGE_CODES, type LanguageCode, type LanguageId } from '@sportello/i18n/languages';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { languagesQuery } from '../api/get-languages';

export interface LanguageOption {
  id: LanguageId;
  code: LanguageCode;
  /** The language's own name (endonym), the way selectors name languages for people who need them. */
  name: string;
}

/** Used while the list loads and when the call fails, so that the selector always works. */
export const BUILT_IN_LANGUAGES: readonly LanguageOption[] = [
  { id: 1, code: 'it', name: 'Italiano' },
  { id: 2, code: 'en', name: 'English' },
];

/**
 * The languages to offer: the server's list, restricted to those the web app has catalogues for
 * (an unknown language would show every text as `:: key::`), or the built-in list.
 */
export function useLanguages(): readonly LanguageOption[] {
  const { data } = useQuery(languagesQuery);
  return useMemo(() => {
    const supported = (data ?? []).flatMap((language): LanguageOption[] =>
      isLanguageId(language.Id)
        ? [{ id: language.Id, code: LANGUAGE_CODES[language.Id], name: language.Name }]
        : [],
    );
    return supported.length > 0 ? supported : BUILT_IN_LANGUAGES;
  }, [data]);
}
