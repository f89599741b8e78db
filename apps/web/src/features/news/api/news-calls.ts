import type { getNews, listNews, markNewsRead, NewsFilter } from '@sportello/contracts/news/news.contract';
import { NEWS_ROUTES } from '@sportello/contracts/news/news.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const newsQuery = (filter: NewsFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['news', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listNews>(NEWS_ROUTES.listNews, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const newsItemQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => apiRequest<typeof getNews>(NEWS_ROUTES.getNews, { params: { Id: id }, signal }),
  });

export const markReadCall = (id: number) =>
  apiRequest<typeof markNewsRead>(NEWS_ROUTES.markNewsRead, { params: { Id: id } });
