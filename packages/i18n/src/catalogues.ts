import { BACKOFFICE_CATALOGUES } from './backoffice-catalogues';
import { CAMPAIGNS_CATALOGUES } from './campaigns-catalogues';
import { CRM_CATALOGUES } from './crm-catalogues';
import { EAGER_CATALOGUES } from './eager-catalogues';
import { HOME_CATALOGUES } from './home-catalogues';
import { IBAN_CATALOGUES } from './iban-catalogues';
import { INVITATIONS_CATALOGUES } from './invitations-catalogues';
import { IVR_CATALOGUES } from './ivr-catalogues';
import type { LanguageCode } from './languages';
import { NEWS_CATALOGUES } from './news-catalogues';
import { PARTNERS_CATALOGUES } from './partners-catalogues';
import { PAY_SERVICES_CATALOGUES } from './pay-services-catalogues';
import { RECOVERY_CATALOGUES } from './recovery-catalogues';
import { REGISTRATION_CATALOGUES } from './registration-catalogues';
import { RESERVATIONS_CATALOGUES } from './reservations-catalogues';
import { SECURITY_CATALOGUES } from './security-catalogues';
import { SUPPORT_CATALOGUES } from './support-catalogues';
import { TOOLKIT_CATALOGUES } from './toolkit-catalogues';
import type { Catalogue } from './translate';

/**
 * Every catalogue, by language and namespace: those the web app loads up front (eager-catalogues.ts)
 * and those it loads with their pages (the other `*-catalogues.ts`). The web app imports
 * those modules, never this one at run time, so that its bundles keep the split.
 */
export const CATALOGUES = {
  it: {
    ...EAGER_CATALOGUES.it,
    backoffice: BACKOFFICE_CATALOGUES.it,
    campaigns: CAMPAIGNS_CATALOGUES.it,
    crm: CRM_CATALOGUES.it,
    home: HOME_CATALOGUES.it,
    iban: IBAN_CATALOGUES.it,
    invitations: INVITATIONS_CATALOGUES.it,
    ivr: IVR_CATALOGUES.it,
    news: NEWS_CATALOGUES.it,
    partners: PARTNERS_CATALOGUES.it,
    'pay-services': PAY_SERVICES_CATALOGUES.it,
    recovery: RECOVERY_CATALOGUES.it,
    registration: REGISTRATION_CATALOGUES.it,
    reservations: RESERVATIONS_CATALOGUES.it,
    security: SECURITY_CATALOGUES.it,
    support: SUPPORT_CATALOGUES.it,
    toolkit: TOOLKIT_CATALOGUES.it,
  },
  en: {
    ...EAGER_CATALOGUES.en,
    backoffice: BACKOFFICE_CATALOGUES.en,
    campaigns: CAMPAIGNS_CATALOGUES.en,
    crm: CRM_CATALOGUES.en,
    home: HOME_CATALOGUES.en,
    iban: IBAN_CATALOGUES.en,
    invitations: INVITATIONS_CATALOGUES.en,
    ivr: IVR_CATALOGUES.en,
    news: NEWS_CATALOGUES.en,
    partners: PARTNERS_CATALOGUES.en,
    'pay-services': PAY_SERVICES_CATALOGUES.en,
    recovery: RECOVERY_CATALOGUES.en,
    registration: REGISTRATION_CATALOGUES.en,
    reservations: RESERVATIONS_CATALOGUES.en,
    security: SECURITY_CATALOGUES.en,
    support: SUPPORT_CATALOGUES.en,
    toolkit: TOOLKIT_CATALOGUES.en,
  },
} as const satisfies Record<LanguageCode, Record<string, Catalogue>>;

export type Namespace = keyof (typeof CATALOGUES)['it'];

/** The error namespace alone: what the server needs to fill `Message` in the caller's language. */
export function errorCatalogue(code: LanguageCode): Catalogue {
  return CATALOGUES[code].errors;
}
