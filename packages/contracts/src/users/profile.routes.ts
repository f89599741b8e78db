import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of profile.contract.ts, without its schemas (decision 022). */
export const PROFILE_ROUTES = {
  getProfile: { method: 'GET', path: '/api/User/profile' },
  saveProfile: { method: 'POST', path: '/api/User/profile' },
} as const satisfies Record<string, RouteDescriptor>;
