import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { appointmentOf, freezeNow } from '../testing/reservation-fixtures';
import { NextAppointmentHomeCard } from './next-appointment-home-card';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const MINE = 'GET /api/App/Reservations/Appointments';

const renderCard = () => renderWithProviders(<NextAppointmentHomeCard sessionKey="mario.rossi|" />);

describe('NextAppointmentHomeCard', { timeout: 15_000 }, () => {
  it('shows the next confirmed appointment, in Rome’s time, leading to it', async () => {
    freezeNow();
    stubApi({
      [MINE]: json(200, [
        // Cancelled, though sooner; later; past: none of them is the next one.
        appointmentOf({ Id: 1, Status: 'cancelled', Start: '2027-04-12T12:00:00.000Z' }),
        appointmentOf({ Id: 2, Start: '2027-05-03T07:00:00.000Z', End: '2027-05-03T08:00:00.000Z' }),
        appointmentOf({ Id: 41, Place: 'on_site', PlaceDetail: 'Via Roma 1, Milano' }),
        appointmentOf({ Id: 3, Start: '2027-03-01T07:00:00.000Z', End: '2027-03-01T08:00:00.000Z' }),
      ]),
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Prossimo appuntamento' });
    expect(await within(card).findByText('martedì 13/04/2027, dalle 09:30 alle 10:30')).toBeTruthy();
    expect(within(card).getByText('Consulenza paghe')).toBeTruthy();
    expect(within(card).getByText('In sede: Via Roma 1, Milano')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Tutti i miei appuntamenti' }).getAttribute('href')).toBe(
      '/reservations?appointment=41',
    );
  });

  it('says when none is coming, with the way to book', async () => {
    freezeNow();
    stubApi({ [MINE]: json(200, [appointmentOf({ Status: 'cancelled' })]) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Prossimo appuntamento' });
    expect(await within(card).findByText('Nessun appuntamento in programma.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Prenota' }).getAttribute('href')).toBe('/reservations');
  });
});
