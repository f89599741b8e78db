import type { RouteDescriptor } from '../common/route';

/** Method and path of each back-office call of ibans.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_IBANS_ROUTES = {
  listIbans: { method: 'GET', path: '/api/BackOffice/Ibans/Filters/:filter' },
  exportIbans: { method: 'GET', path: '/api/BackOffice/Ibans/Export/:filter' },
  revealIban: { method: 'POST', path: '/api/BackOffice/Ibans/:Id/Reveal' },
} as const satisfies Record<string, RouteDescriptor>;
