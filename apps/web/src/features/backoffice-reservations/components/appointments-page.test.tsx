import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { ANNA, appointmentOf, around, filterRoute, route, serviceOf } from '../testing/reservations-fixtures';
import { AppointmentsPage } from './appointments-page';
import { romeDayRange, romeToday } from './rome-time';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const LIST = 'Appointments/Filters';
const FIRST = { Page: 0, Size: 20, Sort: 'Start', Desc: false };
/** The list with the past too (`upcoming=0`): a filter that does not change with today's date. */
const ALL_TIMES = '?upcoming=0';
const BULK = route('POST', 'Appointments/BulkCancel');

const MINE = appointmentOf({});
const OTHERS = appointmentOf({
  Id: 8,
  Company: { Id: 9, VatCode: '12345678903', Name: 'Studio Bianchi' },
  Contact: null,
  CanChange: false,
});
const CANCELLED = appointmentOf({
  Id: 9,
  Company: { Id: 10, VatCode: '02468135799', Name: 'Verdi Consulting S.r.l.' },
  Status: 'cancelled',
});
const LATER = appointmentOf({
  Id: 10,
  Company: { Id: 11, VatCode: '01234567897', Name: 'Neri Trasporti S.p.A.' },
  Start: '2099-04-16T12:00:00.000Z',
  End: '2099-04-16T13:00:00.000Z',
});

const renderList = (search = '') =>
  renderPage(
    <AppointmentsPage />,
    `${paths.backoffice.reservations}${search}`,
    paths.backoffice.reservations,
  );

