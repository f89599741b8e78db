import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogueOf } from './i18n';
import { type Translator, TranslatorProvider } from './translator';

/**
 * The app's translator for the components it shares with the pre-rendered sign-in page (decision
 * 050): i18next's texts, renewed when the language changes, so that they render in it at once.
 */
export function I18nextTranslator({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { language } = i18n;
  const translator = useMemo<Translator>(() => {
    // Keys arrive as strings here; useTexts has checked them against the catalogues already.
    const t = i18n.t as (key: string, options: object) => string;
    return {
      errors: errorCatalogueOf(i18n),
      text: (namespace, key, values) => t(key, { ns: namespace, lng: language, ...values }),
    };
  }, [i18n, language]);
  return <TranslatorProvider value={translator}>{children}</TranslatorProvider>;
}
