import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** "<page> · Sportello", also the pre-rendered sign-in page's title (prerender.tsx). */
export function pageTitle(page: string | undefined, app: string): string {
  return page ? `${page} · ${app}` : app;
}

/** "<page> · Sportello": the tab title is the first thing a screen reader announces after a navigation. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(page, t('shell.appName')));
}
