import { getPortalSettings } from '@sportello/contracts/auth/login.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Public settings (GET /api/App/settings): where maintenance and migrated sign-ins are sent. */
export const portalSettingsQuery = queryOptions({
  queryKey: ['app', 'settings'],
  queryFn: ({ signal }) => apiRequest(getPortalSettings, { signal, keepOnNavigation: true }),
  staleTime: 5 * 60_000,
});
