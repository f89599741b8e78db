import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link } from 'react-router';
import { DialogsProvider } from '../components/dialogs-provider';
import { Toasts } from '../components/toasts';
import { LinkComponentProvider } from '../lib/app-link';
import { I18nextTranslator } from '../lib/i18next-translator';
import { PortalTheme } from './portal-theme';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The brand's primary colour (decision 069); absent, the theme's own. */
  primaryColour?: string;
  children: ReactNode;
}

/**
 * Everything the app's pages rely on; the components they share with the pre-rendered sign-in page
 * translate and link through i18next and the router here (decision 050).
 */
export function AppProviders({ i18n, queryClient, primaryColour, children }: AppProvidersProps) {
  return (
    <PortalTheme primaryColour={primaryColour}>
      <I18nextProvider i18n={i18n}>
        <I18nextTranslator>
          <LinkComponentProvider value={Link}>
            <QueryClientProvider client={queryClient}>
              <DialogsProvider>
                <Toasts />
                {children}
              </DialogsProvider>
            </QueryClientProvider>
          </LinkComponentProvider>
        </I18nextTranslator>
      </I18nextProvider>
    </PortalTheme>
  );
}
