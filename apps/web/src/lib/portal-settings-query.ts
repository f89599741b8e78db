import { queryOptions } from '@tanstack/react-query';
import { fetchPortalSettings } from './portal-settings';

/**
 * The portal's public settings (lib/portal-settings.ts), read again by a page opened a minute after
 * the last read: the back office changes them at runtime (maintenance, the password length).
 */
export const portalSettingsQuery = queryOptions({
  queryKey: ['app', 'settings'],
  queryFn: ({ signal }) => fetchPortalSettings(signal),
  staleTime: 60_000,
});
