import en from '../locales/en/support.json';
import it from '../locales/it/support.json';

/**
 * The support area's texts (tickets, knowledge base; also the product names of invitations),
 * loaded with the pages that show them, not with the sign-in page.
 */
export const SUPPORT_CATALOGUES = { it, en } as const;
