// The pre-rendered sign-in page's own entry (decision 050): what a visitor's first load of the site
// root runs. The rest of the app (main.tsx) loads when the visitor leaves the page or signs in.
import './app/sign-in-styles.css';
import { languageCode } from '@sportello/i18n/languages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSignInCatalogues } from './app/sign-in-catalogues';
import { SignInDocument } from './app/sign-in-document';
import { setRequestLanguageId } from './lib/api-client';
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
      />
    </StrictMode>
  );
  // The server chose the page's language as initialLanguageId does; should they differ (a choice
  // remembered only in this browser's storage), the page is rendered anew in the visitor's language.
  if (container.dataset.prerendered === languageCode(languageId)) hydrateRoot(container, page);
  else createRoot(container).render(page);
});
