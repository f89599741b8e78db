import { USERS_ACCESS } from '@sportello/contracts/backoffice/users.values';
import type { Module } from '../../module-deps';
import { usersRegistryRoutes } from './users-registry.routes';

/**
 * The back office's users across companies (decision 034), their import (decision 041) and the
 * first admin: beside the identity core, whose users module owns the users, their table and how the
 * audit log names them. The back office's `users` resource guards this area, so it is declared here.
 */
export const usersRegistryModule: Module = {
  name: 'users-registry',
  access: [USERS_ACCESS],
  register: (app, deps) => usersRegistryRoutes(app, deps),
};
