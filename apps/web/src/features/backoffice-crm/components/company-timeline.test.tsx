import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { itemOf, ME, OTHER, OWNERS, SAVE, timelinePage, timelineRoute } from '../testing/crm-fixtures';
import { CompanyTimeline } from './company-timeline';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = timelineRoute(5, { Kinds: [] });
const NEXT = '2026-03-01T08:00:00.000Z';
const CALL = itemOf();
const TICKET = itemOf({
  Key: 'ticket:00000000-0000-4000-8000-000000000001',
  Kind: 'ticket',
  At: '2026-03-09T15:00:00.000Z',
  Subject: 'Cedolini non visibili',
  Body: '',
  Outcome: '',
  Who: 'Mario Rossi',
  ActivityId: null,
  Link: '/backoffice/helpdesk/SR-000001',
  State: 'Aperto',
  NextAction: '',
  NextDueAt: null,
  NextOwner: null,
  CanChange: false,
});
const OLDER = itemOf({
  Key: 'note:3',
  Kind: 'note',
  At: '2026-02-20T10:00:00.000Z',
  Subject: 'Primo contatto',
  Body: '',
  Outcome: '',
  ActivityId: 3,
  NextAction: 'Fissare una visita',
  NextDueAt: '2026-02-25T09:00:00.000Z',
  DoneAt: '2026-02-24T16:00:00.000Z',
  CanChange: false,
});

const renderTimeline = () =>
  renderPage(<CompanyTimeline companyId={5} />, '/backoffice/companies/5', paths.backoffice.company);

