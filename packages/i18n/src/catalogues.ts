import { BACKOFFICE_CATALOGUES } from './backoffice-catalogues';
import { EAGER_CATALOGUES } from './eager-catalogues';
import { INVITATIONS_CATALOGUES } from './invitations-catalogues';
import type { LanguageCode } from './languages';
import type { Catalogue } from './translate';

/**
 * Every catalogue, by language and namespace: those the web app loads up front (eager-catalogues.ts)
 * and those it loads with their pages (backoffice-, invitations-catalogues.ts). The web app imports
 * those modules, never this one at run time, so that its bundles keep the split.
 */
export const CATALOGUES = {
  it: {
    ...EAGER_CATALOGUES.it,
    backoffice: BACKOFFICE_CATALOGUES.it,
    invitations: INVITATIONS_CATALOGUES.it,
  },
  en: {
    ...EAGER_CATALOGUES.en,
    backoffice: BACKOFFICE_CATALOGUES.en,
    invitations: INVITATIONS_CATALOGUES.en,
  },
} as const satisfies Record<LanguageCode, Record<string, Catalogue>>;

export type Namespace = keyof (typeof CATALOGUES)['it'];

/** The error namespace alone: what the server needs to fill `Message` in the caller's language. */
export function errorCatalogue(code: LanguageCode): Catalogue {
  return CATALOGUES[code].errors;
}
