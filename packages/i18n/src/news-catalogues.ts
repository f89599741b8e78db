import en from '../locales/en/news.json';
import it from '../locales/it/news.json';

/**
 * The news pages' texts and those of a campaign mail's unsubscribe page (customers' communications),
 * loaded with those pages, not with the sign-in page.
 */
export const NEWS_CATALOGUES = { it, en } as const;
