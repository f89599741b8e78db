import { useTranslation } from 'react-i18next';
import { KnowledgeBasePage } from '../../features/support/components/knowledge-base-page';
import { usePageTitle } from './use-page-title';

export function KnowledgeBaseRoute() {
  const { t } = useTranslation();
  usePageTitle(t('shell.nav.knowledgeBase'));
  return <KnowledgeBasePage />;
}
