import { NEWS_CATALOGUES } from '@sportello/i18n/news-catalogues';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnsubscribePanel } from '../../features/mailing/components/unsubscribe-panel';
import { addCatalogues } from '../../lib/i18n';
import { PageCard } from './page-card';
import { usePageTitle } from './use-page-title';

/**
 * The page every campaign mail links to (`${PUBLIC_URL}/unsubscribe/<token>`, decision 075). Public:
 * the link's signed token says whose address it is, no sign-in needed.
 */
export function UnsubscribeRoute() {
  const { t, i18n } = useTranslation('news');
  addCatalogues(i18n, 'news', NEWS_CATALOGUES);
  const title = t('news.unsubscribe.title');
  usePageTitle(title);
  const { token = '' } = useParams();
  return (
    <PageCard title={title} subtitle={t('news.unsubscribe.subtitle')} maxWidth={560}>
      <UnsubscribePanel token={token} />
    </PageCard>
  );
}
