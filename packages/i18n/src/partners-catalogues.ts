import en from '../locales/en/partners.json';
import it from '../locales/it/partners.json';

/**
 * The texts of a signed-in user's own links to partner applications (decision 080), the profile's
 * section. Loaded with the profile page, not with the sign-in page.
 */
export const PARTNERS_CATALOGUES = { it, en } as const;
