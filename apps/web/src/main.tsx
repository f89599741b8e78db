import './app/mantine-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { setRequestLanguageId } from './lib/api-client';
import { createI18n, languageIdFromCode } from './lib/i18n';
import { initialLanguageId } from './lib/language-preference';

// The language is settled before the first render, so the first paint is already in the right language.
const languageId = initialLanguageId(window.location.search);
const i18n = createI18n(languageId);
setRequestLanguageId(languageId);
i18n.on('languageChanged', (code: string) => setRequestLanguageId(languageIdFromCode(code)));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
