import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectWholeBadge } from '../support/layout';
import { signIn } from '../support/sign-in';
import { vat } from '../support/vat-code';

// The back office's customer registry against the real server: the admin creates a company with two
// parents, edits it, and finds it by the start of its VAT code. Its companies are its own (VAT codes
// made from the time), so that it runs beside the other files.

const SHOTS = '.artifacts/screens';

const stamp = String(Date.now()).slice(-8);
const COMPANY = vat(`6${stamp}0`);
const PARENTS = [vat(`6${stamp}1`), vat(`6${stamp}2`)];
const NAME = `Officine Prova ${stamp} S.r.l.`;

/** Parents made through the API, as the admin: the journey is about the company that names them. */
async function createParent(page: Page, code: string, name: string) {
  const { Token } = (await (await page.request.get('/api/Auth/antiforgery')).json()) as { Token: string };
  const res = await page.request.post('/api/Company/Save', {
    headers: { 'X-CSRF-Token': Token },
    data: { VatCode: code, FiscalCode: code, Name: name, CompanyType: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the admin creates a company with two parents, edits it and finds it by VAT prefix', async ({
  page,
}) => {
  await signIn(page, 'admin@sportello.demo');
  await createParent(page, PARENTS[0]!, `Studio Uno ${stamp}`);
  await createParent(page, PARENTS[1]!, `Studio Due ${stamp}`);

  await page.goto('/backoffice/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Aziende' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuova azienda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova azienda' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Partita IVA/ }).fill(COMPANY);
  await page.getByRole('textbox', { name: /^Codice fiscale/ }).fill(COMPANY);
  await page.getByRole('textbox', { name: /^Ragione sociale/ }).fill(NAME);
  const parents = page.getByRole('combobox', { name: 'Partite IVA delle aziende madri' });
  for (const code of PARENTS) {
    await parents.fill(code);
    await parents.press('Enter');
  }
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Azienda salvata.')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/companies\/\d+$/);
  await expect(page.getByRole('link', { name: `Studio Uno ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Studio Due ${stamp}` })).toBeVisible();

  // Edit: a new name, no local sign-in; a parent that is the company itself is refused at its field.
  const name = page.getByRole('textbox', { name: /^Ragione sociale/ });
  await name.fill(`${NAME} (modificata)`);
  await page.getByRole('checkbox', { name: 'Accesso locale consentito' }).uncheck();
  await parents.fill(COMPANY);
  await parents.press('Enter');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText("Un'azienda non può essere madre di sé stessa.")).toBeVisible();
  // The last tag goes with a backspace in the empty input.
  await parents.press('Backspace');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Azienda ${NAME} (modificata)` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Accesso locale consentito' })).not.toBeChecked();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/companies-edit-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/companies-edit-375.png`, fullPage: true });

  // Found by the start of its VAT code.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backoffice/companies');
  await page.getByRole('textbox', { name: 'Cerca' }).fill(COMPANY.slice(0, 9));
  await expect(page.getByRole('link', { name: `${NAME} (modificata)` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${COMPANY.slice(0, 9)}`));
  await expect(page.getByRole('link', { name: `Studio Uno ${stamp}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/companies-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/companies-list-375.png`, fullPage: true });

  // On a phone each company is a card: nothing scrolls sideways, and a badge keeps its whole text
  // (Azzurra Servizi moved to the customer hub in the demo data).
  await page.goto('/backoffice/companies?q=Azzurra');
  const list = page.getByRole('table');
  await expect(list.getByRole('link', { name: 'Azzurra Servizi S.r.l.' })).toBeVisible();
  await expectNoSidewaysScroll(page, list);
  await expectWholeBadge(list.getByText('Migrata dal 01/01/2025'));
});
