import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { vat } from '../support/vat-code';

// The back office's imports against the real server (decision 041): the admin imports companies from
// a file saved by an ANSI spreadsheet (Windows-1252, accented names, semicolons) through the dialog,
// follows the job to its outcome, downloads the report and finds the names in the list; then
// imports a user (a comma-separated UTF-8 file) into one of those companies. Its companies and user
// are its own (VAT codes made from the time), so that it runs beside the other files.

const stamp = String(Date.now()).slice(-8);
const COOP = vat(`5${stamp}0`);
const CAFE = vat(`5${stamp}1`);
const COOP_NAME = `Società Cooperativa Àrea Più ${stamp}`;
const CAFE_NAME = `Caffè Perù ${stamp} S.r.l.`;
const USER = `niccolo.import.${stamp}`;

/** The text as an ANSI program saves it: Windows-1252 matches Latin-1 for every letter used here. */
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

/** Opens the list's import dialog, gives it the file and the encoding, checks it, then imports it. */
async function importThrough(page: Page, file: { name: string; buffer: Buffer }, encoding?: string) {
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'text/csv' });
  if (encoding) {
    await dialog.getByLabel('Codifica del file').click();
    await page.getByRole('option', { name: encoding }).click();
  }
  await dialog.getByRole('button', { name: 'Verifica' }).click();
  await expect(dialog.getByText('Il file è corretto.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Importazione' })).toBeVisible();
  return dialog;
}

async function downloadReport(page: Page, dialog: Locator): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Scarica il rapporto' }).click();
  return readFile(await (await download).path());
}

test('the admin imports companies from a Windows-1252 file, then a user into one of them', async ({
  page,
}) => {
  // Two imports, two lists and a download: more than a journey's usual time on a busy machine.
  test.slow();
  await signIn(page, 'admin@sportello.demo');

  await page.goto('/backoffice/companies');
  // The back office's bundle loads with the first of its pages.
  await expect(page.getByRole('heading', { level: 1, name: 'Aziende' })).toBeVisible({ timeout: 30_000 });
  const companies = windows1252(
    [
      'VatCode;FiscalCode;Name;CompanyType',
      `${COOP};${COOP};"${COOP_NAME}";1`,
      `${CAFE};${CAFE};"${CAFE_NAME}";1`,
      '',
    ].join('\r\n'),
  );
  const dialog = await importThrough(page, { name: 'aziende.csv', buffer: companies }, 'ANSI Latin 1');
  await expect(dialog.getByText('Importazione completata: 2 aziende create, 0 aggiornate.')).toBeVisible();
  await expect(dialog.getByText('Importazione: 2 righe di 2')).toBeVisible();
  await expectNoSeriousViolations(page, 'the import dialog with its outcome', '[role="dialog"]');

  // The report comes in the file's own encoding, one row per company.
  const report = (await downloadReport(page, dialog)).toString('latin1');
  expect(report).toContain('Riga;Partita IVA;Esito');
  expect(report).toContain(`"2";"${COOP}";"creata"`);
  // The footer's button (the title's ✕ is named so too).
  await dialog.getByRole('button', { name: 'Chiudi' }).last().click();

  await page.getByRole('textbox', { name: 'Cerca' }).fill(`Più ${stamp}`);
  await expect(page.getByRole('link', { name: COOP_NAME })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cerca' }).fill(`Perù ${stamp}`);
  await expect(page.getByRole('link', { name: CAFE_NAME })).toBeVisible();
  // The search reaches the address once typing pauses: leaving before then would let it land later.
  await expect(page).toHaveURL(/[?&]q=Per/);

  await page.getByRole('link', { name: 'Utenti', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible({ timeout: 30_000 });
  const users = Buffer.from(
    `UserName,FirstName,LastName,Email,CompanyVatCode\r\n${USER},Niccolò,D'Àngelo,${USER}@example.com,${COOP}\r\n`,
    'utf8',
  );
  const usersDialog = await importThrough(page, { name: 'utenti.csv', buffer: users });
  await expect(
    usersDialog.getByText('Importazione completata: 1 utenti creati, 0 aggiornati.'),
  ).toBeVisible();
  await usersDialog.getByRole('button', { name: 'Chiudi' }).last().click();
  await page.getByRole('textbox', { name: 'Cerca' }).fill(USER);
  await expect(page.getByRole('link', { name: USER })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(USER) })).toContainText(COOP_NAME);
});
