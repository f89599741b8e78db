import { SIGN_INS_ACCESS } from '@sportello/contracts/backoffice/sign-ins.values';
import type { Module } from '../../module-deps';
import { authRoutes } from './auth.routes';
import { signInLogRoutes } from './sign-in-log.routes';

export const authModule: Module = {
  name: 'auth',
  access: [SIGN_INS_ACCESS],
  register: (app, deps) => {
    authRoutes(app, deps);
    signInLogRoutes(app, { database: deps.database, retentionDays: deps.config.signInLogRetentionDays });
  },
};
