import { encodeFilter } from '@sportello/contracts/common/filters';
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
import { PopupsListPage } from './popups-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'SortOrder', Desc: false };
const listRoute = (filter: object) => `GET /api/PopUpMessages/Filters/${encodeFilter(filter)}`;
const messageOf = (Id: number, Title: string, extra: Record<string, unknown> = {}) => ({
  Id,
  Title,
  Body: `Testo di ${Title}`,
  ValidFrom: '2026-03-01T09:00:00.000Z',
  ValidTo: null,
  CompanyType: null,
  Role: null,
  LanguageId: null,
  Products: [],
  GroupCodes: [],
  SortOrder: Id,
  State: 'showing',
  CreatedAt: '2026-02-01T09:00:00.000Z',
  UpdatedAt: '2026-02-01T09:00:00.000Z',
  ...extra,
});
const ROWS = [
  messageOf(1, 'Nuovo servizio IVR', { LanguageId: 1 }),
  messageOf(2, 'Chiusura estiva', {
    State: 'scheduled',
    ValidFrom: '2026-08-01T07:00:00.000Z',
    ValidTo: '2026-08-31T16:00:00.000Z',
    Products: ['payroll'],
    GroupCodes: ['NORD'],
  }),
  messageOf(3, 'Vecchio avviso', { State: 'ended', Role: 'company_admin' }),
];
const renderList = (search = '') =>
  renderPage(<PopupsListPage />, `${paths.backoffice.popups}${search}`, paths.backoffice.popups);

describe('PopupsListPage', { timeout: 20_000 }, () => {
  it('lists the messages with their state, language and audience; a viewer changes nothing', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { user, queryClient } = renderList();
    expect(await screen.findByText('Nuovo servizio IVR')).toBeTruthy();
    await permissionsLoaded(queryClient);
    const row = (title: string) => screen.getByText(title).closest('tr')!;
    expect(row('Nuovo servizio IVR').textContent).toContain('In corso');
    expect(row('Nuovo servizio IVR').textContent).toContain('Italiano');
    expect(row('Chiusura estiva').textContent).toContain('Programmato');
    expect(row('Chiusura estiva').textContent).toContain('Paghe · NORD');
    expect(row('Chiusura estiva').textContent).toContain('Ogni lingua');
    expect(row('Vecchio avviso').textContent).toContain('Terminato');
    expect(row('Vecchio avviso').textContent).toContain('Amministratore aziendale');
    expect(screen.queryByRole('button', { name: 'Nuovo messaggio' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sposta su/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // The viewer opens a message to preview it, with nothing to save.
    await user.click(screen.getAllByRole('button', { name: 'Anteprima' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Messaggio Chiusura estiva' });
    expect(
      within(dialog).getByRole('region', { name: 'Anteprima di Chiusura estiva' }).textContent,
    ).toContain('Testo di Chiusura estiva');
    expect(within(dialog).queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('shows that the list is on its way until it comes', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: () => new Promise<Response>(() => {}),
    });
    renderList();
    expect(await screen.findByLabelText('…')).toBeTruthy();
    expect(screen.queryByText('Nessun messaggio: i clienti non vedono il banner.')).toBeNull();
  });

  it('says when there is no message at all', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer([]),
    });
    renderList();
    expect(await screen.findByText('Nessun messaggio: i clienti non vedono il banner.')).toBeTruthy();
  });

  it('asks the server for the search, the state and the language of the address', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute({ ...FIRST, Text: 'zzz', State: 'ended', LanguageId: 2 })]: pageAnswer([]),
    });
    renderList('?q=zzz&state=ended&lang=2');
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
    expect(api.callsTo(listRoute({ ...FIRST, Text: 'zzz', State: 'ended', LanguageId: 2 }))).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'Stato' }) as HTMLInputElement).value).toBe('Terminato');
    expect((screen.getByRole('combobox', { name: 'Lingua' }) as HTMLInputElement).value).toBe('Inglese');
  });

  it('drops a language the portal lacks from the address rather than asking for it', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    renderList('?lang=3');
    expect(await screen.findByText('Nuovo servizio IVR')).toBeTruthy();
    expect(api.callsTo(listRoute(FIRST))).toHaveLength(1);
  });

  it('moves a message up the banner’s order; an operator deletes nothing', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/PopUpMessages/Move': json(200, { Moved: true }),
    });
    const { user, queryClient } = renderList();
    await screen.findByText('Chiusura estiva');
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('checkbox')).toBeNull();
    // The first of the banner cannot go higher.
    expect(
      (screen.getByRole('button', { name: 'Sposta su Nuovo servizio IVR' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sposta su Chiusura estiva' }));
    await waitFor(() => expect(api.callsTo('POST /api/PopUpMessages/Move')).toHaveLength(1));
    expect(api.callsTo('POST /api/PopUpMessages/Move')[0]?.body).toEqual({ Id: 2, Direction: 'up' });
    // The list is asked again, in its new order.
    await waitFor(() => expect(api.callsTo(listRoute(FIRST)).length).toBeGreaterThan(1));
  });

  it('deletes the selected messages after a confirmation', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/PopUpMessages/Delete': json(200, { Deleted: 2 }),
    });
    const { user } = renderList();
    await screen.findByText('Vecchio avviso');
    expect(screen.queryByRole('button', { name: /Elimina selezionate/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 3' }));
    await user.click(screen.getByRole('button', { name: 'Elimina selezionate (2)' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Eliminare i 2 messaggi selezionati?');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo('POST /api/PopUpMessages/Delete')).toHaveLength(1));
    expect(api.callsTo('POST /api/PopUpMessages/Delete')[0]?.body).toEqual({ Ids: [1, 3] });
    expect(await screen.findByText('2 messaggi eliminati.')).toBeTruthy();
  });
});
