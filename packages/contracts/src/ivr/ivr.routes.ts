import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of ivr.contract.ts, without its schemas (decision 022). */
export const IVR_ROUTES = {
  getIvrCredentials: { method: 'GET', path: '/api/User/IvrCredentials' },
  updateIvrCredentials: { method: 'POST', path: '/api/User/IvrCredentials/update' },
} as const satisfies Record<string, RouteDescriptor>;
