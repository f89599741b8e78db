import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of preferences.contract.ts, without its schemas (decision 022). */
export const PREFERENCES_ROUTES = {
  getPreferences: { method: 'GET', path: '/api/User/preferences' },
  savePreferences: { method: 'POST', path: '/api/User/preferences' },
} as const satisfies Record<string, RouteDescriptor>;
