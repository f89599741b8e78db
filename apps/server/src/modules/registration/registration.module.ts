import type { Module } from '../../module-deps';
import { registrationRoutes } from './registration.routes';

export const registrationModule: Module = {
  name: 'registration',
  register: (app, deps) => registrationRoutes(app, deps),
};
