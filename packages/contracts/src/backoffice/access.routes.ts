import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of access.contract.ts, without its schemas (decision 022). */
export const ACCESS_ROUTES = {
  getMyPermissions: { method: 'GET', path: '/api/App/BackOffice/Permissions' },
  listBackofficeUsers: { method: 'GET', path: '/api/App/BackOffice/Roles' },
  saveBackofficeRole: { method: 'POST', path: '/api/App/BackOffice/Roles/Save' },
  getRoleGrants: { method: 'GET', path: '/api/App/BackOffice/Roles/Grants' },
  saveRoleGrants: { method: 'POST', path: '/api/App/BackOffice/Roles/Grants/Save' },
  resetRoleGrants: { method: 'POST', path: '/api/App/BackOffice/Roles/Grants/Reset' },
} as const satisfies Record<string, RouteDescriptor>;
