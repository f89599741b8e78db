import { NEWS_CATALOGUES } from '@sportello/i18n/news-catalogues';
import { useTranslation } from 'react-i18next';
import { NewsItem } from '../../features/news/components/news-item';
import { NewsList } from '../../features/news/components/news-list';
import { addCatalogues } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

export function NewsRoute() {
  const { t, i18n } = useTranslation('news');
  addCatalogues(i18n, 'news', NEWS_CATALOGUES);
  usePageTitle(t('news.title'));
  return <NewsList />;
}

export function NewsItemRoute() {
  const { t, i18n } = useTranslation('news');
  addCatalogues(i18n, 'news', NEWS_CATALOGUES);
  usePageTitle(t('news.title'));
  return <NewsItem />;
}
