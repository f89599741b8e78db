import { type LanguageId, languageCode } from '@sportello/i18n/languages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageIdFromCode } from '../../../lib/i18n';
import { storeLanguageId } from '../../../lib/language-preference';

/** The current UI language and the way to change it; a change is remembered for later visits. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const languageId = languageIdFromCode(i18n.language);
  const changeLanguage = useCallback(
    (id: LanguageId) => {
      storeLanguageId(id);
      void i18n.changeLanguage(languageCode(id));
    },
    [i18n],
  );
  return { languageId, changeLanguage };
}