describe('AppointmentsPage', { timeout: 20_000 }, () => {
  it('lists the appointments in Rome time, from today on by default; says so when none is scheduled', async () => {
    const upcoming = { ...FIRST, ...romeDayRange(romeToday(), '') };
    const api = stubApi({
      ...around('viewer'),
      [filterRoute(LIST, upcoming)]: [pageAnswer([MINE, OTHERS]), pageAnswer([])],
    });
    const first = renderList();
    const row = (
      await screen.findByRole('button', {
        name: "Apri l'appuntamento di Rossi Impianti S.r.l. del 15/04/2099 10:00",
      })
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('15/04/2099 10:00–11:00')).toBeTruthy();
    expect(within(row).getByText('Demo Paghe')).toBeTruthy();
    expect(within(row).getByText('Confermato')).toBeTruthy();
    const others = screen.getByText('Studio Bianchi').closest('tr') as HTMLElement;
    expect(within(others).getByText('Account eliminato')).toBeTruthy();
    // A viewer neither selects nor exports.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
    expect(api.callsTo(filterRoute(LIST, upcoming))).toHaveLength(1);
    first.unmount();

    renderList();
    expect(await screen.findByText('Nessun appuntamento in programma da oggi in poi.')).toBeTruthy();
  });

  it('asks the list for the filters of the address, days as Rome instants, exports the same and pages', async () => {
    const filter = {
      Page: 0,
      Size: 20,
      Sort: 'Company',
      Desc: true,
      Text: 'rossi',
      ServiceId: 4,
      OperatorId: ANNA.Id,
      Status: 'confirmed',
      // Both days in Rome: midnight of the first, midnight after the last (summer time: UTC+2).
      From: '2099-03-31T22:00:00.000Z',
      To: '2099-04-30T22:00:00.000Z',
    };
    const api = stubApi({
      ...around('operator', [serviceOf()]),
      [filterRoute(LIST, filter)]: pageAnswer([MINE], 21, 1),
      [filterRoute(LIST, { ...filter, Page: 1 })]: pageAnswer([LATER], 21, 1),
    });
    const { user } = renderList(
      `?sort=Company&desc=1&q=rossi&service=4&operator=${ANNA.Id}&status=confirmed&from=2099-04-01&to=2099-04-30`,
    );
    expect(await screen.findByText('Rossi Impianti S.r.l.')).toBeTruthy();
    expect(api.callsTo(filterRoute(LIST, filter))).toHaveLength(1);
    const csv = screen.getByRole('link', { name: 'Esporta CSV' }) as HTMLAnchorElement;
    expect(csv.getAttribute('href')).toBe(
      `${filterRoute('Appointments/Export', filter).replace('GET ', '')}?state=true&Encoding=65001`,
    );

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Neri Trasporti S.p.A.')).toBeTruthy();
    expect(api.callsTo(filterRoute(LIST, { ...filter, Page: 1 }))).toHaveLength(1);
  });

  it('cancels the selected appointments with one reason; only those the user may change can be selected', async () => {
    const api = stubApi({
      ...around('operator'),
      [filterRoute(LIST, FIRST)]: [
        pageAnswer([MINE, OTHERS, CANCELLED, LATER]),
        pageAnswer([{ ...MINE, Status: 'cancelled' }, OTHERS, CANCELLED, { ...LATER, Status: 'cancelled' }]),
      ],
      [BULK]: json(200, { Cancelled: 2 }),
    });
    const { user } = renderList(ALL_TIMES);
    await screen.findByText('Rossi Impianti S.r.l.');
    // Another's appointment and a cancelled one offer no box.
    expect(screen.queryByRole('checkbox', { name: 'Seleziona la riga 8' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Seleziona la riga 9' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 7' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 10' }));

    await user.click(screen.getByRole('button', { name: 'Annulla i 2 appuntamenti selezionati' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla appuntamenti' });
    expect(dialog.textContent).toContain('I 2 appuntamenti selezionati saranno annullati');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Motivo per il cliente/ }),
      'Operatore malato',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annulla 2 appuntamenti' }));

    await waitFor(() => expect(api.callsTo(BULK)).toHaveLength(1));
    expect(api.callsTo(BULK)[0]?.body).toEqual({ Ids: [7, 10], Reason: 'Operatore malato' });
    expect(await screen.findByText('2 appuntamenti annullati.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(filterRoute(LIST, FIRST))).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Annulla i/ })).toBeNull();
  });

  it('opens a row in a drawer and moves it to another free slot of the same operator', async () => {
    const day = '2099-04-15';
    const from = romeToday() > day ? romeToday() : day;
    const slots = { ServiceId: 4, OperatorId: ANNA.Id, From: from, To: '2099-04-21' };
    const moved = { ...MINE, Start: '2099-04-16T12:00:00.000Z', End: '2099-04-16T13:00:00.000Z' };
    const api = stubApi({
      ...around('operator'),
      [filterRoute(LIST, FIRST)]: pageAnswer([MINE]),
      [route('GET', 'Appointments/Detail/7')]: [json(200, MINE), json(200, moved)],
      [filterRoute('Slots', slots)]: json(200, [
        { Start: MINE.Start, End: MINE.End, SeatsLeft: 1, Operator: ANNA },
        { Start: '2099-04-16T12:00:00.000Z', End: '2099-04-16T13:00:00.000Z', SeatsLeft: 1, Operator: ANNA },
      ]),
      [route('POST', 'Appointments/7/Reschedule')]: json(200, moved),
    });
    const { user } = renderList(ALL_TIMES);
    await user.click(
      await screen.findByRole('button', {
        name: "Apri l'appuntamento di Rossi Impianti S.r.l. del 15/04/2099 10:00",
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Appuntamento di Rossi Impianti S.r.l.' });
    expect(drawer.textContent).toContain('mario.rossi@rossi-impianti.example');

    await user.click(within(drawer).getByRole('button', { name: 'Sposta' }));
    // The appointment's own time is not offered again.
    const slot = await within(drawer).findByRole('button', { name: '14:00' });
    expect(within(drawer).queryByRole('button', { name: '10:00' })).toBeNull();
    await user.click(slot);
    await user.click(within(drawer).getByRole('button', { name: 'Sposta al 16/04/2099 14:00' }));

    await waitFor(() => expect(api.callsTo(route('POST', 'Appointments/7/Reschedule'))).toHaveLength(1));
    expect(api.callsTo(route('POST', 'Appointments/7/Reschedule'))[0]?.body).toEqual({
      Start: '2099-04-16T12:00:00.000Z',
    });
    expect(await screen.findByText('Appuntamento spostato al 16/04/2099 14:00.')).toBeTruthy();
  });
});
