import type { Module } from '../../module-deps';
import { importsRoutes } from './imports.routes';

export const importsModule: Module = {
  name: 'imports',
  register: (app, deps) => importsRoutes(app, deps),
};
