import { expect as baseExpect, request, test } from '@playwright/test';
import { post } from '../support/api';
import { DEMO_PASSWORD, signIn, submitLogin } from '../support/sign-in';
import { vat } from '../support/vat-code';

// Migration to the customer hub (decision 042) against the real server: an operator migrates a
// company from today towards a hub address; its user, signing in, is told and sent there; the
// operator undoes it and the user signs in again. The company and its user are this file's own.

// Two browsers, each loading its pages for the first time: on a machine others share, more than the
// suite's usual 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = String(Date.now()).slice(-8);
const NAME = `Migrazione Prova ${stamp} S.r.l.`;
const USER = { userName: `e2e.migrazione.${stamp}`, password: 'Portale#Mio26' };
// The hub is another site: the browser's request to it is answered here, never sent out.
const HUB = `https://hub-${stamp}.clienti.example/accesso`;

const COMPANY = vat(`7${stamp}5`);

/**
 * The company and its user, made by the admin through the API (the back office's own journeys are
 * other files'); the user then chooses a password of their own, as a first sign-in asks.
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
    });
    await post(admin, '/api/User/Create', {
      Mode: 'password',
      CompanyId: Id,
      Role: 'user',
      UserName: USER.userName,
      FirstName: 'Marta',
      LastName: 'Migrante',
      Email: `${USER.userName}@e2e.example`,
      TemporaryPassword: DEMO_PASSWORD,
    });
    await post(person, '/api/Auth/login', { UserName: USER.userName, Password: DEMO_PASSWORD });
    await post(person, '/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: USER.password,
      NewPassword2: USER.password,
    });
  } finally {
    await admin.dispose();
    await person.dispose();
  }
}

test('an operator migrates a company to the hub; its user is sent there; the undo lets them back in', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people in two browsers, each with a few pages: about 40 s on a quiet machine, up to three
  // times that when others share its cores.
  test.setTimeout(180_000);
  await companyWithUser(baseURL!);

  // The operator finds the company and migrates it from today towards the hub.
  await signIn(page, 'operatore@sportello.demo', { at: `/backoffice/companies?q=${COMPANY}` });
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleziona la riga 1' }).check();
  await page.getByRole('button', { name: "Migra all'hub (1)" }).click();
  const dialog = page.getByRole('dialog', { name: 'Migrazione al portale clienti (hub)' });
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()),
  );
  const shownToday = today.split('-').reverse().join('/');
  // The day as every date of the portal shows it (DD/MM/YYYY), whatever the browser's own format.
  await expect(dialog.getByLabel(/^Data di migrazione/)).toHaveValue(shownToday);
  const address = dialog.getByRole('textbox', { name: 'Indirizzo del portale clienti' });
  // A plain-http address is refused next to its field, in Italian.
  await address.fill('http://hub.clienti.example/');
  await dialog.getByRole('button', { name: 'Migra' }).click();
  await expect(address).toHaveAccessibleDescription(
    /^L'indirizzo del portale clienti deve essere un indirizzo https:\/\/ completo/,
  );
  await address.fill(HUB);
  await dialog.getByRole('button', { name: 'Migra' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Migrata dal ${shownToday}`)).toBeVisible();
  await expect(page.getByText(HUB)).toBeVisible();

  // The user, in a browser of their own: told, not blamed, then taken to the hub.
  const userContext = await browser.newContext();
  try {
    const userPage = await userContext.newPage();
    await userPage.route(`${new URL(HUB).origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Hub</title><h1>Portale clienti</h1>',
      }),
    );
    await userPage.goto('/');
    await submitLogin(userPage, USER.userName, USER.password);
    const alert = userPage.getByRole('alert');
    await expect(alert).toContainText('La tua azienda è stata migrata');
    await expect(alert).not.toContainText(HUB);
    await userPage.waitForURL(HUB, { timeout: 10_000 });
    await expect(userPage.getByRole('heading', { name: 'Portale clienti' })).toBeVisible();

    // The operator undoes it from the company's page.
    await page.getByRole('link', { name: NAME }).click();
    await expect(page.getByText(`Migrata dal ${shownToday}`)).toBeVisible();
    await expect(page.getByText(`I suoi utenti vengono indirizzati a ${HUB}`)).toBeVisible();
    await page.getByRole('button', { name: 'Annulla la migrazione' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Non migrata: i suoi utenti accedono a questo portale.')).toBeVisible();

    // And the user signs in again, to the home page.
    await userPage.goto('/');
    await submitLogin(userPage, USER.userName, USER.password);
    await expect(userPage).toHaveURL(/\/home$/);
    await expect(userPage.getByRole('heading', { level: 1, name: 'Ciao, Marta Migrante' })).toBeVisible();
  } finally {
    await userContext.close();
  }
});
