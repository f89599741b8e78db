import { addDays, portalDay } from '@sportello/contracts/common/days';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { fill } from '../../../testing/fill';
import { companyOf, listRoute } from '../testing/company-fixtures';
import { CompaniesListPage } from './companies-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'Name', Desc: false };
const ROWS = [
  companyOf({ Id: 1, Name: 'Rossi Impianti S.r.l.' }),
  companyOf({
    Id: 2,
    Name: 'Azzurra Servizi S.r.l.',
    VatCode: '07777777777',
    Enabled: false,
    Migrated: true,
    MigratedOn: '2025-01-01',
    MigrationUrl: 'https://hub.azzurra.example/',
  }),
];
const SETTINGS = json(200, {
  Maintenance: false,
  MaintenanceUrl: 'https://status.example/',
  CustomerHubUrl: 'https://hub.sportello.example/',
  ShowPageErrors: true,
});
/** A day `days` from today, as the portal counts days. */
const dayFromToday = (days: number) => addDays(portalDay(new Date()), days);
/** The day as the dialog's day field shows it and reads it typed: DD/MM/YYYY. */
const shownDay = (day: string) => day.split('-').reverse().join('/');
const renderList = (search = '') =>
  renderPage(<CompaniesListPage />, `${paths.backoffice.companies}${search}`, paths.backoffice.companies);

