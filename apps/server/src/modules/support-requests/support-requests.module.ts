import type { Module } from '../../module-deps';
import { supportRequestsRoutes } from './support-requests.routes';

export const supportRequestsModule: Module = {
  name: 'support-requests',
  register: (app, deps) => supportRequestsRoutes(app, deps),
};
