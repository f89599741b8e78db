import en from '../locales/en/reservations.json';
import it from '../locales/it/reservations.json';

/**
 * The customers' reservations (their page: booking, their appointments, a product demo; and the
 * home page's next-appointment card), loaded with those pages, not with the sign-in page.
 */
export const RESERVATIONS_CATALOGUES = { it, en } as const;