// Whole pages with Mantine render slowly on a busy machine.
describe('CompaniesListPage', { timeout: 15_000 }, () => {
  it('lists companies A to Z; a viewer gets neither new, export nor selection', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    expect(await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' })).toBeTruthy();
    expect(screen.getByText('07777777777')).toBeTruthy();
    expect(screen.getByText('Disabilitata')).toBeTruthy();
    expect(screen.getByText('Migrata dal 01/01/2025')).toBeTruthy();
    expect(screen.getByText('https://hub.azzurra.example/')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Nuova azienda' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('names company types and products in words, in the rows and in the filters', async () => {
    const filtered = { ...FIRST, CompanyType: 1, Product: 'payroll' };
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(filtered)]: pageAnswer(ROWS),
    });
    renderList('?type=1&product=payroll');
    const row = (await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Cliente')).toBeTruthy();
    expect(within(row).queryByText('1')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Tipo di azienda' }) as HTMLInputElement).value).toBe(
      'Cliente',
    );
    expect((screen.getByRole('combobox', { name: 'Prodotti' }) as HTMLInputElement).value).toBe('Paghe');
  });

  it('says so when nothing matches', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute({ ...FIRST, Text: 'zzz' })]: pageAnswer([]),
    });
    renderList('?q=zzz');
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuova azienda' })).toBeTruthy();
  });

  it('exports every company the filter finds in the encoding chosen in a small dialog', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute({ ...FIRST, Text: 'rossi' })]: pageAnswer(ROWS, 45, 2),
    });
    const { user } = renderList('?q=rossi');
    await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' });
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esporta le aziende trovate' });
    expect(dialog.textContent).toContain('45 aziende');
    const download = () => within(dialog).getByRole('link', { name: 'Scarica' }) as HTMLAnchorElement;
    const exported = `/api/Company/Export/${encodeFilter({ ...FIRST, Text: 'rossi' })}`;
    expect(download().href).toContain(`${exported}?state=true&Encoding=65001`);
    await user.click(within(dialog).getByRole('combobox', { name: 'Codifica del file' }));
    await user.click(await screen.findByRole('option', { name: 'ANSI Latin 1' }));
    expect(download().href).toContain(`${exported}?state=true&Encoding=1252`);
  });

  it('shows each company’s tags, filters by a tag from the address, and tags the selection', async () => {
    const tagged = { ...FIRST, Tag: 4 };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Tag/Options': json(200, [
        { Id: 4, Name: 'Rivenditori', Colour: '#1c7ed6' },
        { Id: 7, Name: 'Fiera 2026', Colour: null },
      ]),
      [listRoute(tagged)]: pageAnswer(ROWS),
      'POST /api/Tag/Assign': json(200, { Updated: 1 }),
    });
    const { user } = renderList('?tag=4');
    await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' });
    expect(api.callsTo(listRoute(tagged))).toHaveLength(1);
    expect(screen.getAllByText('Rivenditori').length).toBeGreaterThanOrEqual(2); // the rows' badges

    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 2' }));
    await user.click(screen.getByRole('button', { name: "Etichetta per l'azienda selezionata" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Assegna etichetta' }));
    expect(within(dialog).getByText("Scegli un'etichetta.")).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Etichetta' }));
    await user.click(await screen.findByRole('option', { name: 'Fiera 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assegna etichetta' }));
    await waitFor(() => expect(api.callsTo('POST /api/Tag/Assign')).toHaveLength(1));
    expect(api.callsTo('POST /api/Tag/Assign')[0]?.body).toEqual({ Ids: [2], TagId: 7, Assigned: true });
  });

  it('reads its search and filters from the address and sends them to the server', async () => {
    const filtered = { ...FIRST, Text: '0987', Product: 'payroll', AccessLocal: false, HasUsers: true };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(filtered)]: pageAnswer([ROWS[0]]),
    });
    renderList('?q=0987&product=payroll&local=0&users=1');
    expect(await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' })).toBeTruthy();
    expect(api.callsTo(listRoute(filtered))).toHaveLength(1);
  });

  it('disables the selected companies after a confirmation', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/Company/Enable': json(200, { Updated: 2 }),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 2' }));
    await user.click(screen.getByRole('button', { name: 'Disabilita selezionate (2)' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Disabilitare 2 aziende? I loro utenti verranno disconnessi subito.',
    );
    expect(api.callsTo('POST /api/Company/Enable')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/Enable')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/Enable')[0]?.body).toEqual({ Ids: [1, 2], Enabled: false });
  });

  it('migrates the selection from a day towards an address, each problem next to its field', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/App/settings': SETTINGS,
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/Company/Migration': [
        json(400, {
          ErrorCode: 631,
          ErrorMessage: 'ERROR_MIGRATION_DATE',
          Message: 'x',
          Fields: [{ Field: 'MigratedOn', ErrorMessage: 'ERROR_MIGRATION_DATE', Message: 'x' }],
        }),
        json(200, { Updated: 1 }),
      ],
    });
    const { user, queryClient } = renderList();
    await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' });
    await permissionsLoaded(queryClient);
    // An operator migrates companies one by one, not everything a filter finds.
    expect(screen.queryByRole('button', { name: /^Migra all'hub le trovate/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }));
    await user.click(screen.getByRole('button', { name: "Migra all'hub (1)" }));
    const dialog = await screen.findByRole('dialog', { name: 'Migrazione al portale clienti (hub)' });
    const day = within(dialog).getByLabelText(/^Data di migrazione/) as HTMLInputElement;
    expect(day.value).toBe(shownDay(dayFromToday(0)));
    // The address left empty stands for the configured hub, and the dialog says which.
    expect(await within(dialog).findByText('Se lo lasci vuoto: https://hub.sportello.example/')).toBeTruthy();
    const address = within(dialog).getByRole('textbox', { name: 'Indirizzo del portale clienti' });

    // The browser's own checks: a plain-http address and a past day, each at its field.
    await fill(user, address, 'http://hub.example.it/');
    fireEvent.change(day, { target: { value: shownDay(dayFromToday(-3)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Migra' }));
    expect(
      within(dialog).getByText(
        "L'indirizzo del portale clienti deve essere un indirizzo https:// completo (per esempio https://hub.esempio.it/).",
      ),
    ).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/Company/Migration')).toHaveLength(0);

    // The server's refusal of the day goes next to the day.
    await user.clear(address);
    await fill(user, address, 'https://hub.example.it/');
    fireEvent.change(day, { target: { value: shownDay(dayFromToday(1)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Migra' }));
    expect(
      await within(dialog).findByText(
        'La data di migrazione deve essere compresa tra oggi e i prossimi due anni.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/Company/Migration')[0]?.body).toEqual({
      Ids: [1],
      Migrated: true,
      MigratedOn: dayFromToday(1),
      MigrationUrl: 'https://hub.example.it/',
    });

    fireEvent.change(day, { target: { value: shownDay(dayFromToday(2)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Migra' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/Migration')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/Company/Migration')[1]?.body).toMatchObject({
      MigratedOn: dayFromToday(2),
    });
  });

  it('migrates every company the filter finds, and undoes the selection’s migration', async () => {
    const search = { ...FIRST, Text: '0987' };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/App/settings': SETTINGS,
      [listRoute(search)]: pageAnswer(ROWS),
      'POST /api/Company/Migration': json(200, { Updated: 2 }),
    });
    const { user } = renderList('?q=0987');
    await screen.findByRole('link', { name: 'Rossi Impianti S.r.l.' });
    await user.click(screen.getByRole('button', { name: "Migra all'hub le trovate (2)" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('tutte le 2 aziende trovate');
    await user.click(within(dialog).getByRole('button', { name: 'Migra 2 aziende' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/Migration')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/Migration')[0]?.body).toEqual({
      Filter: { ...search, Page: 0 },
      Migrated: true,
      MigratedOn: dayFromToday(0),
      MigrationUrl: '',
    });

    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 2' }));
    await user.click(screen.getByRole('button', { name: 'Annulla la migrazione (1)' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/Migration')).toHaveLength(2));
    expect(api.callsTo('POST /api/Company/Migration')[1]?.body).toEqual({ Ids: [2], Migrated: false });
  });
});
