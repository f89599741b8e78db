import { TOOLKIT_CATALOGUES } from '@sportello/i18n/toolkit-catalogues';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { ToolkitPage } from '../../features/toolkit/components/toolkit-page';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * The customer's toolkit: the files of their company's products to download. Its menu link shows
 * only when the `toolkit` area is granted; a denied customer who comes by a link sees the server's
 * refusal of the list (decision 066: the gate is the server's).
 */
export function ToolkitRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'toolkit', TOOLKIT_CATALOGUES);
  usePageTitle(t('shell.nav.toolkit'));
  const session = useSignedInSession();
  return <ToolkitPage sessionKey={sessionScope(session)} />;
}
