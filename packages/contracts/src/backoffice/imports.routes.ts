import type { RouteDescriptor } from '../common/route';
import type { ImportKind } from './imports.values';

/** Method and path of each call of imports.contract.ts, without its schemas (decision 022). */
export const IMPORTS_ROUTES = {
  importCompanies: { method: 'POST', path: '/api/Company/Import' },
  getCompanyImportJob: { method: 'GET', path: '/api/Company/Import/Jobs/:Id' },
  getCompanyImportReport: { method: 'GET', path: '/api/Company/Import/Jobs/:Id/Report' },
  importUsers: { method: 'POST', path: '/api/User/Import' },
  getUserImportJob: { method: 'GET', path: '/api/User/Import/Jobs/:Id' },
  getUserImportReport: { method: 'GET', path: '/api/User/Import/Jobs/:Id/Report' },
} as const satisfies Record<string, RouteDescriptor>;

/** Each kind's three calls: start an import (or a check), ask about its job, download its report. */
export const IMPORT_ROUTES_OF = {
  companies: {
    start: IMPORTS_ROUTES.importCompanies,
    job: IMPORTS_ROUTES.getCompanyImportJob,
    report: IMPORTS_ROUTES.getCompanyImportReport,
  },
  users: {
    start: IMPORTS_ROUTES.importUsers,
    job: IMPORTS_ROUTES.getUserImportJob,
    report: IMPORTS_ROUTES.getUserImportReport,
  },
} as const satisfies Record<ImportKind, Record<'start' | 'job' | 'report', RouteDescriptor>>;
