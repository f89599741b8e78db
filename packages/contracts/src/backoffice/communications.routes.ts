import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of communications.contract.ts, without its schemas (decision 022). */
export const COMMUNICATIONS_ROUTES = {
  listCommunications: { method: 'GET', path: '/api/Communication/Filters/:filter' },
  getCommunication: { method: 'GET', path: '/api/Communication/Filters/Detail/:Id' },
  saveCommunication: { method: 'POST', path: '/api/Communication/Save' },
  deleteCommunication: { method: 'DELETE', path: '/api/Communication/Delete/:Id' },
  deleteCommunications: { method: 'DELETE', path: '/api/Communication/Filters/Delete/:filter' },
  exportCommunications: { method: 'GET', path: '/api/Communication/Export/:filter' },
  getAudienceValues: { method: 'GET', path: '/api/Communication/Audience' },
  getCommunicationDelivery: { method: 'GET', path: '/api/Communication/Delivery/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
