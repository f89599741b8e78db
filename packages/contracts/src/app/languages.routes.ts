import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of languages.contract.ts, without its schemas (decision 022). */
export const LANGUAGES_ROUTES = {
  getLanguages: { method: 'GET', path: '/api/App/getlanguages' },
} as const satisfies Record<string, RouteDescriptor>;
