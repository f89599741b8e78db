import type { RouteDescriptor } from '../common/route';

/** Method and path of each back-office call of toolkit.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_TOOLKIT_ROUTES = {
  listFiles: { method: 'GET', path: '/api/BackOffice/Toolkit/Files/Filters/:filter' },
  getFile: { method: 'GET', path: '/api/BackOffice/Toolkit/Files/Detail/:Id' },
  saveFile: { method: 'POST', path: '/api/BackOffice/Toolkit/Files/Save' },
  withdrawFile: { method: 'POST', path: '/api/BackOffice/Toolkit/Files/:Id/Withdraw' },
  uploadVersion: { method: 'PUT', path: '/api/BackOffice/Toolkit/Files/:Id/Versions' },
  withdrawVersion: { method: 'POST', path: '/api/BackOffice/Toolkit/Versions/:Id/Withdraw' },
  downloadVersion: { method: 'GET', path: '/api/BackOffice/Toolkit/Versions/:Id/Download' },
  exportDownloads: { method: 'GET', path: '/api/BackOffice/Toolkit/Downloads/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
