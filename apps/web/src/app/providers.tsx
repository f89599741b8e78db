import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DialogsProvider } from '../components/dialogs-provider';
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
          <TranslatedModals>
            <DialogsProvider>
              <Notifications position="top-right" />
              {children}
            </DialogsProvider>
          </TranslatedModals>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

/** @mantine/modals' own confirm labels, in the UI language, for features that use `modals.openConfirmModal`. */
function TranslatedModals({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider
      labels={{ confirm: t('shell.confirm'), cancel: t('shell.cancel') }}
      modalProps={{ centered: true, closeButtonProps: { 'aria-label': t('shell.close') } }}
    >
      {children}
    </ModalsProvider>
  );
}
