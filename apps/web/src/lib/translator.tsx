import type { CATALOGUES } from '@sportello/i18n/catalogues';
import { type Catalogue, tidySentenceEnds, translate } from '@sportello/i18n/translate';
import { createContext, useContext } from 'react';

/**
 * The namespaces the sign-in page's components read. They are rendered by both of the web app's
 * entries (decision 050): the app, where i18next translates (i18next-translator.tsx), and the
 * pre-rendered sign-in page, which loads no i18next (catalogueTranslator below).
 */
export type SharedNamespace = 'shell' | 'login';

/** A key of a namespace: a misspelt key fails the type check, as with i18next's typed keys. */
export type TextKey<N extends SharedNamespace> = keyof (typeof CATALOGUES)['it'][N] & string;

/** Values put in for `{{name}}` in a text. */
export type TextValues = Readonly<Record<string, string | number>>;

export interface Translator {
  text(namespace: SharedNamespace, key: string, values?: TextValues): string;
  /** The error messages of the language (for `localizeMessage`); undefined when none are loaded. */
  readonly errors: Catalogue | undefined;
}

const TranslatorContext = createContext<Translator | undefined>(undefined);

export const TranslatorProvider = TranslatorContext.Provider;

/**
 * The translator in use: a new one whenever the language changes, in either entry (undefined outside
 * a provider). What says texts of its own (a form's messages) says them again when it changes.
 */
export function useTranslator(): Translator | undefined {
  return useContext(TranslatorContext);
}

/** The texts of one namespace in the page's language, and the error messages. */
export function useTexts<N extends SharedNamespace>(namespace: N) {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTexts needs a TranslatorProvider around it');
  return {
    t: (key: TextKey<N>, values?: TextValues) => translator.text(namespace, key, values),
    errors: translator.errors,
  };
}

/**
 * A translator over catalogues already loaded, with i18next's rules as the app sets it up (lib/i18n.ts):
 * `{{name}}` values put in as they are, no fallback language, `## key##` for a missing key and
 * `:: key::` without the namespace, doubled full stops tidied.
 */
export function catalogueTranslator(catalogues: Readonly<Record<string, Catalogue>>): Translator {
  return {
    errors: catalogues.errors,
    text: (namespace, key, values = {}) =>
      tidySentenceEnds(
        translate(catalogues[namespace], key).replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) =>
          Object.hasOwn(values, name) ? String(values[name]) : slot,
        ),
      ),
  };
}
