import en from '../locales/en/crm.json';
import it from '../locales/it/crm.json';

/**
 * The staff's home-page card of the CRM (their upcoming activities), loaded with the home page; the
 * back office's CRM texts are in `backoffice/crm.json`, loaded with the back office only.
 */
export const CRM_CATALOGUES = { it, en } as const;
