import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of health.contract.ts, without its schemas (decision 022). */
export const HEALTH_ROUTES = {
  getHealth: { method: 'GET', path: '/healthz' },
  getReadiness: { method: 'GET', path: '/readyz' },
} as const satisfies Record<string, RouteDescriptor>;
