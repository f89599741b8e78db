import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { resetCsrfToken } from '../../lib/api-client';
import { json, stubApi } from '../../testing/api-stub';
import { permissionsAnswer, renderPage } from '../../testing/backoffice-fixtures';
import { ImportButton } from './import-button';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FILE = 'VatCode;Name\r\n12345678903;Rossi\r\n';
const JOB = '11111111-1111-4111-8111-111111111111';
const started = json(200, { JobId: JOB });
const job = (extra: object = {}) =>
  json(200, {
    Id: JOB,
    Kind: 'companies',
    DryRun: true,
    State: 'done',
    Rows: 2,
    RowsDone: 2,
    Created: 1,
    Updated: 1,
    Errors: [],
    ErrorCount: 0,
    Error: null,
    CreatedAt: '2026-03-02T09:00:00.000Z',
    FinishedAt: '2026-03-02T09:00:01.000Z',
    ...extra,
  });

async function openWithFile(kind: 'companies' | 'users' = 'companies', file = new File([FILE], 'a.csv')) {
  const rendered = renderPage(
    <ImportButton kind={kind} />,
    paths.backoffice.companies,
    paths.backoffice.companies,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Importa' }));
  const title = kind === 'companies' ? 'Importa aziende da un file CSV' : 'Importa utenti da un file CSV';
  const dialog = await screen.findByRole('dialog', { name: title });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await rendered.user.upload(input, file);
  return { ...rendered, dialog };
}

describe('ImportButton', { timeout: 20_000 }, () => {
  it('checks the file as a job and lists the problems by line; importing stays disabled', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'POST /api/Company/Import': started,
      [`GET /api/Company/Import/Jobs/${JOB}`]: job({
        ErrorCount: 1,
        Errors: [
          {
            Line: 3,
            Field: 'VatCode',
            Column: 'Partita IVA (VatCode)',
            ErrorMessage: 'ERROR_VATCODE_BADCHECK',
            Message: 'Partita IVA errata.',
          },
        ],
      }),
    });
    const { user, dialog } = await openWithFile();
    const run = within(dialog).getByRole('button', { name: 'Importa' });
    expect(run.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    const row = await within(dialog).findByRole('row', { name: /Partita IVA errata/ });
    expect(row.textContent).toContain('3');
    expect(run.hasAttribute('disabled')).toBe(true);
    const report = within(dialog).getByRole('link', { name: 'Scarica il rapporto' });
    expect(report.getAttribute('href')).toContain(`/api/Company/Import/Jobs/${JOB}/Report`);
    const [call] = api.callsTo('POST /api/Company/Import');
    expect(call?.body).toEqual({
      Content: Buffer.from(FILE).toString('base64'),
      Encoding: 65001,
      DryRun: true,
    });
  });

  it('names each problem’s column as the file and the form do, and says what the column allows', async () => {
    const message =
      'Valore non ammesso. Scritto: «portall». Valori ammessi: portal (Portale clienti), other (Altro).';
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'POST /api/Company/Import': started,
      [`GET /api/Company/Import/Jobs/${JOB}`]: job({
        ErrorCount: 1,
        Errors: [
          {
            Line: 2,
            Field: 'Products.0',
            Column: 'Prodotti (Products)',
            ErrorMessage: 'ERROR_VALUE_NOT_ALLOWED DETAIL_VALUE_GIVEN portall',
            Message: message,
          },
        ],
      }),
    });
    const { user, dialog } = await openWithFile();
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Colonna' })).toBeTruthy();
    const cells = within(within(table).getByRole('row', { name: /portall/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['2', 'Prodotti (Products)', message]);
  });

  it('follows the import with a progress bar, then says what it created and updated', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'POST /api/Company/Import': [started, started],
      [`GET /api/Company/Import/Jobs/${JOB}`]: [
        job(),
        job({ DryRun: false, State: 'running', RowsDone: 1 }),
        job({ DryRun: false }),
      ],
    });
    const { user, dialog } = await openWithFile();
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    expect(await within(dialog).findByText('Il file è corretto.')).toBeTruthy();
    expect(within(dialog).getByText('2 righe: 1 da creare, 1 da aggiornare.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Importazione' })).toBeTruthy();
    expect(within(dialog).getByText(/1 righe di 2/)).toBeTruthy();
    expect(
      await within(dialog).findByText(
        'Importazione completata: 1 aziende create, 1 aggiornate.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Scarica il rapporto' })).toBeTruthy();
    expect(
      api.callsTo('POST /api/Company/Import').map((c) => (c.body as { DryRun: boolean }).DryRun),
    ).toEqual([true, false]);
  });

  it('refuses a file over the limit before sending it, next to the file field', async () => {
    const api = stubApi({ 'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin') });
    const big = new File([new Uint8Array(50 * 1024 * 1024)], 'grande.csv', { type: 'text/csv' });
    const { dialog } = await openWithFile('companies', big);
    expect(
      await within(dialog).findByText(/Il file pesa 50 MB: se ne importano al massimo 3 MB/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Verifica' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST /api/Company/Import')).toEqual([]);
  });

  it('shows the server’s refusal of a file next to the file field, and sends the users’ welcome choice', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'POST /api/User/Import': json(400, {
        ErrorCode: 623,
        ErrorMessage: 'ERROR_IMPORT_FILE DETAIL_IMPORT_STRAY_QUOTE 7',
        // The server answered in another language: the page reads the key and its reason in its own.
        Message: 'The file cannot be read: there is a quote out of place on line 7.',
      }),
    });
    const { user, dialog } = await openWithFile('users');
    await user.click(within(dialog).getByRole('checkbox', { name: /mail di benvenuto/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText("Il file non si può leggere: c'è una virgoletta fuori posto alla riga 7."),
      ).toBeTruthy(),
    );
    expect(api.callsTo('POST /api/User/Import')[0]?.body).toMatchObject({ DryRun: true, Welcome: false });
  });
});
