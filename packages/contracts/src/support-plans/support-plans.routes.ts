import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of support-plans.contract.ts, without its schemas (decision 022). */
export const MY_PLAN_ROUTES = {
  getMyPlan: { method: 'GET', path: '/api/Support/Plan' },
} as const satisfies Record<string, RouteDescriptor>;
