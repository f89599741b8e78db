import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of second-factor.contract.ts, without its schemas (decision 022). */
export const SECOND_FACTOR_ROUTES = {
  getSecondFactor: { method: 'GET', path: '/api/Auth/SecondFactor' },
  verifySecondFactor: { method: 'POST', path: '/api/Auth/SecondFactor/Verify' },
  startTotp: { method: 'POST', path: '/api/Auth/SecondFactor/Totp/Start' },
  confirmTotp: { method: 'POST', path: '/api/Auth/SecondFactor/Totp/Confirm' },
  removeTotp: { method: 'POST', path: '/api/Auth/SecondFactor/Totp/Remove' },
  renewRecoveryCodes: { method: 'POST', path: '/api/Auth/SecondFactor/RecoveryCodes' },
  passkeyRegistrationOptions: { method: 'POST', path: '/api/Auth/SecondFactor/Passkey/Options' },
  registerPasskey: { method: 'POST', path: '/api/Auth/SecondFactor/Passkey' },
  passkeyChallenge: { method: 'POST', path: '/api/Auth/SecondFactor/Passkey/Challenge' },
  provePasskey: { method: 'POST', path: '/api/Auth/SecondFactor/Passkey/Verify' },
  renamePasskey: { method: 'POST', path: '/api/Auth/SecondFactor/Passkey/Rename' },
  removePasskey: { method: 'POST', path: '/api/Auth/SecondFactor/Passkey/Remove' },
  passkeySignInOptions: { method: 'POST', path: '/api/Auth/Passkey/Options' },
  passkeySignIn: { method: 'POST', path: '/api/Auth/Passkey/Login' },
  setCompanySecondFactor: { method: 'POST', path: '/api/Company/SecondFactor/Required' },
  resetUserSecondFactor: { method: 'POST', path: '/api/User/SecondFactor/Reset/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
