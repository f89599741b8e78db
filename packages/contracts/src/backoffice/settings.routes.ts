import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of settings.contract.ts, without its schemas (decision 022). */
export const SETTINGS_ROUTES = {
  getSettings: { method: 'GET', path: '/api/Settings' },
  saveSettings: { method: 'POST', path: '/api/Settings/Save' },
  getBrandImage: { method: 'GET', path: '/api/App/brand/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
