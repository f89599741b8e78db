import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  adminCommand,
  emptyDatabase,
  type ProductionPortal,
  productionEnv,
  startProductionPortal,
} from '../support/production-portal';
import { enrolAuthenticator } from '../support/second-factor';
import { passwordField, submitLogin } from '../support/sign-in';
import { vat } from '../support/vat-code';

// Issue 17's "done when": from NODE_ENV=production SEED_DEMO=false on an empty database, a person
// goes from `npm run admin -- create` to a customer user signed in, using only the portal. The
// portal here is a second server of this file's own (support/production-portal.ts), not the suite's.

// Each page here is this browser's first of its kind, from a portal that has just started: on a
// machine others share, more than the suite's usual 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN = { email: 'capo@fornitore.example', password: 'Amministra#2026' };
const PARENTS = [
  { vat: vat('0111111111'), name: 'Studio Uno Commercialisti' },
  { vat: vat('0222222222'), name: 'Studio Due Consulenti' },
];
const COMPANY = { vat: vat('0333333333'), name: 'Prima Cliente S.p.A.' };
const CUSTOMER = {
  userName: 'anna.prima',
  firstName: 'Anna',
  lastName: 'Prima',
  temporary: 'Temporanea#2026',
  own: 'Chiave#Mia2026',
};

let env: Record<string, string>;
let portal: ProductionPortal | undefined;

test.beforeAll(async () => {
  env = await productionEnv(await emptyDatabase('production'));
});
test.afterAll(async () => {
  await portal?.stop();
});

/**
 * A parent firm, made by the signed-in admin through the portal's own call (the form is the customer
 * company's, below, and backoffice-companies.spec.ts's): the browser's time goes to the journey.
 */
async function createParent(page: Page, parent: { vat: string; name: string }) {
  const { Token } = (await (await page.request.get('/api/Auth/antiforgery')).json()) as { Token: string };
  const res = await page.request.post('/api/Company/Save', {
    headers: { 'X-CSRF-Token': Token },
    data: { VatCode: parent.vat, FiscalCode: parent.vat, Name: parent.name, CompanyType: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('from an empty production start to a customer signed in, with the portal alone', async ({ browser }) => {
  // Two browsers, a second portal started and every back-office page rendered once: about 40 s on
  // a quiet machine, and up to three times that when others share its cores.
  test.setTimeout(180_000);

  // The operator's one command: the first back-office admin, with a one-time link and code.
  const made = await adminCommand(
    env,
    'create',
    '--email',
    ADMIN.email,
    '--first-name',
    'Chiara',
    '--last-name',
    'Capo',
  );
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toContain(`Back-office admin ${ADMIN.email} created.`);
  const link = /^Open (\S+)$/m.exec(made.stdout)?.[1];
  const code = /enter the code (\d{8})/.exec(made.stdout)?.[1];
  expect(link).toBe(`${env.PUBLIC_URL}/reset-password?user=capo%40fornitore.example&lg=1`);
  expect(code).toBeDefined();

  portal = await startProductionPortal(env);
  const adminContext = await browser.newContext({ baseURL: portal.url });
  const page = await adminContext.newPage();

  // The link opens the code step; the admin chooses a password, then signs in.
  await page.goto(link as string);
  await expect(page.getByRole('textbox', { name: 'Nome utente' })).toHaveValue(ADMIN.email);
  await page.getByRole('textbox', { name: 'Codice di attivazione' }).fill(code as string);
  await passwordField(page, 'Nuova password').fill(ADMIN.password);
  await passwordField(page, 'Conferma la nuova password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
  await expect(page.getByText('Password reimpostata: accedi con la nuova password.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  await submitLogin(page, ADMIN.email, ADMIN.password);
  // Staff sign in with a second factor (decision 078): the first admin enrols an authenticator app.
  await expect(page).toHaveURL(/\/second-factor/);
  await enrolAuthenticator(page);
  await expect(page.getByRole('button', { name: 'Chiara Capo, menu utente' })).toBeVisible();

  // The registry: two parent firms, then, through the back office's form, the company they serve.
  for (const parent of PARENTS) await createParent(page, parent);
  await page.goto('/backoffice/companies');
  await page.getByRole('link', { name: 'Nuova azienda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova azienda' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Partita IVA/ }).fill(COMPANY.vat);
  await page.getByRole('textbox', { name: /^Codice fiscale/ }).fill(COMPANY.vat);
  await page.getByRole('textbox', { name: /^Ragione sociale/ }).fill(COMPANY.name);
  const parentField = page.getByRole('combobox', { name: 'Partite IVA delle aziende madri' });
  for (const parent of PARENTS) {
    await parentField.fill(parent.vat);
    await parentField.press('Enter');
  }
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Azienda ${COMPANY.name}` })).toBeVisible();
  for (const parent of PARENTS) await expect(page.getByRole('link', { name: parent.name })).toBeVisible();

  // Its first user, with a temporary password to change at the first sign-in.
  await page.getByRole('link', { name: 'Utenti', exact: true }).click();
  await page.getByRole('link', { name: 'Nuovo utente' }).click();
  await page
    .getByRole('radio', { name: 'Con una password temporanea, da cambiare al primo accesso' })
    .check();
  const companyPicker = page.getByRole('combobox', { name: /^Azienda/ });
  await companyPicker.fill('Prima Cli');
  await page.getByRole('option', { name: `${COMPANY.name} · ${COMPANY.vat}` }).click();
  await page.getByRole('textbox', { name: /^Nome utente/ }).fill(CUSTOMER.userName);
  await page.getByLabel(/^Password temporanea/).fill(CUSTOMER.temporary);
  await page.getByRole('textbox', { name: /^Nome\s*\*?$/ }).fill(CUSTOMER.firstName);
  await page.getByRole('textbox', { name: /^Cognome/ }).fill(CUSTOMER.lastName);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('anna.prima@prima-cliente.example');
  await page.getByRole('button', { name: "Crea l'utente" }).click();
  await expect(page.getByText('Utente creato.')).toBeVisible();

  // The customer, in a browser of their own: a parent to pick, a password of their own, home.
  const customerContext = await browser.newContext({ baseURL: portal.url });
  try {
    const customer = await customerContext.newPage();
    await customer.goto('/');
    await submitLogin(customer, CUSTOMER.userName, CUSTOMER.temporary);
    const choice = customer.getByRole('dialog', { name: "Scegli l'azienda" });
    await choice.getByRole('button', { name: new RegExp(PARENTS[0]!.name) }).click();
    await expect(customer).toHaveURL(/\/ChangePassword$/);
    await passwordField(customer, 'Password attuale').fill(CUSTOMER.temporary);
    await passwordField(customer, 'Nuova password').fill(CUSTOMER.own);
    await passwordField(customer, 'Conferma la nuova password').fill(CUSTOMER.own);
    await customer.getByRole('button', { name: 'Cambia la password' }).click();
    await expect(customer.getByText('Password aggiornata')).toBeVisible();
    await customer.goto('/home');
    await expect(customer.getByRole('heading', { level: 1, name: 'Ciao, Anna Prima' })).toBeVisible();
  } finally {
    await customerContext.close();
    await adminContext.close();
  }
});
