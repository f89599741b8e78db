import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of disclaimers.contract.ts, without its schemas (decision 022). */
export const DISCLAIMERS_ROUTES = {
  getEmptyDisclaimers: { method: 'POST', path: '/api/Auth/getuseremptydisclaimers' },
  checkRegistrationDisclaimers: { method: 'POST', path: '/api/Auth/checksignregistrationdisclaimers' },
  getAvailabilities: { method: 'GET', path: '/api/App/availabilities' },
} as const satisfies Record<string, RouteDescriptor>;
