import type { RouteDescriptor } from '../common/route';

/** Method and path of each customer call of toolkit.contract.ts, without its schemas (decision 022). */
export const TOOLKIT_ROUTES = {
  listToolkitFiles: { method: 'GET', path: '/api/Toolkit/Files' },
  markToolkitVisit: { method: 'POST', path: '/api/Toolkit/Visit' },
  downloadToolkitFile: { method: 'GET', path: '/api/Toolkit/Files/:Id/Download' },
} as const satisfies Record<string, RouteDescriptor>;
