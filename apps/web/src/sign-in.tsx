// The pre-rendered sign-in page's own entry (decision 050): what a visitor's first load of the site
// root runs. The rest of the app (main.tsx) loads when the visitor signs in or leaves the page.
import './app/sign-in-styles.css';
import { languageCode } from '@sportello/i18n/languages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadSignInCatalogues } from './app/sign-in-catalogues';
import { SignInDocument } from './app/sign-in-document';
import { setRequestLanguageId } from './lib/api-client';
import { reloadPage } from './lib/browser-location';
import { initialLanguageId } from './lib/language-preference';

const languageId = initialLanguageId(window.location.search);
setRequestLanguageId(languageId);

const container = document.getElementById('root');
if (!container) throw new Error('the sign-in page has no #root element');

void loadSignInCatalogues(languageId).then((catalogues) => {
  const page = (
    <StrictMode>
      <SignInDocument
        languageId={languageId}
        catalogues={catalogues}
        search={window.location.search}
        loadCatalogues={loadSignInCatalogues}
        startApp={() => startApp(root)}
      />
    </StrictMode>
  );
  // The server chose the page's language as initialLanguageId does; should they differ (a choice
  // remembered only in this browser's storage), the page is rendered anew in the visitor's language.
  const hydrating = container.dataset.prerendered === languageCode(languageId);
  const root = hydrating ? hydrateRoot(container, page) : createRoot(container);
  if (!hydrating) root.render(page);
});

/**
 * Signed in: the app (main.tsx) takes the page over in place. What the two share — React, Mantine,
 * the form — is loaded and running already, so only the app's own chunks download. Should they not
 * arrive, the page is loaded again, and the server sends the app with it.
 */
function startApp(root: Root): void {
  root.unmount();
  import('./main').catch(reloadPage);
}
