import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of disclaimers.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_DISCLAIMERS_ROUTES = {
  listDisclaimers: { method: 'GET', path: '/api/Disclaimer/Filters/:filter' },
  getDisclaimer: { method: 'GET', path: '/api/Disclaimer/Filters/Detail/:Id' },
  saveDisclaimer: { method: 'POST', path: '/api/Disclaimer/Save' },
  listConsents: { method: 'GET', path: '/api/Disclaimer/Consents/:filter' },
  exportConsents: { method: 'GET', path: '/api/Disclaimer/Consents/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
