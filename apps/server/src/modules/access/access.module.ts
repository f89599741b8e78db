import { ROLES_ACCESS } from '@sportello/contracts/backoffice/roles.values';
import type { Module } from '../../module-deps';
import { accessRoutes } from './access.routes';

export const accessModule: Module = {
  name: 'access',
  access: [ROLES_ACCESS],
  register: (app) => accessRoutes(app),
};
