import { MantineProvider } from '@mantine/core';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { LanguageId } from '@sportello/i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { DialogsProvider } from '../components/dialogs-provider';
import { cssVariablesResolver, theme } from '../config/theme';
import { LinkComponentProvider } from '../lib/app-link';
import { createI18n } from '../lib/i18n';
import { I18nextTranslator } from '../lib/i18next-translator';

export interface ProvidersOptions {
  languageId?: LanguageId;
  /** Start location of the in-memory router; pass `router: false` when the tree brings its own. */
  route?: string;
  router?: boolean;
  i18n?: I18n;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The app's providers around `ui`, with Mantine in test mode (no transitions, no portals delay). */
export function renderWithProviders(
  ui: ReactElement,
  { languageId = 1, route = '/', router = true, i18n, ...options }: ProvidersOptions & RenderOptions = {},
) {
  // Every catalogue: a component under test is rendered without the page that would add its own.
  const i18nInstance = i18n ?? createI18n(languageId, CATALOGUES);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <I18nextProvider i18n={i18nInstance}>
        <I18nextTranslator>
          <LinkComponentProvider value={Link}>
            <QueryClientProvider client={queryClient}>
              <DialogsProvider>
                {router ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
              </DialogsProvider>
            </QueryClientProvider>
          </LinkComponentProvider>
        </I18nextTranslator>
      </I18nextProvider>
    </MantineProvider>
  );
  return { user: userEvent.setup(), i18n: i18nInstance, queryClient, ...render(ui, { wrapper, ...options }) };
}
