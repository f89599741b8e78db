import type { MyAppointment } from '@sportello/contracts/reservations/reservations.contract';

/** Still to come: confirmed and not over yet (the server sends these first, in time order). */
export const isUpcoming = (appointment: MyAppointment, now: number): boolean =>
  appointment.Status === 'confirmed' && Date.parse(appointment.End) > now;
