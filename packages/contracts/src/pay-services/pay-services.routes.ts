import type { RouteDescriptor } from '../common/route';

/** Method and path of each customer call of pay-services.contract.ts, without its schemas (decision 022). */
export const PAY_SERVICES_ROUTES = {
  listOfferedServices: { method: 'GET', path: '/api/App/PayServices/Services' },
  requestPayService: { method: 'POST', path: '/api/App/PayServices/Requests' },
  listMyPayRequests: { method: 'GET', path: '/api/App/PayServices/Requests' },
} as const satisfies Record<string, RouteDescriptor>;
