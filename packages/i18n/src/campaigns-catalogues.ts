import en from '../locales/en/campaigns.json';
import it from '../locales/it/campaigns.json';

/**
 * The customers' campaigns (the home page's card and its forms: the tutor programme, talks
 * events), loaded with the home page, not with the sign-in page.
 */
export const CAMPAIGNS_CATALOGUES = { it, en } as const;
