import type { Action, Resource } from '@sportello/contracts/backoffice/access.contract';
import { useQuery } from '@tanstack/react-query';
import { permissionsQuery } from './permissions-query';

/** The signed-in user's back-office permissions; `can` answers false until they are known. */
export function usePermissions() {
  const query = useQuery(permissionsQuery);
  const can = (resource: Resource, action: Action) =>
    query.data?.Permissions.some((p) => p.Resource === resource && p.Action === action) ?? false;
  return { ...query, can };
}
