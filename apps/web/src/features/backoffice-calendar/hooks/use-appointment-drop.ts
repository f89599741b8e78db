import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { RESERVATIONS_KEY, rescheduleCall } from '../api/calendar-calls';
import { instantOfCalendarDate } from './rome-time';

/** An appointment dropped on the calendar: where it landed, and how to put it back. */
export interface AppointmentDrop {
  appointmentId: number;
  /** The new start as FullCalendar hands it (Rome wall time in its UTC fields). */
  start: Date | null;
  /** Puts the event back where it was. */
  revert: () => void;
}

/**
 * What a drop does: the server moves the appointment (same operator; the customer gets the
 * updated calendar file by mail), or refuses (the slot is not free, the cut-off…), and then the
 * event goes back where it was and the refusal is said. Either way the calendar is read again: a
 * refusal may come from someone else's change.
 */
export function useAppointmentDrop() {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  return async ({ appointmentId, start, revert }: AppointmentDrop) => {
    if (!start) return revert();
    try {
      await rescheduleCall(appointmentId, instantOfCalendarDate(start));
      notifications.show({ color: 'green', message: t('backoffice.agenda.moved') });
    } catch (error) {
      revert();
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
    }
    await queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
  };
}
