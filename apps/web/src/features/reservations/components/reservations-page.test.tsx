import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { appointmentOf, freezeNow } from '../testing/reservation-fixtures';
import { ReservationsPage } from './reservations-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reservations page', { timeout: 15_000 }, () => {
  it('opens the appointments with the one a mail links to in view', async () => {
    freezeNow();
    const api = stubApi({
      'GET /api/App/Reservations/Appointments': json(200, [
        appointmentOf(),
        appointmentOf({ Id: 42, Service: { Id: 9, Name: 'Corso base', Kind: 'course' } }),
      ]),
    });
    renderWithProviders(<ReservationsPage sessionKey="mario.rossi|" />, {
      route: '/reservations?appointment=42',
    });
    expect(screen.getByRole('tab', { name: 'I miei appuntamenti' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const item = await screen.findByRole('listitem', { name: 'Corso base' });
    expect(item.getAttribute('aria-current')).toBe('true');
    // The other sections ask for nothing until opened.
    expect(api.callsTo('GET /api/App/Reservations/Services')).toHaveLength(0);
  });

  it('opens on booking, and on a section by its tab', async () => {
    stubApi({
      'GET /api/App/Reservations/Services': json(200, []),
      'GET /api/App/Test/Appointment': json(200, []),
    });
    const { user } = renderWithProviders(<ReservationsPage sessionKey="mario.rossi|" />, {
      route: '/reservations',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeTruthy();
    expect(
      await screen.findByText('Al momento non ci sono servizi che la tua azienda può prenotare.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Richiedi una demo' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Non hai ancora chiesto dimostrazioni.')).toBeTruthy();
  });
});
