import { queryOptions } from '@tanstack/react-query';
import { fetchPortalSettings } from './portal-settings';

/** The portal's public settings (lib/portal-settings.ts), read once in a while by the app's pages. */
export const portalSettingsQuery = queryOptions({
  queryKey: ['app', 'settings'],
  queryFn: ({ signal }) => fetchPortalSettings(signal),
  staleTime: 5 * 60_000,
});
