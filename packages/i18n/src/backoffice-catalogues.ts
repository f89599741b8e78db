import en from '../locales/en/backoffice.json';
import it from '../locales/it/backoffice.json';

/**
 * The back office's texts, apart from the others: the web app loads them with the back-office pages
 * (their own bundle), so that customers never download them.
 */
export const BACKOFFICE_CATALOGUES = { it, en } as const;
