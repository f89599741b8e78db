import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newCustomer } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

// The toolkit (decision 084): the admin publishes a manual for e-invoicing, a product Neri Trasporti
// uses, and uploads its first version; a new user of Neri Trasporti finds it marked new, downloads
// it byte for byte, and the admin's page of the file then counts that download for the company.

/** A small PDF: its header is what the server reads the type from. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('the admin publishes a file, a customer downloads it as new, and the download is counted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Manuale e2e ${Date.now().toString(36)}`;
  const customer = await newCustomer(baseURL ?? '', 'toolkit');

  // The admin: the file, then its first version, uploaded from the page.
  await signIn(page, 'admin@sportello.demo', { at: '/backoffice/toolkit' });
  await page.getByRole('button', { name: 'Nuovo file' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo file' });
  await form.getByRole('combobox', { name: 'Prodotto' }).click();
  await page.getByRole('option', { name: 'Fatturazione elettronica' }).click();
  await form.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Manuale' }).click();
  await form.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Carica nuova versione' }).click();
  const upload = page.getByRole('dialog', { name: `Nuova versione di «${title}»` });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'manuale.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await upload.getByRole('textbox', { name: 'Versione' }).fill('1.0');
  await upload.getByRole('textbox', { name: 'Note di rilascio' }).fill('Prima edizione.');
  await expectNoSeriousViolations(page, 'the upload form', '[role="dialog"]');
  await upload.getByRole('button', { name: 'Carica' }).click();
  await expect(upload).toBeHidden();
  const versions = page.getByRole('table', { name: 'Versioni' });
  await expect(versions.getByRole('row').filter({ hasText: '1.0' })).toContainText('Offerta ai clienti');
  const detailUrl = page.url();

  // The customer: the file is new to them, and downloads as it was uploaded.
  const customerPage = await (await browser.newContext()).newPage();
  await signIn(customerPage, customer.userName, { at: '/toolkit' });
  const item = customerPage.getByRole('article', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expect(item.getByText('Nuovo', { exact: true })).toBeVisible();
  await expect(item).toContainText('Versione 1.0');
  await expectNoSeriousViolations(customerPage, 'the toolkit page', '#main-content');
  const download = customerPage.waitForEvent('download');
  await item.getByRole('link', { name: new RegExp(`^Scarica ${title}`) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('manuale.pdf');
  expect(Buffer.compare(await readFile((await file.path()) ?? ''), PDF)).toBe(0);
  await customerPage.context().close();

  // The admin's page of the file: one download, by Neri Trasporti.
  await page.goto(detailUrl);
  const companies = page.getByRole('table', { name: 'Download per azienda' });
  const neri = companies.getByRole('row').filter({ hasText: 'Neri Trasporti S.r.l.' });
  // Company, VAT number, downloads, last download.
  await expect(neri.getByRole('cell').nth(2)).toHaveText('1');
});
