import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of secure-code.contract.ts, without its schemas (decision 022). */
export const SECURE_CODE_ROUTES = {
  getSecureCode: { method: 'POST', path: '/api/Auth/getsecurecode' },
  verifySecureCode: { method: 'GET', path: '/api/Company/login/securecode/:code/verify/:vat' },
} as const satisfies Record<string, RouteDescriptor>;
