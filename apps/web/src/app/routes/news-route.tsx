import { useTranslation } from 'react-i18next';
import { NewsItem } from '../../features/news/components/news-item';
import { NewsList } from '../../features/news/components/news-list';
import { usePageTitle } from './use-page-title';

export function NewsRoute() {
  const { t } = useTranslation('news');
  usePageTitle(t('news.title'));
  return <NewsList />;
}

export function NewsItemRoute() {
  const { t } = useTranslation('news');
  usePageTitle(t('news.title'));
  return <NewsItem />;
}
