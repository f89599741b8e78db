import type { getAvailabilities } from '@sportello/contracts/registration/disclaimers.contract';
import { DISCLAIMERS_ROUTES } from '@sportello/contracts/registration/disclaimers.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The hours a user may give as contact availability (GET /api/App/availabilities): registration, invitation, profile. */
export const availabilitiesQuery = queryOptions({
  queryKey: ['availabilities'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getAvailabilities>(DISCLAIMERS_ROUTES.getAvailabilities, {
      signal,
      keepOnNavigation: true,
    }),
  staleTime: 5 * 60_000,
});
