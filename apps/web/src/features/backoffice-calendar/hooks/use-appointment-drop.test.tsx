import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { appointmentOf } from '../testing/calendar-fixtures';
import { type AppointmentDrop, useAppointmentDrop } from './use-appointment-drop';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const RESCHEDULE = 'POST /api/BackOffice/Reservations/Appointments/41/Reschedule';

/** The page's drop handler, as FullCalendar's eventDrop calls it. */
function renderDrop() {
  let drop: ((moved: AppointmentDrop) => Promise<void>) | undefined;
  function Probe() {
    drop = useAppointmentDrop();
    return null;
  }
  renderWithProviders(
    <>
      <Notifications />
      <Probe />
    </>,
  );
  return (moved: AppointmentDrop) => drop!(moved);
}

// FullCalendar runs in UTC on Rome wall times: a drop at 15:30 on its grid hands back 15:30 UTC.
const droppedAt = new Date('2027-03-12T15:30:00.000Z');

describe('dropping an appointment', { timeout: 20_000 }, () => {
  it('moves it to the Rome time it was dropped on, with the same operator, and says the customer is told', async () => {
    const api = stubApi({
      [RESCHEDULE]: json(200, appointmentOf({ Start: '2027-03-12T14:30:00.000Z' })),
    });
    const drop = renderDrop();
    const revert = vi.fn();
    await drop({ appointmentId: 41, start: droppedAt, revert });
    expect(api.callsTo(RESCHEDULE)[0]?.body).toEqual({ Start: '2027-03-12T14:30:00.000Z' });
    expect(
      await screen.findByText(
        'Appuntamento spostato: il cliente riceve una mail con il calendario aggiornato.',
      ),
    ).toBeTruthy();
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts it back and says why when the server refuses the time', async () => {
    stubApi({
      [RESCHEDULE]: apiError(409, 892, 'ERROR_SLOT_UNAVAILABLE'),
    });
    const drop = renderDrop();
    const revert = vi.fn();
    await drop({ appointmentId: 41, start: droppedAt, revert });
    expect(revert).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Questo orario non è disponibile: scegline un altro tra quelli liberi.'),
    ).toBeTruthy();
  });

  it('puts it back without asking when FullCalendar gives no start', async () => {
    const api = stubApi({});
    const drop = renderDrop();
    const revert = vi.fn();
    await drop({ appointmentId: 41, start: null, revert });
    expect(revert).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo(RESCHEDULE)).toHaveLength(0));
  });
});
