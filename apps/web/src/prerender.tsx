// The build's server-side entry (decision 044): renders the site root as a signed-out visitor sees it,
// once per language, so that the server can send the sign-in form's markup in the first response and
// sign-in.tsx takes it over (decision 050). Run by prerender.mjs after the build, never in the browser.
import { EAGER_CATALOGUES } from '@sportello/i18n/eager-catalogues';
import { LANGUAGE_CODES, type LanguageId, languageCode } from '@sportello/i18n/languages';
import { renderToString } from 'react-dom/server';
import { loadSignInCatalogues } from './app/sign-in-catalogues';
import { SignInDocument, signInTitle } from './app/sign-in-document';
import { catalogueTranslator } from './lib/translator';

export interface PrerenderedPage {
  /** `<html lang>`. */
  lang: string;
  title: string;
  /** The markup of `#root`. */
  html: string;
}

/** The sign-in page in every language the portal has catalogues for. */
export function renderSignInPages(): PrerenderedPage[] {
  return Object.keys(LANGUAGE_CODES).map((id) => renderSignInPage(Number(id) as LanguageId));
}

function renderSignInPage(languageId: LanguageId): PrerenderedPage {
  const lang = languageCode(languageId);
  const catalogues = EAGER_CATALOGUES[lang];
  const html = renderToString(
    <SignInDocument
      languageId={languageId}
      catalogues={catalogues}
      search=""
      loadCatalogues={loadSignInCatalogues}
      // Never called at build time: nobody signs in there.
      startApp={() => undefined}
    />,
  );
  return { lang, title: signInTitle(catalogueTranslator(catalogues)), html };
}
