import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of second-factor.contract.ts, without its schemas (decision 022). */
export const SECOND_FACTOR_ROUTES = {
  getSecondFactor: { method: 'GET', path: '/api/Auth/SecondFactor' },
  verifySecondFactor: { method: 'POST', path: '/api/Auth/SecondFactor/Verify' },
  startTotp: { method: 'POST', path: '/api/Auth/SecondFactor/Totp/Start' },
  confirmTotp: { method: 'POST', path: '/api/Auth/SecondFactor/Totp/Confirm' },
  removeTotp: { method: 'POST', path: '/api/Auth/SecondFactor/Totp/Remove' },
  renewRecoveryCodes: { method: 'POST', path: '/api/Auth/SecondFactor/RecoveryCodes' },
  setCompanySecondFactor: { method: 'POST', path: '/api/Company/SecondFactor/Required' },
  resetUserSecondFactor: { method: 'POST', path: '/api/User/SecondFactor/Reset/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
