import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { detailOf, filterRoute, route, rowOf, versionOf } from '../testing/toolkit-fixtures';
import { ToolkitFilePage } from './toolkit-file-page';
import { ToolkitListPage } from './toolkit-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PERMISSIONS = 'GET /api/App/BackOffice/Permissions';
const FIRST = { Page: 0, Size: 20, Sort: 'UpdatedAt', Desc: true, Search: '', State: 'active' };
const DETAIL = route('GET', 'Files/Detail/7');

describe('ToolkitListPage', { timeout: 20_000 }, () => {
  it('lists the files with their product, version and downloads; operators export and add files', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('operator'),
      [filterRoute('Files/Filters', FIRST)]: pageAnswer([
        rowOf({ Downloads: 12345 }),
        rowOf({ Id: 8, Title: 'Vecchio', Version: null, Withdrawn: true }),
      ]),
      [filterRoute('Files/Filters', { ...FIRST, Product: 'payroll', State: 'all' })]: pageAnswer([]),
    });
    renderPage(<ToolkitListPage />, paths.backoffice.toolkit, paths.backoffice.toolkit);
    const link = await screen.findByRole('link', { name: 'Manuale della fatturazione' });
    expect(link.getAttribute('href')).toBe('/backoffice/toolkit/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Fatturazione elettronica')).toBeTruthy();
    expect(within(row).getByText('1,5 MB')).toBeTruthy();
    expect(within(row).getByText('12.345')).toBeTruthy();
    const old = screen.getByRole('link', { name: 'Vecchio' }).closest('tr') as HTMLElement;
    expect(within(old).getByText('Nessuna versione')).toBeTruthy();
    expect(within(old).getByText('Ritirato')).toBeTruthy();
    // Operators export the downloads and add files.
    expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toMatch(
      /^\/api\/BackOffice\/Toolkit\/Downloads\/Export\/[\w-]+\?state=true&Encoding=/,
    );
    expect(screen.getByRole('button', { name: 'Nuovo file' })).toBeTruthy();
  });

  it('creates a file: the required fields are said next to them', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('operator'),
      [filterRoute('Files/Filters', FIRST)]: pageAnswer([]),
      [route('POST', 'Files/Save')]: json(200, detailOf({ Id: 9, Title: 'Guida' })),
    });
    const { user } = renderPage(<ToolkitListPage />, paths.backoffice.toolkit, paths.backoffice.toolkit);
    await user.click(await screen.findByRole('button', { name: 'Nuovo file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo file' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Titolo/ }))).toBeTruthy();
    expect(api.callsTo(route('POST', 'Files/Save'))).toHaveLength(0);
  });
});

describe('ToolkitFilePage', { timeout: 20_000 }, () => {
  it('shows the versions, the current marked and the withdrawn one greyed; an admin withdraws a version after confirming', async () => {
    const old = versionOf({ Id: 69, Version: '3.1', Current: false, Withdrawn: true, Downloads: 4 });
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [DETAIL]: json(200, detailOf({ Versions: [versionOf(), old] })),
      [route('POST', 'Versions/70/Withdraw')]: json(
        200,
        detailOf({ Versions: [versionOf({ Withdrawn: true, Current: false }), old] }),
      ),
    });
    const { user } = renderPage(<ToolkitFilePage />, '/backoffice/toolkit/7', paths.backoffice.toolkitFile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manuale della fatturazione' })).toBeTruthy();
    const versions = screen.getByRole('table', { name: 'Versioni' });
    const current = within(versions).getByText('3.2').closest('tr') as HTMLElement;
    expect(within(current).getByText('Offerta ai clienti')).toBeTruthy();
    expect(within(current).getByRole('link', { name: 'Scarica la versione 3.2' }).getAttribute('href')).toBe(
      '/api/BackOffice/Toolkit/Versions/70/Download',
    );
    const withdrawn = within(versions).getByText('3.1').closest('tr') as HTMLElement;
    expect(within(withdrawn).getByText('Ritirata')).toBeTruthy();
    expect(
      await within(withdrawn).findByRole('button', { name: 'Offri di nuovo la versione 3.1' }),
    ).toBeTruthy();
    const companies = screen.getByRole('table', { name: 'Download per azienda' });
    expect(within(companies).getByText('Neri Trasporti S.r.l.')).toBeTruthy();

    await user.click(within(current).getByRole('button', { name: 'Ritira la versione 3.2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ritira la versione 3.2' });
    expect(within(confirm).getByText(/È quella che i clienti scaricano ora/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Ritira' }));
    await waitFor(() => expect(api.callsTo(route('POST', 'Versions/70/Withdraw'))).toHaveLength(1));
    expect(api.callsTo(route('POST', 'Versions/70/Withdraw'))[0]?.body).toEqual({ Withdrawn: true });
  });

  it('offers a viewer no change', async () => {
    stubApi({ [PERMISSIONS]: permissionsAnswer('viewer'), [DETAIL]: json(200, detailOf()) });
    renderPage(<ToolkitFilePage />, '/backoffice/toolkit/7', paths.backoffice.toolkitFile);
    await screen.findByRole('heading', { level: 1, name: 'Manuale della fatturazione' });
    expect(screen.queryByRole('button', { name: 'Carica nuova versione' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ritira/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scarica la versione 3.2' })).toBeTruthy();
  });
});
