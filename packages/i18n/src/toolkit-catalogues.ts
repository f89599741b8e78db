import en from '../locales/en/toolkit.json';
import it from '../locales/it/toolkit.json';

/** The customers' toolkit (downloads by product: tools, manuals, forms, updates), loaded with its page. */
export const TOOLKIT_CATALOGUES = { it, en } as const;
