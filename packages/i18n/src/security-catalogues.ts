import en from '../locales/en/security.json';
import it from '../locales/it/security.json';

/**
 * The texts of the account's security (two-step verification, decision 078): the sign-in's second
 * step, the profile's panel, the company administrators' switch and the confirmation that sensitive
 * actions ask for. Loaded with the pages that show them, not with the sign-in page.
 */
export const SECURITY_CATALOGUES = { it, en } as const;
