import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { ANNA, around, filterRoute, route, serviceOf } from '../testing/reservations-fixtures';
import { ServicesPage } from './services-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'Name', Desc: false };
const LIST = filterRoute('Services/Filters', FIRST);
const SAVE = route('POST', 'Services/Save');
const DELETE = route('DELETE', 'Services/Delete/4');

const DEMO = serviceOf({ PriceCents: 123450, Upcoming: 3 });
const COURSE = serviceOf({ Id: 5, Kind: 'course', Name: 'Corso Fatturazione', Seats: 12, Enabled: false });

/** The form's pickers: the plans and the tags. */
const PICKERS = {
  'GET /api/Helpdesk/Plans': json(200, []),
  'GET /api/Tag/Options': json(200, []),
};

const renderList = (search = '') =>
  renderPage(
    <ServicesPage />,
    `${paths.backoffice.reservationServices}${search}`,
    paths.backoffice.reservationServices,
  );

describe('ServicesPage', { timeout: 20_000 }, () => {
  it('lists the services with price in euro and upcoming appointments; an operator changes nothing', async () => {
    const api = stubApi({
      ...around('operator', [], 2),
      ...PICKERS,
      [filterRoute('Services/Filters', { ...FIRST, Kind: 'demo', Enabled: true })]: pageAnswer([DEMO]),
      [LIST]: pageAnswer([DEMO, COURSE]),
    });
    const first = renderList('?kind=demo&enabled=1');
    const row = (await screen.findByRole('button', { name: 'Apri il servizio Demo Paghe' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('1.234,50 €')).toBeTruthy();
    expect(within(row).getByText('60 min')).toBeTruthy();
    expect(within(row).getByText('+ 15 min di pausa')).toBeTruthy();
    expect(within(row).getByText('Anna Verdi, Luca Neri')).toBeTruthy();
    const upcoming = within(row).getByRole('link', {
      name: '3 appuntamenti in programma',
    }) as HTMLAnchorElement;
    expect(upcoming.getAttribute('href')).toBe(`${paths.backoffice.reservations}?service=4`);
    // The tabs say how many demo requests wait.
    expect(screen.getByRole('link', { name: 'Richieste di demo (2)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuovo servizio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
    first.unmount();

    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Apri il servizio Corso Fatturazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Servizio Corso Fatturazione' });
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ }).closest('fieldset')?.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('creates a service: field errors next to their fields, the price sent in cents', async () => {
    const saved = serviceOf({ Id: 12, Name: 'Installazione in sede', Kind: 'consultancy' });
    const api = stubApi({
      ...around('admin'),
      ...PICKERS,
      [LIST]: pageAnswer([DEMO]),
      [SAVE]: [
        json(400, {
          ErrorCode: 101,
          ErrorMessage: 'ERROR_FIELD_TOO_LONG 300',
          Message: 'x',
          Fields: [{ Field: 'PlaceDetail', ErrorMessage: 'ERROR_FIELD_TOO_LONG 300', Message: 'x' }],
        }),
        json(200, saved),
      ],
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Nuovo servizio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo servizio' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    const duration = within(dialog).getByRole('textbox', { name: /^Durata/ });
    const price = within(dialog).getByRole('textbox', { name: /^Prezzo/ });

    await user.clear(duration);
    await fill(user, duration, '500');
    await fill(user, price, '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(name)).toBe('Campo obbligatorio.');
    expect(fieldErrorOf(duration)).toBe("Valore fuori dall'intervallo consentito: 5-480");
    expect(fieldErrorOf(price)).toBe('Formato non valido.');
    expect(fieldErrorOf(within(dialog).getByRole('combobox', { name: /^Operatori/ }))).toBe(
      'Campo obbligatorio.',
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, name, 'Installazione in sede');
    await user.clear(duration);
    await fill(user, duration, '90');
    await user.clear(price);
    await fill(user, price, '1.234,50');
    await user.click(within(dialog).getByRole('combobox', { name: /^Operatori/ }));
    await user.click(await screen.findByRole('option', { name: ANNA.Name }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      Id: 0,
      Kind: 'consultancy',
      Name: 'Installazione in sede',
      Description: '',
      DurationMinutes: 90,
      BufferMinutes: 0,
      Seats: 1,
      Place: 'video',
      PlaceDetail: '',
      LeadHours: 24,
      CancelHours: 24,
      PriceCents: 123450,
      OperatorIds: [ANNA.Id],
      Products: [],
      PlanIds: [],
      TagIds: [],
      Enabled: true,
    });
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Dettagli del luogo/ }))).toBe(
        'Testo troppo lungo. Lunghezza massima: 300',
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Servizio Installazione in sede salvato.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a service with appointments was switched off instead of deleted, and reads the list again', async () => {
    const api = stubApi({
      ...around('admin'),
      [LIST]: [pageAnswer([DEMO]), pageAnswer([{ ...DEMO, Enabled: false }])],
      [DELETE]: apiError(409, 896, 'ERROR_SERVICE_HAS_APPOINTMENTS'),
    });
    const { user } = renderList();
    const row = (await screen.findByText('Demo Paghe')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Eliminare il servizio Demo Paghe?');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));

    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect(
      await screen.findByText(
        'Demo Paghe ha degli appuntamenti, quindi non è stato eliminato: è stato disattivato e non è più offerto ai clienti.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(
      await within(screen.getByText('Demo Paghe').closest('tr') as HTMLElement).findByText('Spento'),
    ).toBeTruthy();
  });
});
