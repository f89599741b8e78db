import type { getPortalSettings } from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { apiRequest } from './api-client';

/** Public settings (GET /api/App/settings): where maintenance and migrated sign-ins are sent. */
export function fetchPortalSettings(signal?: AbortSignal) {
  return apiRequest<typeof getPortalSettings>(LOGIN_ROUTES.getPortalSettings, {
    signal,
    keepOnNavigation: true,
  });
}
