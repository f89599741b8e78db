import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of support-requests.contract.ts, without its schemas (decision 022). */
export const SUPPORT_REQUEST_ROUTES = {
  createSupportRequest: { method: 'POST', path: '/api/Support/Request' },
  requestUserData: { method: 'POST', path: '/api/User/Request/Data' },
  joinWrcSupport: { method: 'POST', path: '/api/Auth/Support/Request/Wrc/Join/Default' },
} as const satisfies Record<string, RouteDescriptor>;
