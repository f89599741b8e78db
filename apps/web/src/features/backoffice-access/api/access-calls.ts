import type {
  BackofficeRole,
  getRoleGrants,
  listBackofficeUsers,
  RoleGrantsInput,
  RoleGrantsReset,
  resetRoleGrants,
  saveBackofficeRole,
  saveRoleGrants,
} from '@sportello/contracts/backoffice/access.contract';
import { ACCESS_ROUTES } from '@sportello/contracts/backoffice/access.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const rolesQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'roles'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listBackofficeUsers>(ACCESS_ROUTES.listBackofficeUsers, { signal }),
});

export const saveRoleCall = (body: { UserId: string; Role: BackofficeRole }) =>
  apiRequest<typeof saveBackofficeRole>(ACCESS_ROUTES.saveBackofficeRole, { body });

export const roleGrantsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'roles', 'grants'],
  queryFn: ({ signal }) => apiRequest<typeof getRoleGrants>(ACCESS_ROUTES.getRoleGrants, { signal }),
});

export const saveRoleGrantsCall = (body: RoleGrantsInput) =>
  apiRequest<typeof saveRoleGrants>(ACCESS_ROUTES.saveRoleGrants, { body });

export const resetRoleGrantsCall = (body: RoleGrantsReset) =>
  apiRequest<typeof resetRoleGrants>(ACCESS_ROUTES.resetRoleGrants, { body });
