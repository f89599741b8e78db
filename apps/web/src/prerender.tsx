// The build's second entry (decision 044): renders the site root as a signed-out visitor sees it,
// once per language, so that the server can send the sign-in form's markup in the first response
// and main.tsx hydrates it. Run by prerender.mjs after the build, never in the browser.
import { LANGUAGE_CODES, type LanguageId, languageCode } from '@sportello/i18n/languages';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { pageTitle } from './app/routes/use-page-title';
import { createI18n } from './lib/i18n';
import { sessionQuery } from './lib/session/session-query';

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
  const i18n = createI18n(languageId);
  const queryClient = createQueryClient();
  // As main.tsx starts for a browser without a session: signed out, without asking the server.
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
    </AppProviders>,
  );
  return {
    lang: languageCode(languageId),
    title: pageTitle(i18n.t('login.title', { ns: 'login' }), i18n.t('shell.appName')),
    html,
  };
}
