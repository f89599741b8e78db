import en from '../locales/en/home.json';
import it from '../locales/it/home.json';

/**
 * The signed-in home page's own texts (the cards of the features keep theirs in their namespaces),
 * loaded with that page, not with the sign-in page.
 */
export const HOME_CATALOGUES = { it, en } as const;
