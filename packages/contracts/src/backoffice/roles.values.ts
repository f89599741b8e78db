// Plain data of the back-office roles area (access.contract.ts): the web app uses it without loading
// the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/**
 * The vendor's users and their back-office roles: the admins'. `create`, `update` and `delete` are
 * also its invitations (sent, sent again, revoked): an invitation gives a back-office role (decision
 * 011).
 */
export const ROLES_ACCESS = defineResourceAccess('roles', {
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
