import type { Module } from '../../module-deps';
import { popupsRoutes } from './popups.routes';

export const popupsModule: Module = {
  name: 'popups',
  register: (app) => popupsRoutes(app),
};
