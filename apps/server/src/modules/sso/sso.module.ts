import { IDENTITIES_ACCESS } from '@sportello/contracts/backoffice/identities.values';
import type { Module } from '../../module-deps';
import { identitiesRoutes } from './identities.routes';
import { ssoRoutes } from './sso.routes';

export const ssoModule: Module = {
  name: 'sso',
  access: [IDENTITIES_ACCESS],
  register(app, deps) {
    ssoRoutes(app, deps);
    identitiesRoutes(app);
  },
};
