import type { getMyPermissions } from '@sportello/contracts/backoffice/access.contract';
import { ACCESS_ROUTES } from '@sportello/contracts/backoffice/access.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { PER_USER } from '../per-user-query';

/**
 * The signed-in user's back-office permissions (decision 015): the frame builds its menu from them
 * and every area's pages ask them what to offer (`usePermissions`).
 */
export const permissionsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'permissions'],
  queryFn: ({ signal }) => apiRequest<typeof getMyPermissions>(ACCESS_ROUTES.getMyPermissions, { signal }),
  staleTime: 60_000,
  retry: false,
});
