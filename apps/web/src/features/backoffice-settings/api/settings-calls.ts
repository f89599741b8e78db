import type {
  getSettings,
  SettingsInput,
  saveSettings,
} from '@sportello/contracts/backoffice/settings.contract';
import { SETTINGS_ROUTES } from '@sportello/contracts/backoffice/settings.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const settingsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'settings'],
  queryFn: ({ signal }) => apiRequest<typeof getSettings>(SETTINGS_ROUTES.getSettings, { signal }),
});

export const saveSettingsCall = (body: SettingsInput) =>
  apiRequest<typeof saveSettings>(SETTINGS_ROUTES.saveSettings, { body });
