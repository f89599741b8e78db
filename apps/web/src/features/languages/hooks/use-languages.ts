import { isLanguageId, LANGUAGE_CODES } from '@sportello/i18n/languages';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { languagesQuery } from '../api/get-languages';
import { BUILT_IN_LANGUAGES, type LanguageOption } from '../components/language-picker';

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
