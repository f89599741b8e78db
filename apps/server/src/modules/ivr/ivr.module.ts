import type { Module } from '../../module-deps';
import { ivrRoutes } from './ivr.routes';

export const ivrModule: Module = {
  name: 'ivr',
  register: (app, deps) => ivrRoutes(app, deps),
};
