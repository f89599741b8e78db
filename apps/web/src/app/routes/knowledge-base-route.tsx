import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useTranslation } from 'react-i18next';
import { KnowledgeBasePage } from '../../features/knowledge-base/components/knowledge-base-page';
import { addCatalogues } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

export function KnowledgeBaseRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  usePageTitle(t('shell.nav.knowledgeBase'));
  return <KnowledgeBasePage />;
}
