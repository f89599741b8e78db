import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of registration.contract.ts, without its schemas (decision 022). */
export const REGISTRATION_ROUTES = {
  verifyCompanyForRegistration: { method: 'GET', path: '/api/Company/register/local/exists/vatcode/:vat' },
  cipherContent: { method: 'POST', path: '/api/App/Content/Cipher' },
  decipherContent: { method: 'POST', path: '/api/App/Content/Decipher' },
  registerLogin: { method: 'POST', path: '/api/Auth/registerlogin' },
} as const satisfies Record<string, RouteDescriptor>;
