import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of server-errors.contract.ts, without its schemas (decision 022). */
export const SERVER_ERRORS_ROUTES = {
  listServerErrors: { method: 'GET', path: '/api/ServerErrors/Filters/:filter' },
  getServerError: { method: 'GET', path: '/api/ServerErrors/Detail/:Id' },
  exportServerErrors: { method: 'GET', path: '/api/ServerErrors/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
