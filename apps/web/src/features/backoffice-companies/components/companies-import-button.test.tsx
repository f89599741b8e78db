import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { CompaniesImportButton } from './companies-import-button';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FILE = 'VatCode;Name\r\n12345678903;Rossi\r\n';
const answer = (extra: object = {}) =>
  json(200, { Rows: 2, Created: 1, Updated: 1, Errors: [], ErrorCount: 0, ...extra });

async function openWithFile() {
  const rendered = renderPage(
    <CompaniesImportButton />,
    paths.backoffice.companies,
    paths.backoffice.companies,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Importa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importa aziende da un file CSV' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await rendered.user.upload(input, new File([FILE], 'aziende.csv', { type: 'text/csv' }));
  return { ...rendered, dialog };
}

describe('CompaniesImportButton', { timeout: 15_000 }, () => {
  it('checks the file and lists the problems by line; importing stays disabled', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'POST /api/Company/Import': answer({
        ErrorCount: 1,
        Errors: [
          {
            Line: 3,
            Field: 'VatCode',
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
    expect(row.textContent).toContain('VatCode');
    expect(run.hasAttribute('disabled')).toBe(true);
    const [call] = api.callsTo('POST /api/Company/Import');
    expect(call?.body).toEqual({
      Content: Buffer.from(FILE).toString('base64'),
      Encoding: 65001,
      DryRun: true,
    });
  });

  it('imports a file that checked clean, then says how many companies it created and updated', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'POST /api/Company/Import': [answer(), answer()],
    });
    const { user, dialog } = await openWithFile();
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    expect(await within(dialog).findByText('Il file è corretto.')).toBeTruthy();
    expect(within(dialog).getByText('2 righe: 1 da creare, 1 da aggiornare.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('Importazione completata: 1 aziende create, 1 aggiornate.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.callsTo('POST /api/Company/Import').map((c) => (c.body as { DryRun: boolean }).DryRun),
    ).toEqual([true, false]);
  });
});
