import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { appointmentOf, freezeNow, serviceOf, slotOf } from '../testing/reservation-fixtures';
import { MyAppointments } from './my-appointments';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const MINE = 'GET /api/App/Reservations/Appointments';

// Changeable: Tuesday 13 April 09:30, before its cut-off.
const OPEN = appointmentOf();
// Past its cut-off (Monday 12 at 09:30 in Rome), still to come: Tuesday 13 at 15:00.
const LOCKED = appointmentOf({
  Id: 42,
  Service: { Id: 9, Name: 'Installazione in sede', Kind: 'installation' },
  Start: '2027-04-13T13:00:00.000Z',
  End: '2027-04-13T15:00:00.000Z',
  Place: 'on_site',
  PlaceDetail: 'Via Roma 1, Milano',
  CanChange: false,
  ChangeUntil: '2027-04-12T07:30:00.000Z',
});
const CANCELLED = appointmentOf({
  Id: 43,
  Service: { Id: 7, Name: 'Consulenza fiscale', Kind: 'consultancy' },
  Status: 'cancelled',
  CanChange: false,
});
const PAST = appointmentOf({
  Id: 44,
  Service: { Id: 7, Name: 'Consulenza di marzo', Kind: 'consultancy' },
  Start: '2027-03-02T09:00:00.000Z',
  End: '2027-03-02T10:00:00.000Z',
  CanChange: false,
});

const renderList = (highlighted?: number) =>
  renderWithProviders(
    <MyAppointments sessionKey="mario.rossi|" highlighted={highlighted} onBook={() => {}} />,
  );

describe('my appointments', { timeout: 20_000 }, () => {
  it('offers to move or cancel only what CanChange allows, and says why the others cannot', async () => {
    freezeNow();
    stubApi({ [MINE]: json(200, [OPEN, LOCKED, CANCELLED, PAST]) });
    renderList(42);
    const upcoming = await screen.findByRole('region', { name: 'In programma' });
    const open = within(upcoming).getByRole('listitem', { name: 'Consulenza paghe' });
    expect(open.textContent).toContain('martedì 13/04/2027, dalle 09:30 alle 10:30');
    expect(open.textContent).toContain('Con Laura Bianchi · Prenotato da Mario Rossi');
    expect(within(open).getByText('Confermato')).toBeTruthy();
    expect(within(open).getByRole('button', { name: /^Sposta: Consulenza paghe/ })).toBeTruthy();
    expect(within(open).getByRole('button', { name: /^Annulla: Consulenza paghe/ })).toBeTruthy();

    const locked = within(upcoming).getByRole('listitem', { name: 'Installazione in sede' });
    expect(locked.textContent).toContain('In sede: Via Roma 1, Milano');
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(locked.textContent).toContain(
      'Non si può più spostare né annullare online: era possibile fino a lunedì 12/04/2027 09:30.',
    );
    // The one a link asked for.
    expect(locked.getAttribute('aria-current')).toBe('true');
    expect(open.getAttribute('aria-current')).toBeNull();

    const others = screen.getByRole('region', { name: 'Passati e annullati' });
    const cancelled = within(others).getByRole('listitem', { name: 'Consulenza fiscale' });
    expect(within(cancelled).getByText('Annullato')).toBeTruthy();
    // Cancelled or past: nothing to change, nothing to explain.
    for (const item of within(others).getAllByRole('listitem')) {
      expect(within(item).queryByRole('button')).toBeNull();
      expect(item.textContent).not.toContain('Non si può più');
    }
  });

  it('cancels after a red confirmation, and reads the list again', async () => {
    freezeNow();
    const api = stubApi({
      [MINE]: [json(200, [OPEN]), json(200, [{ ...OPEN, Status: 'cancelled', CanChange: false }])],
      'POST /api/App/Reservations/Appointments/41/Cancel': json(200, { ...OPEN, Status: 'cancelled' }),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: /^Annulla: Consulenza paghe/ }));
    const confirm = await screen.findByRole('dialog', { name: "Annullare l'appuntamento?" });
    expect(confirm.textContent).toContain('«Consulenza paghe» di martedì 13/04/2027, dalle 09:30 alle 10:30');
    await user.click(within(confirm).getByRole('button', { name: "Annulla l'appuntamento" }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/App/Reservations/Appointments/41/Cancel')).toHaveLength(1),
    );
    await waitFor(() => expect(api.callsTo(MINE)).toHaveLength(2));
    const others = await screen.findByRole('region', { name: 'Passati e annullati' });
    expect(within(others).getByText('Annullato')).toBeTruthy();
  });

  it('moves an appointment to another free slot of its service', async () => {
    freezeNow();
    const moved = { ...OPEN, Start: '2027-04-15T12:00:00.000Z', End: '2027-04-15T13:00:00.000Z' };
    const api = stubApi({
      [MINE]: [json(200, [OPEN]), json(200, [moved])],
      'GET /api/App/Reservations/Services': json(200, [serviceOf()]),
      'GET /api/App/Reservations/Slots/7': json(200, [slotOf('2027-04-15T12:00:00.000Z')]),
      'POST /api/App/Reservations/Appointments/41/Reschedule': [
        apiError(409, 893, 'ERROR_SLOT_TAKEN', 'x'),
        json(200, moved),
      ],
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: /^Sposta: Consulenza paghe/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sposta: Consulenza paghe' });
    const move = within(dialog).getByRole('button', { name: 'Sposta a questo orario' });
    expect(move.hasAttribute('disabled')).toBe(true);
    const times = await within(dialog).findByRole('group', { name: 'Orari liberi di giovedì 15/04/2027' });
    await user.click(within(times).getByRole('button', { name: '14:00' }));
    expect(dialog.textContent).toContain('Nuovo orario: giovedì 15/04/2027, dalle 14:00 alle 15:00');

    // Taken meanwhile: said in the dialog, and picked again.
    await user.click(move);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('scegline un altro');
    await user.click(within(times).getByRole('button', { name: '14:00' }));
    await user.click(move);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = api.callsTo('POST /api/App/Reservations/Appointments/41/Reschedule');
    expect(calls.map((call) => call.body)).toEqual([
      { Start: '2027-04-15T12:00:00.000Z' },
      { Start: '2027-04-15T12:00:00.000Z' },
    ]);
    expect(await screen.findByText('giovedì 15/04/2027, dalle 14:00 alle 15:00')).toBeTruthy();
  });

  it('says when there is none, with the way to book one', async () => {
    stubApi({ [MINE]: json(200, []) });
    const onBook = vi.fn();
    const { user } = renderWithProviders(<MyAppointments sessionKey="mario.rossi|" onBook={onBook} />);
    expect(await screen.findByText('Non hai appuntamenti.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prenota un servizio' }));
    expect(onBook).toHaveBeenCalledTimes(1);
  });
});
