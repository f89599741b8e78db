import type { Module } from '../../module-deps';
import { authRoutes } from './auth.routes';

export const authModule: Module = {
  name: 'auth',
  register: (app, deps) => authRoutes(app, deps),
};
