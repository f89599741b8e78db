import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { testRequestOf } from '../testing/reservation-fixtures';
import { DemoPanel } from './demo-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const REQUESTS = 'GET /api/App/Test/Appointment';
const REQUEST = 'POST /api/App/Test/Appointment';

const renderPanel = (options: { languageId?: 1 | 2 } = {}) => {
  const onShowAppointment = vi.fn();
  const view = renderWithProviders(
    <DemoPanel sessionKey="mario.rossi|" onShowAppointment={onShowAppointment} />,
    options,
  );
  return { ...view, onShowAppointment };
};

describe('asking for a product demonstration', { timeout: 20_000 }, () => {
  it('asks for the product before sending, next to its field', async () => {
    const api = stubApi({ [REQUESTS]: json(200, []) });
    const { user } = renderPanel();
    await fill(user, screen.getByRole('textbox', { name: 'Telefono' }), '12');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Prodotto/ }))).toBe('Campo obbligatorio.');
    expect(fieldErrorOf(screen.getByRole('textbox', { name: 'Telefono' }))).toMatch(
      /^Numero di telefono non valido/,
    );
    expect(api.callsTo(REQUEST)).toHaveLength(0);
  });

  it('sends the request and lists it; the server’s refusals go next to their fields, in the user’s language', async () => {
    const sent = testRequestOf({ Id: 5, Product: 'invoicing', PreferredDate: null, PreferredTime: '' });
    const api = stubApi({
      [REQUESTS]: [json(200, []), json(200, [sent])],
      [REQUEST]: [
        json(400, {
          ErrorCode: 101,
          ErrorMessage: 'ERROR_BAD_PHONE',
          Message: 'x',
          Fields: [{ Field: 'Phone', ErrorMessage: 'ERROR_BAD_PHONE', Message: 'x' }],
        }),
        apiError(409, 898, 'ERROR_TEST_REQUEST_OPEN', 'x'),
        json(200, sent),
      ],
    });
    const { user } = renderPanel({ languageId: 2 });
    expect(await screen.findByText('You have not asked for a demonstration yet.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /^Product/ }));
    await user.click(await screen.findByRole('option', { name: 'E-invoicing' }));
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '0212345678');
    await fill(user, screen.getByRole('textbox', { name: 'Preferred time' }), 'after 3 pm');
    const send = screen.getByRole('button', { name: 'Send the request' });

    await user.click(send);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(fieldErrorOf(phone)).toMatch(/^Invalid phone number/));
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    await user.click(send);
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Product/ }))).toBe(
        'You already have a demonstration request waiting for this product.',
      ),
    );

    await user.click(send);
    await waitFor(() => expect(api.callsTo(REQUEST)).toHaveLength(3));
    expect(api.callsTo(REQUEST)[2]?.body).toEqual({
      Product: 'invoicing',
      PreferredDate: null,
      PreferredTime: 'after 3 pm',
      Phone: '0212345678',
      Notes: '',
    });
    const mine = await screen.findByRole('region', { name: 'Your requests' });
    const item = await within(mine).findByRole('listitem', { name: 'E-invoicing' });
    expect(within(item).getByText('Pending')).toBeTruthy();
  });

  it('shows where each request stands, the vendor’s note when declined, and the appointment when confirmed', async () => {
    stubApi({
      [REQUESTS]: json(200, [
        testRequestOf({ Id: 3, Status: 'confirmed', AppointmentId: 41 }),
        testRequestOf({
          Id: 2,
          Product: 'accounting',
          Status: 'declined',
          Note: 'Prodotto non più in vendita.',
        }),
      ]),
    });
    const { user, onShowAppointment } = renderPanel();
    const mine = await screen.findByRole('region', { name: 'Le tue richieste' });
    const confirmed = await within(mine).findByRole('listitem', { name: 'Paghe' });
    expect(within(confirmed).getByText('Confermata')).toBeTruthy();
    expect(confirmed.textContent).toContain('Preferenza: 20/04/2027, la mattina');
    await user.click(within(confirmed).getByRole('button', { name: "Vedi l'appuntamento" }));
    expect(onShowAppointment).toHaveBeenCalledWith(41);
    const declined = within(mine).getByRole('listitem', { name: 'Contabilità' });
    expect(within(declined).getByText('Rifiutata')).toBeTruthy();
    expect(declined.textContent).toContain('Nota del fornitore: Prodotto non più in vendita.');
  });
});
