import { type LanguageId, languageCode } from '@sportello/i18n/languages';
import type { Catalogue } from '@sportello/i18n/translate';

export type SignInCatalogues = Readonly<Record<string, Catalogue>>;

// One chunk per language: the pre-rendered sign-in page downloads its own language's texts alone
// (the build links that chunk from the page, prerender.mjs), and another only when the visitor picks it.
const BY_LANGUAGE = {
  it: () => import('@sportello/i18n/eager/it'),
  en: () => import('@sportello/i18n/eager/en'),
} as const;

/** The up-front namespaces (shell, login, errors…) of one language. */
export async function loadSignInCatalogues(languageId: LanguageId): Promise<SignInCatalogues> {
  return (await BY_LANGUAGE[languageCode(languageId)]()).CATALOGUES;
}
