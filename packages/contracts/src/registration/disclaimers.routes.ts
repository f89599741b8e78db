import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of disclaimers.contract.ts, without its schemas (decision 022). */
export const DISCLAIMERS_ROUTES = {
  getEmptyDisclaimers: { method: 'POST', path: '/api/Auth/getuseremptydisclaimers' },
  checkRegistrationDisclaimers: { method: 'POST', path: '/api/Auth/checksignregistrationdisclaimers' },
  getAvailabilities: { method: 'GET', path: '/api/App/availabilities' },
  signDisclaimers: { method: 'POST', path: '/api/Auth/signdisclaimers' },
  myConsents: { method: 'GET', path: '/api/User/Consents' },
  answerConsent: { method: 'POST', path: '/api/User/Consents/Answer' },
} as const satisfies Record<string, RouteDescriptor>;
