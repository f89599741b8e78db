import type { myCapabilities } from '@sportello/contracts/capabilities/capabilities.contract';
import { CAPABILITIES_ROUTES } from '@sportello/contracts/capabilities/capabilities.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/**
 * The signed-in customer's areas (decision 066), per user and company parent (`sessionKey`); read
 * again by a page opened a minute after the last read, as the back office changes the rules at runtime.
 */
export const myCapabilitiesQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['capabilities', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof myCapabilities>(CAPABILITIES_ROUTES.myCapabilities, { signal }),
    staleTime: 60_000,
  });
