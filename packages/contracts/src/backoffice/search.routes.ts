import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of search.contract.ts, without its schemas (decision 022). */
export const SEARCH_ROUTES = {
  searchBackoffice: { method: 'GET', path: '/api/App/BackOffice/Search' },
} as const satisfies Record<string, RouteDescriptor>;
