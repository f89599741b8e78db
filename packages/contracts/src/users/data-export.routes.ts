import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of data-export.contract.ts, without its schemas (decision 022). */
export const DATA_EXPORT_ROUTES = {
  getDataExport: { method: 'GET', path: '/api/User/DataExport' },
  requestDataExport: { method: 'POST', path: '/api/User/DataExport' },
  downloadDataExport: { method: 'GET', path: '/api/User/DataExport/:Id/file' },
} as const satisfies Record<string, RouteDescriptor>;
