import en from '../locales/en/invitations.json';
import it from '../locales/it/invitations.json';

/**
 * The texts of the invitation pages (the invitee's wizard and the company administrator's page),
 * loaded with those pages, not with the sign-in page.
 */
export const INVITATIONS_CATALOGUES = { it, en } as const;
