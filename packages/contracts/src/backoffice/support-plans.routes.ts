import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of support-plans.contract.ts, without its schemas (decision 022). */
export const SUPPORT_PLANS_ROUTES = {
  listPlans: { method: 'GET', path: '/api/Helpdesk/Plans' },
  savePlan: { method: 'POST', path: '/api/Helpdesk/Plans/Save' },
  deletePlan: { method: 'POST', path: '/api/Helpdesk/Plans/Delete/:Id' },
  listSubscriptions: { method: 'GET', path: '/api/Helpdesk/Subscriptions/Filters/:filter' },
  saveSubscription: { method: 'POST', path: '/api/Helpdesk/Subscriptions/Save' },
  deleteSubscription: { method: 'POST', path: '/api/Helpdesk/Subscriptions/Delete/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
