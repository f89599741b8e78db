import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of crm.contract.ts, without its schemas (decision 022). */
export const CRM_ROUTES = {
  getTimeline: { method: 'GET', path: '/api/BackOffice/Crm/Companies/:CompanyId/Timeline/:filter' },
  saveActivity: { method: 'POST', path: '/api/BackOffice/Crm/Activities/Save' },
  completeActivity: { method: 'POST', path: '/api/BackOffice/Crm/Activities/:Id/Done' },
  deleteActivity: { method: 'DELETE', path: '/api/BackOffice/Crm/Activities/Delete/:Id' },
  listCrmOwners: { method: 'GET', path: '/api/BackOffice/Crm/Owners' },
  getActivities: { method: 'GET', path: '/api/App/getactivities' },
} as const satisfies Record<string, RouteDescriptor>;
