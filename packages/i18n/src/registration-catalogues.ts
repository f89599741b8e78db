import en from '../locales/en/registration.json';
import it from '../locales/it/registration.json';

/**
 * The registration wizard's texts (also the person-data and privacy fields of the invitation
 * wizard), loaded with those pages, not with the sign-in page.
 */
export const REGISTRATION_CATALOGUES = { it, en } as const;
