import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { post } from '../support/api';
import { DEMO_PASSWORD, signIn, submitLogin } from '../support/sign-in';
import { vat } from '../support/vat-code';

// An admin publishes a new version of a privacy notice for one company type; a customer of that
// type must accept it at their next sign-in before reaching the home page, and the acceptance is in
// the company's consents export. The company type is this file's own, so that no other journey's
// users are asked anything.

const stamp = Date.now().toString().slice(-8);
const COMPANY_TYPE = 20_000 + Number(stamp.slice(-4));
const COMPANY = vat(`6${stamp}4`);
const NAME = `Privacy Prova ${stamp} S.r.l.`;
const CODE = `PRIVACY_E2E_${stamp}`;
const USER = { userName: `e2e.privacy.${stamp}`, password: 'Consenso#2026x' };

/**
 * The company of the file's own type and its user, made by the admin through the API; the user sets
 * a password of their own and answers what is in force (the general terms), as a first sign-in asks.
 */
async function companyWithUser(baseURL: string) {
  const admin = await request.newContext({ baseURL });
  const person = await request.newContext({ baseURL });
  try {
    await post(admin, '/api/Auth/login', { UserName: 'admin@sportello.demo', Password: DEMO_PASSWORD });
    const { Id } = await post(admin, '/api/Company/Save', {
      VatCode: COMPANY,
      FiscalCode: COMPANY,
      Name: NAME,
      CompanyType: COMPANY_TYPE,
    });
    await post(admin, '/api/User/Create', {
      Mode: 'password',
      CompanyId: Id,
      Role: 'user',
      UserName: USER.userName,
      FirstName: 'Paola',
      LastName: 'Privata',
      Email: `${USER.userName}@e2e.example`,
      TemporaryPassword: DEMO_PASSWORD,
    });
    const signedIn = await post(person, '/api/Auth/login', {
      UserName: USER.userName,
      Password: DEMO_PASSWORD,
    });
    expect(signedIn.DisclaimersPending).toBe(true);
    await post(person, '/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: USER.password,
      NewPassword2: USER.password,
    });
    await post(person, '/api/Auth/login', { UserName: USER.userName, Password: USER.password });
    const pending = (await post(person, '/api/Auth/getuseremptydisclaimers', {})) as {
      Id: number;
      Version: number;
    }[];
    await post(person, '/api/Auth/signdisclaimers', {
      Disclaimers: pending.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true })),
    });
  } finally {
    await admin.dispose();
    await person.dispose();
  }
}

test('a new privacy version is accepted at the next sign-in, before the home page, and shows in the consents export', async ({
  browser,
  page,
  baseURL,
}) => {
  await companyWithUser(baseURL ?? '');

  // The admin publishes the notice for the company type, then a new version of its text.
  await signIn(page, 'admin@sportello.demo', { at: '/backoffice/disclaimers/new' });
  await page.getByRole('textbox', { name: /^Codice/ }).fill(CODE);
  await page.getByRole('textbox', { name: /^Tipo di azienda/ }).fill(String(COMPANY_TYPE));
  await page
    .getByRole('textbox', { name: /^Titolo \(italiano\)/ })
    .fill('Informativa sul trattamento dei dati');
  await page.getByRole('textbox', { name: 'Testo (italiano)', exact: true }).click();
  // One input per text, as a paste would: key by key re-renders the whole form at every key.
  await page.keyboard.insertText('Trattiamo i dati dei referenti per gestire le richieste di assistenza.');
  await page.getByRole('textbox', { name: /^Titolo \(inglese\)/ }).fill('Data processing notice');
  await page.getByRole('textbox', { name: 'Testo (inglese)', exact: true }).click();
  await page.keyboard.insertText('We process the contacts’ data to handle support requests.');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText(`${CODE} salvata: versione 1 in vigore.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${CODE} · versione 1` })).toBeVisible();

  await page.getByRole('textbox', { name: 'Testo (italiano)', exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' I dati sono conservati per dieci anni.');
  await page.getByRole('button', { name: 'Salva e pubblica' }).click();
  await expect(page.getByRole('heading', { name: `${CODE} · versione 2` })).toBeVisible();
  await expect(page.getByText(/^Versione 1, Obbligatorio, pubblicata il/)).toBeVisible();

  // The customer signs in: the new version comes before anything else, even a page asked for.
  const customer = await browser.newPage();
  await customer.goto('/support/tickets');
  await submitLogin(customer, USER.userName, USER.password);
  await expect(customer).toHaveURL(/\/Disclaimers/);
  await expect(customer.getByRole('heading', { name: 'Condizioni aggiornate' })).toBeVisible();
  await expect(customer.getByText('I dati sono conservati per dieci anni.')).toBeVisible();
  await customer.getByRole('radio', { name: 'Non accetto' }).check();
  await expect(customer.getByText(/non potrai usare il portale/)).toBeVisible();
  await customer.getByRole('radio', { name: 'Accetto', exact: true }).check();
  await customer.getByRole('button', { name: 'Conferma e continua' }).click();
  await expect(customer).toHaveURL(/\/support\/tickets/);
  // In the profile: what was accepted, and when.
  await customer.goto('/account/profile');
  await expect(customer.getByText('Informativa sul trattamento dei dati')).toBeVisible();
  await expect(customer.getByText(/Accettato il .* \(versione 2\)/)).toBeVisible();
  await customer.close();

  // The acceptance is in the company's register and its export.
  await page.goto('/backoffice/consents');
  await page.getByRole('combobox', { name: 'Azienda' }).fill(NAME.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(COMPANY) }).click();
  const row = page.getByRole('row').filter({ hasText: CODE });
  await expect(row).toContainText(USER.userName);
  await expect(row).toContainText('v2');
  await expect(row).toContainText('Accesso');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain('At;UserName;Code;Title;Version;Accepted;Ip;Source');
  expect(csv).toMatch(
    new RegExp(
      `"${USER.userName}";"${CODE}";"Informativa sul trattamento dei dati";"2";"yes";"[^"]+";"sign-in"`,
    ),
  );
});
