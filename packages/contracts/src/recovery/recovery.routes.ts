import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of recovery.contract.ts, without its schemas (decision 022). */
export const RECOVERY_ROUTES = {
  requestPasswordReset: { method: 'POST', path: '/api/Auth/resetpasswordrequest' },
  resetPassword: { method: 'POST', path: '/api/Auth/resetpassword' },
  findUserName: { method: 'POST', path: '/api/User/UserName/find' },
  requestEmailVerification: { method: 'POST', path: '/api/Auth/verifyemailrequest' },
  verifyEmail: { method: 'POST', path: '/api/Auth/verifyemail' },
} as const satisfies Record<string, RouteDescriptor>;
