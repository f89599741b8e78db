import type { Module } from '../../module-deps';
import { savedViewsRoutes } from './saved-views.routes';

/** A back-office person's own views of the lists (#41), kept with their account. */
export const savedViewsModule: Module = {
  name: 'saved-views',
  register: (app) => savedViewsRoutes(app),
};
