import type { getPortalSettings } from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Public settings (GET /api/App/settings): where maintenance and migrated sign-ins are sent. */
export const portalSettingsQuery = queryOptions({
  queryKey: ['app', 'settings'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getPortalSettings>(LOGIN_ROUTES.getPortalSettings, { signal, keepOnNavigation: true }),
  staleTime: 5 * 60_000,
});
