import { getNews, listNews, markNewsRead, type NewsFilter } from '@sportello/contracts/news/news.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const newsQuery = (filter: NewsFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['news', 'list', filter],
    queryFn: ({ signal }) => apiRequest(listNews, { params: { filter: filterSegment(filter) }, signal }),
  });

export const newsItemQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => apiRequest(getNews, { params: { Id: id }, signal }),
  });

export const markReadCall = (id: number) => apiRequest(markNewsRead, { params: { Id: id } });
