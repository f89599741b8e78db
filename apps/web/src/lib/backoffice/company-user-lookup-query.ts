import type { listUsers } from '@sportello/contracts/backoffice/users.contract';
import { USERS_ROUTES } from '@sportello/contracts/backoffice/users.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../api-client';
import { PER_USER } from '../per-user-query';

/**
 * The first users of one company whose name, user name or e-mail matches what was typed (all of them,
 * by surname, while nothing is typed): the choices of a company's person picker (a subscription's
 * subscriber). Under the users' query key, so that a user saved in the registry is found as saved.
 */
export const companyUserLookupQuery = (companyId: number | null, text: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'users', 'lookup', companyId, text],
    queryFn: ({ signal }) =>
      apiRequest<typeof listUsers>(USERS_ROUTES.listUsers, {
        params: {
          filter: filterSegment({
            Page: 0,
            Size: 20,
            Sort: 'LastName',
            Desc: false,
            CompanyId: companyId ?? undefined,
            ...(text.trim() && { Text: text.trim() }),
          }),
        },
        signal,
      }),
    enabled: companyId !== null,
    staleTime: 30_000,
  });
