import type { Module } from '../../module-deps';
import { invitationsRoutes } from './invitations.routes';

export const invitationsModule: Module = {
  name: 'invitations',
  register: (app, deps) => invitationsRoutes(app, deps),
};
