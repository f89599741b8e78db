import './app/mantine-styles.css';
import { LANGUAGE_CODES } from '@sportello/i18n/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { setRequestLanguageId } from './lib/api-client';
import { createI18n, languageIdFromCode } from './lib/i18n';
import { initialLanguageId } from './lib/language-preference';
import { pageBrand } from './lib/page-brand';
import { sessionQuery } from './lib/session/session-query';
import { hasSignedInHint } from './lib/session/signed-in-hint';

// The language is settled before the first render, so the first paint is already in the right language.
const languageId = initialLanguageId(window.location.search);
const i18n = createI18n(languageId);
// The brand the server wrote into the page (decision 069): its name in the header and the tabs' titles.
const brand = pageBrand();
if (brand)
  for (const code of Object.values(LANGUAGE_CODES))
    i18n.addResource(code, 'shell', 'shell.appName', brand.ProductName);
setRequestLanguageId(languageId);
i18n.on('languageChanged', (code: string) => setRequestLanguageId(languageIdFromCode(code)));

const queryClient = createQueryClient();
// No session in this browser: the visitor is signed out, and asking would only get a 401 (decision 044).
if (!hasSignedInHint()) queryClient.setQueryData(sessionQuery.queryKey, null);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A visitor's first load of the site root runs sign-in.tsx instead (decision 050); this is the app.
createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient} primaryColour={brand?.PrimaryColour}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
