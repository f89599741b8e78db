import type { Module } from '../../module-deps';
import { languagesRoutes } from './languages.routes';

export const languagesModule: Module = {
  name: 'languages',
  register: (app) => languagesRoutes(app),
};
