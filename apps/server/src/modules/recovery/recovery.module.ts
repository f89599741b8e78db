import type { Module } from '../../module-deps';
import { recoveryRoutes } from './recovery.routes';

export const recoveryModule: Module = {
  name: 'recovery',
  register: (app, deps) => recoveryRoutes(app, deps),
};
