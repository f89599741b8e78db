import en from '../locales/en/recovery.json';
import it from '../locales/it/recovery.json';

/**
 * The texts of the recovery pages (reset, retrieve credentials and information; joining the
 * support group from home), loaded with those pages, not with the sign-in page.
 */
export const RECOVERY_CATALOGUES = { it, en } as const;
