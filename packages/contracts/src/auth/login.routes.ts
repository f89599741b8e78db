import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of login.contract.ts, without its schemas (decision 022). */
export const LOGIN_ROUTES = {
  login: { method: 'POST', path: '/api/Auth/login' },
  logout: { method: 'POST', path: '/api/Auth/logout' },
  getSession: { method: 'GET', path: '/api/Auth/session' },
  changeCompanyParent: { method: 'POST', path: '/api/Auth/changeparent' },
  setSessionLanguage: { method: 'POST', path: '/api/Auth/language' },
  changePassword: { method: 'POST', path: '/api/Auth/changepassword' },
  getCompanyLocalLogin: { method: 'GET', path: '/api/Company/login/local/exists/vatcode/:vat' },
  getPortalSettings: { method: 'GET', path: '/api/App/settings' },
} as const satisfies Record<string, RouteDescriptor>;