// Whole sections with Mantine render slowly on a busy machine.
describe('CompanyTimeline', { timeout: 20_000 }, () => {
  it('shows the open actions and the items, newest first, then the next page from `Next`', async () => {
    // A viewer's: the server lets them change nothing.
    const call = { ...CALL, CanChange: false };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [OWNERS]: json(200, [ME, OTHER]),
      [FIRST]: timelinePage([call, TICKET], NEXT, [call]),
      [timelineRoute(5, { Kinds: [], Before: NEXT })]: timelinePage([OLDER]),
    });
    const { user, queryClient } = renderTimeline();
    const open = await screen.findByRole('region', { name: 'Prossime azioni aperte' });
    expect(within(open).getByText('Prossima azione: Inviare offerta')).toBeTruthy();

    const [callEntry, ticketEntry] = within(screen.getByRole('list', { name: 'Attività' })).getAllByRole(
      'listitem',
    );
    // When in Europe/Rome (UTC+1 in March), who, the outcome, the body with its line breaks.
    expect(within(callEntry!).getByRole('img', { name: 'Chiamata' })).toBeTruthy();
    expect(within(callEntry!).getByText('10/03/2026 10:30')).toBeTruthy();
    expect(within(callEntry!).getByText('di Anna Operatrice')).toBeTruthy();
    expect(within(callEntry!).getByText('Da ricontattare')).toBeTruthy();
    expect(within(callEntry!).getByText(/^Ha chiesto il listino/).textContent).toBe(
      'Ha chiesto il listino.\nRichiamare dopo il 15.',
    );
    expect(within(callEntry!).getByText('entro il 15/04/2099 14:00')).toBeTruthy();
    expect(within(callEntry!).getByText('incaricato: Anna Operatrice')).toBeTruthy();
    // Another area's item: its state there, and the way to it.
    expect(within(ticketEntry!).getByRole('img', { name: 'Ticket' })).toBeTruthy();
    expect(within(ticketEntry!).getByText('Stato: Aperto')).toBeTruthy();
    expect(
      within(ticketEntry!).getByRole('link', { name: 'Apri Cedolini non visibili' }).getAttribute('href'),
    ).toBe('/backoffice/helpdesk/SR-000001');
    // A viewer changes nothing.
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Registra chiamata' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifica/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Fatto/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Carica altre' }));
    expect(await screen.findByText('Primo contatto')).toBeTruthy();
    expect(api.callsTo(timelineRoute(5, { Kinds: [], Before: NEXT }))).toHaveLength(1);
    // A next action done shows as done, never as late.
    expect(screen.getByText('Fatta il 24/02/2026 17:00')).toBeTruthy();
    expect(screen.queryByText('Scaduta')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Carica altre' })).toBeNull());
  });

  it('asks the server for the kinds chosen and for the user’s own activities', async () => {
    const tickets = timelineRoute(5, { Kinds: ['ticket'] });
    const both = timelineRoute(5, { Kinds: ['call', 'ticket'] });
    const mine = timelineRoute(5, { Kinds: ['call', 'ticket'], OwnerId: ME.Id });
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [OWNERS]: json(200, [OTHER, ME]),
      [FIRST]: timelinePage([CALL, TICKET]),
      [tickets]: timelinePage([TICKET]),
      [both]: timelinePage([CALL, TICKET]),
      [mine]: timelinePage([]),
    });
    const { user } = renderTimeline();
    expect(await screen.findByText('Rinnovo contratto')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Ticket' }));
    await waitFor(() => expect(api.callsTo(tickets)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Rinnovo contratto')).toBeNull());
    // The kinds go in the contract's order, whatever the order of the clicks.
    await user.click(screen.getByRole('checkbox', { name: 'Chiamata' }));
    await waitFor(() => expect(api.callsTo(both)).toHaveLength(1));

    await user.click(await screen.findByRole('switch', { name: 'Solo le mie' }));
    await waitFor(() => expect(api.callsTo(mine)).toHaveLength(1));
    expect(await screen.findByText('Nessuna attività con questi filtri.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Operatore' }) as HTMLInputElement).value).toBe(ME.Name);
  });

  it('records a call: a next action needs its due date, then every field goes to the server', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [OWNERS]: json(200, [ME, OTHER]),
      [FIRST]: timelinePage([]),
      [SAVE]: json(200, CALL),
    });
    const { user } = renderTimeline();
    expect(await screen.findByText('Nessuna attività registrata per questa azienda.')).toBeTruthy();
    // The owners known (the user among them), the form gives the next action to the user.
    await screen.findByRole('switch', { name: 'Solo le mie' });
    await user.click(screen.getByRole('button', { name: 'Registra chiamata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova chiamata' });
    // When: now, by default.
    expect((within(dialog).getByLabelText(/^Quando/) as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /^Oggetto/ }), 'Rinnovo contratto');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Testo/ }), 'Ha chiesto il listino.');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Prossima azione/ }), 'Inviare offerta');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(within(dialog).getByLabelText(/^Entro il/))).toBe('Campo obbligatorio.');
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Esito' }));
    await user.click(await screen.findByRole('option', { name: 'Interessato' }));
    await fill(user, within(dialog).getByLabelText(/^Entro il/), '15/04/2027 14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    const sent = api.callsTo(SAVE)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      Id: 0,
      CompanyId: 5,
      Kind: 'call',
      Subject: 'Rinnovo contratto',
      Body: 'Ha chiesto il listino.',
      Outcome: 'interested',
      NextAction: 'Inviare offerta',
      // 14:00 in Rome, summer time.
      NextDueAt: '2027-04-15T12:00:00.000Z',
      NextOwnerId: ME.Id,
    });
    expect(Math.abs(Date.parse(String(sent.At)) - Date.now())).toBeLessThan(5 * 60_000);
    expect(await screen.findByText('Attività salvata.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(FIRST).length).toBeGreaterThan(1);
  });

  it('changes an activity in the same form, marks its next action done, and deletes it after a red confirm', async () => {
    const late = itemOf({ NextDueAt: '2026-01-15T09:00:00.000Z' });
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [OWNERS]: json(200, [ME, OTHER]),
      [FIRST]: timelinePage([late], null, [late]),
      [SAVE]: json(200, late),
      'POST /api/BackOffice/Crm/Activities/12/Done': json(200, {
        ...late,
        DoneAt: '2026-03-11T10:00:00.000Z',
      }),
      'DELETE /api/BackOffice/Crm/Activities/Delete/12': json(200, { Deleted: true }),
    });
    const { user } = renderTimeline();
    // Late: in red, said in words.
    expect((await screen.findAllByText('Scaduta')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Modifica Rinnovo contratto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica attività' });
    expect((within(dialog).getByLabelText(/^Entro il/) as HTMLInputElement).value).toBe('15/01/2026 10:00');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Oggetto/ }), ' annuale');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Id: 12,
      Subject: 'Rinnovo contratto annuale',
      At: '2026-03-10T09:30:00.000Z',
      NextDueAt: '2026-01-15T09:00:00.000Z',
      NextOwnerId: ME.Id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [fromOpen] = screen.getAllByRole('button', { name: 'Fatto: Inviare offerta' });
    await user.click(fromOpen!);
    await waitFor(() => expect(api.callsTo('POST /api/BackOffice/Crm/Activities/12/Done')).toHaveLength(1));
    expect(await screen.findByText('Prossima azione segnata come fatta.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Elimina Rinnovo contratto' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/^Eliminare l'attività «Rinnovo contratto»/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/BackOffice/Crm/Activities/Delete/12')).toHaveLength(1),
    );
  });

  it('lets the owner of a next action mark it done without changing someone else’s activity', async () => {
    const given = itemOf({ Who: 'Bruno Venditore', CanChange: false });
    const others = itemOf({
      Key: 'visit:14',
      Kind: 'visit',
      ActivityId: 14,
      Subject: 'Visita in sede',
      NextAction: 'Mandare il verbale',
      NextOwner: { Id: OTHER.Id, Name: OTHER.Name },
      CanChange: false,
    });
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [OWNERS]: json(200, [ME, OTHER]),
      [FIRST]: timelinePage([given, others]),
      'POST /api/BackOffice/Crm/Activities/12/Done': json(200, given),
    });
    const { user } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Fatto: Inviare offerta' }));
    await waitFor(() => expect(api.callsTo('POST /api/BackOffice/Crm/Activities/12/Done')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Fatto: Mandare il verbale' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifica/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).toBeNull();
  });

  it('shows nothing to whoever may not read the CRM', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer', []),
    });
    const { queryClient } = renderTimeline();
    await waitFor(() => expect(api.callsTo('GET /api/App/BackOffice/Permissions')).toHaveLength(1));
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('heading', { name: 'Attività' })).toBeNull();
    expect(api.callsTo(OWNERS)).toHaveLength(0);
    expect(api.callsTo(FIRST)).toHaveLength(0);
  });
});
