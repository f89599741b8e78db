import { SIGN_INS_ACCESS } from '@sportello/contracts/backoffice/sign-ins.values';
import type { Module } from '../../module-deps';
import { authRoutes } from './auth.routes';
import { SIGN_INS_PART } from './sign-in-log.personal-data';
import { signInLogRoutes } from './sign-in-log.routes';

export const authModule: Module = {
  name: 'auth',
  access: [SIGN_INS_ACCESS],
  personalData: [SIGN_INS_PART],
  register: (app, deps) => {
    authRoutes(app, deps);
    signInLogRoutes(app, { database: deps.database, retentionDays: deps.config.signInLogRetentionDays });
  },
};
