// Types only from catalogues.ts: at run time the web app takes the eager catalogues alone, and the
// others with the pages that use them (addCatalogues), so that no bundle carries them all.
import type { CATALOGUES } from '@sportello/i18n/catalogues';
import { EAGER_CATALOGUES } from '@sportello/i18n/eager-catalogues';
import { LANGUAGE_CODES, type LanguageCode, type LanguageId, languageCode } from '@sportello/i18n/languages';
import { type Catalogue, tidySentenceEnds, translate } from '@sportello/i18n/translate';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Typed keys: a misspelt `t('shell.x')` fails the type check instead of showing `## shell.x##` at run time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    keySeparator: false;
    resources: (typeof CATALOGUES)['it'];
  }
}

/**
 * The namespaces loaded up front (the shell's and the sign-in page's, see eager-catalogues.ts). The
 * others come with the pages that show them: each lazily loaded route adds its own (addCatalogues)
 * before its components read them (decision 022).
 */
export const NAMESPACES = ['shell', 'errors', 'login', 'popups'] as const;

/**
 * An i18next instance over the shared catalogues, already initialised (synchronously: the catalogues
 * are bundled, so the first render is in the right language). No fallback language: a missing text
 * must show up as `## key##` (spec §8), not silently in another language; `:: key::` when the
 * language has no catalogue loaded at all.
 */
export function createI18n(languageId: LanguageId, resources: Resource = EAGER_CATALOGUES): I18n {
  const instance = createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  instance.use(initReactI18next);
  instance.use({ type: 'postProcessor', name: 'sentenceEnds', process: tidySentenceEnds });
  void instance.init({
    postProcess: ['sentenceEnds'],
    resources,
    lng: languageCode(languageId),
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'shell',
    // Keys are flat and dotted (`shell.nav.support`), as in the catalogues.
    keySeparator: false,
    initAsync: false,
    // React escapes what it renders; escaping here too would show `&amp;` to the user.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string, defaultValue?: string, options?: MissingKeyOptions) =>
      defaultValue ?? missingKeyText(instance, key, options),
  });
  return instance;
}

/**
 * Adds a namespace that came with a lazily loaded part of the app, in every language (the user may
 * switch language there). Idempotent: safe to call on every render of that part.
 */
export function addCatalogues(
  instance: I18n,
  namespace: string,
  byLanguage: Record<string, Catalogue>,
): void {
  for (const [language, catalogue] of Object.entries(byLanguage))
    if (!instance.hasResourceBundle(language, namespace))
      instance.addResourceBundle(language, namespace, catalogue);
}

interface MissingKeyOptions {
  lng?: string;
  ns?: string | readonly string[];
}

function missingKeyText(instance: I18n, key: string, options: MissingKeyOptions | undefined): string {
  const language = options?.lng ?? instance.language;
  const requested = options?.ns ?? instance.options.defaultNS ?? [];
  const namespaces = typeof requested === 'string' ? [requested] : requested === false ? [] : [...requested];
  const loaded = namespaces.some((ns) => instance.hasResourceBundle(language, ns));
  // The marker format lives in the i18n package: an empty catalogue gives `## key##`, none gives `:: key::`.
  return translate(loaded ? {} : undefined, key);
}

/** The spec's numeric language id of an i18next language code (Italian for anything unknown). */
export function languageIdFromCode(code: string | undefined): LanguageId {
  const entry = Object.entries(LANGUAGE_CODES).find(([, c]) => c === code);
  return entry ? (Number(entry[0]) as LanguageId) : 1;
}

/** The error catalogue of the current language, or undefined when none is loaded (then `:: key::`). */
export function errorCatalogueOf(instance: I18n): Catalogue | undefined {
  return instance.getResourceBundle(instance.language, 'errors') as Catalogue | undefined;
}

/** Screen readers and the browser's spell checker and hyphenation follow `<html lang>`. */
function syncDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code as LanguageCode;
}
