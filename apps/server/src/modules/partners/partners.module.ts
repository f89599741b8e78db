import { PARTNERS_ACCESS } from '@sportello/contracts/backoffice/partners.values';
import type { Module } from '../../module-deps';
import { PARTNER_LABELS } from './partners.audit-labels';
import { PARTNER_LINKS_PART } from './partners.personal-data';
import { partnersRoutes } from './partners.routes';

/**
 * Partner applications (the spec's `vlc` area, decision 080): OAuth 2.0 client credentials, their
 * links to portal users proven by a mailed code, the lookups by the partner's key, the back office's
 * registry and the user's own list of links.
 */
export const partnersModule: Module = {
  name: 'partners',
  access: [PARTNERS_ACCESS],
  auditLabels: [PARTNER_LABELS],
  personalData: [PARTNER_LINKS_PART],
  register: (app, deps) =>
    partnersRoutes(app, {
      publicUrl: deps.config.publicUrl,
      tokenRateLimit: deps.config.loginRateLimit,
      redis: deps.redis,
    }),
};
