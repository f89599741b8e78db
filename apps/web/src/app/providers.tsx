import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogsProvider } from '../components/dialogs-provider';
import { Toasts } from '../components/toasts';
import { cssVariablesResolver, theme } from '../config/theme';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the pages rely on. Light scheme only, forced: without Mantine's ColorSchemeScript (an
 * inline script, which the CSP forbids) a stored dark preference would flash, and the portal has one look.
 */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DialogsProvider>
            <Toasts />
            {children}
          </DialogsProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
