import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of news.contract.ts, without its schemas (decision 022). */
export const NEWS_ROUTES = {
  listNews: { method: 'GET', path: '/api/Communication/News/:filter' },
  getNews: { method: 'GET', path: '/api/Communication/News/Detail/:Id' },
  markNewsRead: { method: 'POST', path: '/api/Communication/News/Read/:Id' },
  listPopupNews: { method: 'GET', path: '/api/Communication/PopUp/News' },
} as const satisfies Record<string, RouteDescriptor>;
