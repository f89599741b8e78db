import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import {
  pageAnswer,
  permissionsAnswer,
  permissionsLoaded,
  renderPage,
} from '../../../testing/backoffice-fixtures';
import { DASHBOARD, FIRST_PAGE, OPERATORS, queueRoute, queueTicketOf } from '../testing/helpdesk-fixtures';
import { HelpdeskQueuePage } from './helpdesk-queue-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const ROWS = [
  queueTicketOf(),
  queueTicketOf({
    Id: '7f1c2d3e-4a5b-4c6d-8e7f-901234567891',
    TicketCode: 'SR-000124',
    Subject: 'Fattura scartata dallo SdI',
    State: 'in_progress',
    Handler: { Id: '11111111-1111-4111-8111-111111111111', Name: 'Laura Bianchi' },
    Premium: true,
    Breached: true,
  }),
];
const COMMON = {
  'GET /api/Helpdesk/Operators': json(200, OPERATORS),
  'GET /api/Helpdesk/Dashboard': json(200, DASHBOARD),
};
const renderQueue = (search = '') =>
  renderPage(<HelpdeskQueuePage />, `${paths.backoffice.helpdesk}${search}`, paths.backoffice.helpdesk);

// Whole pages with Mantine render slowly on a busy machine.
describe('HelpdeskQueuePage', { timeout: 20_000 }, () => {
  it('opens on the unfinished tickets, with the dashboard, handlers, premium and breached marks', async () => {
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [queueRoute(FIRST_PAGE)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderQueue();
    const row = (await screen.findByRole('link', { name: 'SR-000124' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Laura Bianchi')).toBeTruthy();
    expect(within(row).getByText('Premium')).toBeTruthy();
    expect(within(row).getByText('Scaduta')).toBeTruthy();
    const first = screen.getByRole('link', { name: 'SR-000123' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Non assegnata')).toBeTruthy();
    const dashboard = screen.getByRole('region', { name: "Riepilogo dell'helpdesk" });
    await waitFor(() => expect(dashboard.textContent).toContain('1 h 35 min'));
    // A viewer reads the queue but selects nothing.
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('checkbox', { name: /Seleziona la riga/ })).toBeNull();
  });

  it('reads its view, search, filters and sort from the address and sends them to the server', async () => {
    const filtered = {
      Page: 0,
      Size: 20,
      Sort: 'Due',
      Desc: false,
      View: 'mine',
      Text: 'cedolini',
      States: ['waiting'],
      Product: 'payroll',
      CompanyId: 7,
      Premium: true,
      Sla: 'breached',
    };
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [queueRoute(filtered)]: pageAnswer([ROWS[0]]),
    });
    renderQueue(
      '?view=mine&q=cedolini&states=waiting&product=payroll&company=7&premium=1&sla=breached&sort=Due&desc=0',
    );
    expect(await screen.findByRole('link', { name: 'SR-000123' })).toBeTruthy();
    expect(api.callsTo(queueRoute(filtered))).toHaveLength(1);
    expect(screen.getByText("Solo l'azienda n. 7")).toBeTruthy();
  });

  it('puts a chosen view in the address and asks the server for it', async () => {
    const unassigned = { ...FIRST_PAGE, View: 'unassigned' };
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [queueRoute(FIRST_PAGE)]: pageAnswer(ROWS),
      [queueRoute(unassigned)]: pageAnswer([ROWS[0]]),
    });
    const { user } = renderQueue();
    await screen.findByRole('link', { name: 'SR-000124' });
    await user.click(screen.getByRole('radio', { name: 'Non assegnate' }));
    await waitFor(() => expect(api.callsTo(queueRoute(unassigned))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'SR-000124' })).toBeNull());
  });

  it('says which filters are on, the default states among them, and clears them', async () => {
    const { States: _unfinished, ...everyState } = FIRST_PAGE;
    const payroll = { ...FIRST_PAGE, Product: 'payroll' };
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [queueRoute(payroll)]: pageAnswer(ROWS),
      [queueRoute(everyState)]: pageAnswer(ROWS),
    });
    const { user } = renderQueue('?product=payroll');
    const on = await screen.findByRole('group', { name: 'Filtri attivi:' });
    expect(
      within(on).getByText('Stato: Aperta, In lavorazione, In attesa del cliente (predefinito)'),
    ).toBeTruthy();
    // The product in words, as in the picker.
    expect(within(on).getByText('Paghe')).toBeTruthy();
    await user.click(within(on).getByRole('button', { name: 'Togli tutti i filtri' }));
    await waitFor(() => expect(api.callsTo(queueRoute(everyState))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filtri attivi:' })).toBeNull());
  });

  it('filters by any of the chosen tags, named among the filters on', async () => {
    const byBilling = { ...FIRST_PAGE, Tags: [3] };
    const byEither = { ...FIRST_PAGE, Tags: [3, 5] };
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Tag/Options': json(200, [
        { Id: 5, Name: 'bug noto', Colour: null },
        { Id: 3, Name: 'Fatturazione', Colour: '#1e88e5' },
      ]),
      [queueRoute(byBilling)]: pageAnswer([ROWS[0]]),
      [queueRoute(byEither)]: pageAnswer(ROWS),
    });
    const { user } = renderQueue('?tags=3');
    await screen.findByRole('link', { name: 'SR-000123' });
    expect(api.callsTo(queueRoute(byBilling))).toHaveLength(1);
    const on = screen.getByRole('group', { name: 'Filtri attivi:' });
    expect(await within(on).findByText('Etichette: Fatturazione')).toBeTruthy();
    const picker = (await screen.findAllByLabelText('Etichette')).find((el) => el.tagName === 'INPUT')!;
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'bug noto' }));
    await waitFor(() => expect(api.callsTo(queueRoute(byEither))).toHaveLength(1));
    expect(await within(on).findByText('Etichette: Fatturazione, bug noto')).toBeTruthy();
  });

  it('assigns the selected tickets to an operator', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [queueRoute(FIRST_PAGE)]: pageAnswer(ROWS),
      'POST /api/Helpdesk/Tickets/Bulk': json(200, { Updated: 2 }),
    });
    const { user } = renderQueue();
    await screen.findByRole('link', { name: 'SR-000123' });
    await user.click(screen.getByRole('checkbox', { name: `Seleziona la riga ${ROWS[0]?.Id}` }));
    await user.click(screen.getByRole('checkbox', { name: `Seleziona la riga ${ROWS[1]?.Id}` }));
    await user.click(screen.getByRole('button', { name: 'Assegna a… (2)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mario Rossi' }));
    await waitFor(() => expect(api.callsTo('POST /api/Helpdesk/Tickets/Bulk')).toHaveLength(1));
    expect(api.callsTo('POST /api/Helpdesk/Tickets/Bulk')[0]?.body).toEqual({
      Ids: [ROWS[0]?.Id, ROWS[1]?.Id],
      Action: 'assign',
      HandlerId: OPERATORS[1]?.Id,
    });
  });

  it('closes the selected tickets after a confirmation, and only them: a notice is published, not closed', async () => {
    const notice = queueTicketOf({
      Id: '7f1c2d3e-4a5b-4c6d-8e7f-901234567892',
      Type: 'other',
      TicketCode: 'AV-2026-0007',
      Subject: 'Avviso: rinnovo del contratto',
    });
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [queueRoute(FIRST_PAGE)]: pageAnswer([...ROWS, notice]),
      'POST /api/Helpdesk/Tickets/Bulk': json(200, { Updated: 1 }),
    });
    const { user } = renderQueue();
    await screen.findByRole('link', { name: 'SR-000123' });
    await user.click(screen.getByRole('checkbox', { name: `Seleziona la riga ${notice.Id}` }));
    expect(screen.getByRole('button', { name: 'Chiudi (0)' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: `Seleziona la riga ${ROWS[0]?.Id}` }));
    await user.click(screen.getByRole('button', { name: 'Chiudi (1)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Chiudere la segnalazione selezionata?');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi le segnalazioni' }));
    await waitFor(() => expect(api.callsTo('POST /api/Helpdesk/Tickets/Bulk')).toHaveLength(1));
    expect(api.callsTo('POST /api/Helpdesk/Tickets/Bulk')[0]?.body).toEqual({
      Ids: [ROWS[0]?.Id],
      Action: 'close',
    });
  });
});
