import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of sign-ins.contract.ts, without its schemas (decision 022). */
export const SIGN_INS_ROUTES = {
  listSignIns: { method: 'GET', path: '/api/SignIns/:UserId/Filters/:filter' },
  exportSignIns: { method: 'GET', path: '/api/SignIns/:UserId/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
