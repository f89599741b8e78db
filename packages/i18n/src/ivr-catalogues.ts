import en from '../locales/en/ivr.json';
import it from '../locales/it/ivr.json';

/**
 * The IVR credentials panel's texts (profile page), loaded with that page, not with the sign-in page.
 */
export const IVR_CATALOGUES = { it, en } as const;
