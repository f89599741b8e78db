import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../lib/page-title';

/** "<page> · Sportello": the tab title is the first thing a screen reader announces after a navigation. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(page, t('shell.appName')));
}
