import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of users.contract.ts, without its schemas (decision 022). */
export const USERS_ROUTES = {
  listUsers: { method: 'GET', path: '/api/User/Filters/:filter' },
  getUser: { method: 'GET', path: '/api/User/Filters/Detail/:Id' },
  saveUser: { method: 'POST', path: '/api/User/Save' },
  createUser: { method: 'POST', path: '/api/User/Create' },
  enableUsers: { method: 'POST', path: '/api/User/Enable' },
  unlockUser: { method: 'POST', path: '/api/User/Unlock/:Id' },
  sendPasswordReset: { method: 'POST', path: '/api/User/PasswordReset/:Id' },
  forcePasswordChange: { method: 'POST', path: '/api/User/PasswordChange/:Id' },
  setUserRoles: { method: 'POST', path: '/api/User/Roles' },
  listUserSessions: { method: 'GET', path: '/api/User/Sessions/:Id' },
  endUserSessions: { method: 'POST', path: '/api/User/Sessions/End/:Id' },
  assignIvr: { method: 'POST', path: '/api/User/Ivr' },
  resetIvrPin: { method: 'POST', path: '/api/User/Ivr/Pin/:Id' },
  exportUsers: { method: 'GET', path: '/api/User/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
