import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** "<page> · Sportello": the tab title is the first thing a screen reader announces after a navigation. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const app = t('shell.appName');
  useDocumentTitle(page ? `${page} · ${app}` : app);
}
