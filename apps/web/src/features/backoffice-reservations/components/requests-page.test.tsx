import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import {
  appointmentOf,
  around,
  filterRoute,
  LUCA,
  requestOf,
  route,
  serviceOf,
} from '../testing/reservations-fixtures';
import { RequestsPage } from './requests-page';
import { romeToday } from './rome-time';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PENDING = { Page: 0, Size: 20, Sort: 'CreatedAt', Desc: false, Status: 'pending' };
const LIST = filterRoute('Requests/Filters', PENDING);
const CONFIRM = route('POST', 'Requests/21/Confirm');
const DECLINE = route('POST', 'Requests/21/Decline');

const REQUEST = requestOf({});
const CONFIRMED = requestOf({
  Id: 22,
  Company: { Id: 9, VatCode: '12345678903', Name: 'Studio Bianchi' },
  Status: 'confirmed',
  AppointmentId: 7,
  DecidedBy: 'Anna Verdi',
  DecidedAt: '2026-11-21T09:00:00.000Z',
});
const SERVICES = [
  serviceOf({ Id: 6, Kind: 'consultancy', Name: 'Consulenza contabile' }),
  serviceOf({ Id: 4, Kind: 'demo', Name: 'Demo Paghe' }),
];

const renderQueue = (search = '') =>
  renderPage(
    <RequestsPage />,
    `${paths.backoffice.reservationRequests}${search}`,
    paths.backoffice.reservationRequests,
  );

describe('RequestsPage', { timeout: 20_000 }, () => {
  it('shows the pending requests first, their count in the tab; a viewer decides nothing', async () => {
    const filter = { Page: 0, Size: 20, Sort: 'CreatedAt', Desc: false, Text: 'bianchi', Product: 'payroll' };
    const api = stubApi({
      ...around('viewer', [], 1),
      [LIST]: pageAnswer([REQUEST]),
      [filterRoute('Requests/Filters', filter)]: pageAnswer([CONFIRMED]),
    });
    const first = renderQueue();
    const row = (await screen.findByText('Rossi Impianti S.r.l.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paghe')).toBeTruthy();
    expect(within(row).getByText('15/04/2099, di mattina')).toBeTruthy();
    expect(within(row).getByText('Da gestire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Richieste di demo (1)' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByRole('button', { name: 'Conferma' })).toBeNull();
    expect(api.callsTo(LIST)).toHaveLength(1);
    first.unmount();

    // Every state: the address says `all`; a confirmed request leads to its appointment.
    renderQueue('?status=all&product=payroll&q=bianchi');
    const confirmed = (await screen.findByText('Studio Bianchi')).closest('tr') as HTMLElement;
    expect(within(confirmed).getByText('Confermata')).toBeTruthy();
    expect(within(confirmed).getByRole('link', { name: "Vedi l'appuntamento" }).getAttribute('href')).toBe(
      `${paths.backoffice.reservations}?open=7`,
    );
  });

  it('confirms a request at a free slot of an operator of a demo service', async () => {
    const from = romeToday() > '2099-04-12' ? romeToday() : '2099-04-12';
    const slots = { ServiceId: 4, OperatorId: LUCA.Id, From: from, To: '2099-04-18' };
    const start = appointmentOf({}).Start;
    const api = stubApi({
      ...around('operator', SERVICES, 1),
      [LIST]: [pageAnswer([REQUEST]), pageAnswer([])],
      [filterRoute('Slots', { ServiceId: 4, From: from, To: '2099-04-18' })]: json(200, []),
      [filterRoute('Slots', slots)]: json(200, [
        { Start: start, End: '2099-04-15T09:00:00.000Z', SeatsLeft: 1, Operator: LUCA },
      ]),
      [CONFIRM]: json(200, { ...REQUEST, Status: 'confirmed', AppointmentId: 7 }),
    });
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conferma la richiesta di Rossi Impianti S.r.l.',
    });
    expect(dialog.textContent).toContain(
      'Dimostrazione di Paghe per Mario Rossi. Preferenza: 15/04/2099, di mattina.',
    );
    // The demonstrations come first: the first of them is already chosen.
    expect((within(dialog).getByRole('combobox', { name: /^Servizio/ }) as HTMLInputElement).value).toBe(
      'Demo Paghe',
    );
    expect(await within(dialog).findByText(/Nessun orario libero/)).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Operatore' }));
    await user.click(await screen.findByRole('option', { name: LUCA.Name }));
    await user.click(await within(dialog).findByRole('button', { name: '10:00' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Conferma: 15/04/2099 10:00 con Luca Neri' }),
    );

    await waitFor(() => expect(api.callsTo(CONFIRM)).toHaveLength(1));
    expect(api.callsTo(CONFIRM)[0]?.body).toEqual({ ServiceId: 4, OperatorId: LUCA.Id, Start: start });
    expect(
      await screen.findByText("Richiesta di Rossi Impianti S.r.l. confermata: il cliente riceverà l'invito."),
    ).toBeTruthy();
    expect(await screen.findByText('Nessuna richiesta di dimostrazione da gestire.')).toBeTruthy();
  });

  it('declines a request with a note for the customer', async () => {
    const api = stubApi({
      ...around('operator', SERVICES, 1),
      [LIST]: pageAnswer([REQUEST]),
      [DECLINE]: json(200, { ...REQUEST, Status: 'declined', Note: 'Prodotto non disponibile.' }),
    });
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Rifiuta la richiesta di Rossi Impianti S.r.l.',
    });
    expect(dialog.textContent).toContain('Mario Rossi riceverà una mail con la tua nota.');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Nota per il cliente/ }),
      'Prodotto non disponibile.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));

    await waitFor(() => expect(api.callsTo(DECLINE)).toHaveLength(1));
    expect(api.callsTo(DECLINE)[0]?.body).toEqual({ Reason: 'Prodotto non disponibile.' });
    expect(await screen.findByText('Richiesta di Rossi Impianti S.r.l. rifiutata.')).toBeTruthy();
  });
});
