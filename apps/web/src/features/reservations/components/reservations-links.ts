import { paths } from '../../../config/paths';

/** The page's sections, as its `tab` query parameter names them (the first is the default). */
export const TABS = ['book', 'mine', 'demo'] as const;
export type ReservationsTab = (typeof TABS)[number];
export const TAB_PARAM = 'tab';

/** The appointment to show: the mails and the home page link to `/reservations?appointment=<id>`. */
export const APPOINTMENT_PARAM = 'appointment';

export const isTab = (value: string | null): value is ReservationsTab =>
  (TABS as readonly (string | null)[]).includes(value);

/** An appointment among the customer's own: the page opens that section with it in view. */
export const appointmentHref = (id: number): string =>
  `${paths.reservations}?${new URLSearchParams({ [APPOINTMENT_PARAM]: String(id) })}`;
