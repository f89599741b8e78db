import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of antiforgery.contract.ts, without its schemas (decision 022). */
export const ANTIFORGERY_ROUTES = {
  getAntiforgeryToken: { method: 'GET', path: '/api/Auth/antiforgery' },
} as const satisfies Record<string, RouteDescriptor>;
