import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of sso.contract.ts, without its schemas (decision 022). */
export const SSO_ROUTES = {
  startSso: { method: 'GET', path: '/api/Auth/sso/:provider/start' },
  ssoCallback: { method: 'GET', path: '/api/Auth/sso/callback' },
  parseIspToken: { method: 'POST', path: '/api/Auth/ispparsetoken' },
  loginSso: { method: 'POST', path: '/api/Auth/loginsso' },
  saveIspUser: { method: 'POST', path: '/api/Auth/saveispuser' },
  getIspUsers: { method: 'GET', path: '/api/Auth/isp/users/:subject' },
  getBoundIdentity: { method: 'GET', path: '/api/Auth/isp/bound' },
  listOwnIdentities: { method: 'GET', path: '/api/Auth/isp/mine' },
  unlinkOwnIdentity: { method: 'DELETE', path: '/api/Auth/isp/mine/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
