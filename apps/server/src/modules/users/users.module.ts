import type { Module } from '../../module-deps';
import { USER_LABELS } from './users.audit-labels';
import { usersRoutes } from './users.routes';
import { PROFILE_PART } from './users-personal-data.repository';

export const usersModule: Module = {
  name: 'users',
  auditLabels: [USER_LABELS],
  personalData: [PROFILE_PART],
  register: (app) => usersRoutes(app),
};
