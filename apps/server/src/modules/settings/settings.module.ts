import { SETTINGS_ACCESS } from '@sportello/contracts/backoffice/settings.values';
import type { Module } from '../../module-deps';
import { settingsRoutes } from './settings.routes';

export const settingsModule: Module = {
  name: 'settings',
  access: [SETTINGS_ACCESS],
  register: (app, deps) => settingsRoutes(app, deps),
};
