import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of identities.contract.ts, without its schemas (decision 022). */
export const IDENTITIES_ROUTES = {
  listIdentities: { method: 'GET', path: '/api/Identity/Filters/:filter' },
  listUserIdentities: { method: 'GET', path: '/api/Identity/User/:Id' },
  unlinkIdentity: { method: 'DELETE', path: '/api/Identity/Delete/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
