import { addDays, portalDay } from '@sportello/contracts/common/days';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { companyOf } from '../testing/company-fixtures';
import { CompanyEditPage } from './company-edit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const COMPANY = companyOf({ Id: 5 });
const DETAIL = 'GET /api/Company/Filters/Detail/5';
const SAVE = 'POST /api/Company/Save';
/** A day within the migration horizon, a month ahead (as `YYYY-MM-DD` and as the page shows it). */
const AHEAD = addDays(portalDay(new Date()), 30);
const AHEAD_SHOWN = AHEAD.split('-').reverse().join('/');
const renderEdit = (id: number | 'new' = 5) =>
  renderPage(<CompanyEditPage />, `/backoffice/companies/${id}`, paths.backoffice.company);

// Whole pages with Mantine render slowly on a busy machine.
describe('CompanyEditPage', { timeout: 15_000 }, () => {
  it('shows the company, saves its changes with the parents by VAT code', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, COMPANY),
      [SAVE]: json(200, { ...COMPANY, Name: 'Rossi Impianti S.p.A.' }),
    });
    const { user } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /^Ragione sociale/ });
    expect((name as HTMLInputElement).value).toBe('Rossi Impianti S.r.l.');
    expect(screen.getByRole('link', { name: 'Studio Bianchi' })).toBeTruthy();
    await user.clear(name);
    await fill(user, name, 'Rossi Impianti S.p.A.');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Id: 5,
      Name: 'Rossi Impianti S.p.A.',
      VatCode: '09876543217',
      ParentVatCodes: ['12345678903'],
      Products: ['portal'],
    });
  });

  it('names the company type and the products in words; the picker offers names and saves codes', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, COMPANY),
      [SAVE]: json(200, COMPANY),
    });
    const { user } = renderEdit();
    const type = await screen.findByRole('combobox', { name: 'Tipo di azienda' });
    await waitFor(() => expect((type as HTMLInputElement).value).toBe('Cliente'));
    // The chosen product reads as its name, never as its code.
    expect(screen.getAllByText('Portale clienti').length).toBeGreaterThan(0);
    expect(screen.queryByText('portal')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Prodotti' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('Paghe');
    expect(options).not.toContain('payroll');
    await user.click(screen.getByRole('option', { name: 'Paghe' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ CompanyType: 1, Products: ['portal', 'payroll'] });
  });

  it('shows each field the server refuses next to it', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [SAVE]: json(400, {
        ErrorCode: 506,
        ErrorMessage: 'ERROR_VATCODE_BADCHAR_CTRL',
        Message: 'x',
        Fields: [
          { Field: 'VatCode', ErrorMessage: 'ERROR_VATCODE_BADCHAR_CTRL', Message: 'x' },
          { Field: 'ParentVatCodes.0', ErrorMessage: 'ERROR_COMPANY_PARENT_UNKNOWN', Message: 'x' },
        ],
      }),
    });
    const { user } = renderEdit('new');
    await fill(user, await screen.findByRole('textbox', { name: /^Partita IVA/ }), '12345678901');
    await fill(user, screen.getByRole('textbox', { name: /^Ragione sociale/ }), 'Nuova S.r.l.');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nessuna azienda ha questa partita IVA.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Partita IVA/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks no fiscal code of an Italian company (its VAT code when empty) and words a bad one as a fiscal code', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [SAVE]: json(400, {
        ErrorCode: 647,
        ErrorMessage: 'ERROR_COMPANY_FISCAL_CODE',
        Message: 'x',
        Fields: [{ Field: 'FiscalCode', ErrorMessage: 'ERROR_COMPANY_FISCAL_CODE', Message: 'x' }],
      }),
    });
    const { user } = renderEdit('new');
    const fiscal = await screen.findByRole('textbox', { name: /^Codice fiscale/ });
    expect(fiscal.hasAttribute('required')).toBe(false);
    expect(screen.getByText('Se lo lasci vuoto, è la partita IVA.')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: /^Partita IVA/ }), '12345678903');
    await fill(user, fiscal, '123');
    await fill(user, screen.getByRole('textbox', { name: /^Ragione sociale/ }), 'Nuova S.r.l.');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const text = await screen.findByText(/^Codice fiscale dell'azienda non valido/);
    expect(fiscal.getAttribute('aria-invalid')).toBe('true');
    expect(fiscal.getAttribute('aria-describedby')).toContain(text.id);
    expect(screen.queryByText('Inserisci la partita IVA.')).toBeNull();
  });

  it('is read-only for a viewer, with the user code masked and no reveal', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, COMPANY),
    });
    const { queryClient } = renderEdit();
    expect(await screen.findByText('Puoi consultare questa azienda ma non modificarla.')).toBeTruthy();
    expect(screen.getByTestId('user-code').textContent).toBe('•••••••26');
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Mostra' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('reveals the user code through the server, and rotates it after asking', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, COMPANY),
      'GET /api/Company/UserCode/5': json(200, { UserCode: 'ROSSI2026' }),
      'POST /api/Company/UserCode/Rotate/5': json(200, { UserCode: 'ACDEFGHJKM' }),
    });
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Mostra' }));
    await waitFor(() => expect(screen.getByTestId('user-code').textContent).toBe('ROSSI2026'));
    expect(api.callsTo('GET /api/Company/UserCode/5')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Nuovo codice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.getByTestId('user-code').textContent).toBe('ACDEFGHJKM'));
  });

  it('adds and removes tags at once, keeping the form’s unsaved edits', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, COMPANY),
      'GET /api/Tag/Options': json(200, [
        { Id: 4, Name: 'Rivenditori', Colour: '#1c7ed6' },
        { Id: 7, Name: 'Fiera 2026', Colour: null },
      ]),
      'POST /api/Tag/Assign': json(200, { Updated: 1 }),
    });
    const { user } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /^Ragione sociale/ });
    await fill(user, name, ' (bozza)');
    await user.click(screen.getByRole('combobox', { name: 'Aggiungi etichetta' }));
    // The tag the company has is not offered again.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Fiera 2026']);
    await user.click(screen.getByRole('option', { name: 'Fiera 2026' }));
    await waitFor(() => expect(api.callsTo('POST /api/Tag/Assign')).toHaveLength(1));
    expect(api.callsTo('POST /api/Tag/Assign')[0]?.body).toEqual({ Ids: [5], TagId: 7, Assigned: true });
    expect(await screen.findByText('Fiera 2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Togli l'etichetta Rivenditori" }));
    await waitFor(() => expect(api.callsTo('POST /api/Tag/Assign')).toHaveLength(2));
    expect(api.callsTo('POST /api/Tag/Assign')[1]?.body).toEqual({ Ids: [5], TagId: 4, Assigned: false });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: "Togli l'etichetta Rivenditori" })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: "Togli l'etichetta Fiera 2026" })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Rossi Impianti S.r.l. (bozza)');
  });

  it('shows a viewer the tags without the means to change them', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, COMPANY),
    });
    const { queryClient } = renderEdit();
    expect(await screen.findByText('Rivenditori')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('combobox', { name: 'Aggiungi etichetta' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Togli l'etichetta Rivenditori" })).toBeNull();
  });

  it('shows the migration’s day and address, migrates again or undoes it, keeping the form’s edits', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/App/settings': json(200, {
        Maintenance: false,
        MaintenanceUrl: 'https://status.example/',
        CustomerHubUrl: 'https://hub.sportello.example/',
        ShowPageErrors: true,
      }),
      [DETAIL]: json(200, { ...COMPANY, Migrated: true, MigratedOn: AHEAD, MigrationUrl: null }),
      'POST /api/Company/Migration': json(200, { Updated: 1 }),
    });
    const { user } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /^Ragione sociale/ });
    await fill(user, name, ' (bozza)');
    expect(screen.getByText(`Migrazione il ${AHEAD_SHOWN}`)).toBeTruthy();
    expect(
      await screen.findByText(
        'I suoi utenti vengono indirizzati al portale clienti predefinito, https://hub.sportello.example/',
      ),
    ).toBeTruthy();

    // A new address, the day kept.
    await user.click(screen.getByRole('button', { name: 'Cambia data o indirizzo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Migrazione al portale clienti (hub)' });
    expect((within(dialog).getByLabelText(/^Data di migrazione/) as HTMLInputElement).value).toBe(
      AHEAD_SHOWN,
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Indirizzo del portale clienti' }),
      'https://Hub.Rossi.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Migra' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/Migration')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/Migration')[0]?.body).toEqual({
      Ids: [5],
      Migrated: true,
      MigratedOn: AHEAD,
      MigrationUrl: 'https://Hub.Rossi.example',
    });
    expect(
      await screen.findByText('I suoi utenti vengono indirizzati a https://hub.rossi.example/'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Annulla la migrazione' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/Migration')).toHaveLength(2));
    expect(api.callsTo('POST /api/Company/Migration')[1]?.body).toEqual({ Ids: [5], Migrated: false });
    expect(await screen.findByText('Non migrata: i suoi utenti accedono a questo portale.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Rossi Impianti S.r.l. (bozza)');
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });
});
