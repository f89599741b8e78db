import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of companies.contract.ts, without its schemas (decision 022). */
export const COMPANIES_ROUTES = {
  listCompanies: { method: 'GET', path: '/api/Company/Filters/:filter' },
  getCompany: { method: 'GET', path: '/api/Company/Filters/Detail/:Id' },
  saveCompany: { method: 'POST', path: '/api/Company/Save' },
  enableCompanies: { method: 'POST', path: '/api/Company/Enable' },
  migrateCompanies: { method: 'POST', path: '/api/Company/Migration' },
  rotateUserCode: { method: 'POST', path: '/api/Company/UserCode/Rotate/:Id' },
  revealUserCode: { method: 'GET', path: '/api/Company/UserCode/:Id' },
  exportCompanies: { method: 'GET', path: '/api/Company/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
