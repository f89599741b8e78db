import { type Browser, expect, type Page, test } from '@playwright/test';
import { passwordField, signIn, submitLogin } from '../support/sign-in';

// Runtime settings (decision 058) saved in the back office take effect at once, without a restart:
// maintenance keeps customers out while an admin still signs in, and a longer minimum password
// length is asked by the registration form. They change the whole portal's settings, so they run
// alone, after the other tests (@clock), and put the settings back as they found them.

test.describe.configure({ mode: 'serial' });

const MAINTENANCE_PAGE = 'https://status.sportello.example/manutenzione';

/** The back office's settings page, opened by an admin in a browser of their own. */
async function settingsPageOfAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin@sportello.demo', { at: '/backoffice/settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni e manutenzione' })).toBeVisible();
  return page;
}

async function save(settings: Page): Promise<void> {
  await settings.getByRole('button', { name: 'Salva' }).click();
  await expect(settings.getByText('Impostazioni salvate: sono già in vigore.')).toBeVisible();
}

test('maintenance switched on in the back office sends customers to its page, while an admin signs in', {
  tag: '@clock',
}, async ({ browser, page }) => {
  // The maintenance page is the vendor's own site, outside the portal: answered here.
  await page.route(MAINTENANCE_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Portale in manutenzione</h1>' }),
  );
  await signIn(page, 'giulia.neri');
  const settings = await settingsPageOfAdmin(browser);
  const maintenance = settings.getByRole('checkbox', { name: 'Manutenzione attiva o programmata' });
  try {
    await maintenance.check();
    await settings.getByLabel('Messaggio per i clienti').fill('Aggiornamento del gestionale');
    await save(settings);
    await expect(settings.getByText('In corso: i clienti non possono accedere.')).toBeVisible();

    // The signed-in customer's next call meets the maintenance: the page tells it, then moves on.
    await page.reload();
    await expect(page).toHaveURL(MAINTENANCE_PAGE, { timeout: 15_000 });

    // A customer cannot sign in; an admin of the back office can.
    const customer = await (await browser.newContext()).newPage();
    await customer.goto('/');
    await submitLogin(customer, 'mario.rossi');
    await expect(customer.getByText('Il portale è in manutenzione. Riprova più tardi.')).toBeVisible();
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'admin@sportello.demo', { at: '/backoffice' });
    await expect(admin.getByRole('navigation').first()).toBeVisible();
  } finally {
    await settings.reload();
    await maintenance.uncheck();
    await settings.getByLabel('Messaggio per i clienti').fill('');
    await save(settings);
  }
});

test('a longer minimum password length saved in the back office is asked by the registration form', {
  tag: '@clock',
}, async ({ browser, page }) => {
  const settings = await settingsPageOfAdmin(browser);
  const length = settings.getByLabel('Lunghezza minima della password');
  const before = await length.inputValue();
  try {
    await length.fill('14');
    await save(settings);

    await page.goto('/');
    await page.getByRole('link', { name: 'Prima volta qui? Registrati' }).click();
    await page
      .getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" })
      .fill('09876543217');
    await page.getByRole('textbox', { name: 'Codice utente' }).fill('ROSSI2026');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByText('Azienda verificata: Rossi Impianti S.r.l.')).toBeVisible();
    await expect(page.getByText(/^Da 14 a 15 caratteri/)).toBeVisible();
    // Eleven characters: enough a moment ago, too short now.
    await passwordField(page, 'Password').fill('Impianti#26');
    await passwordField(page, 'Password').blur();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(passwordField(page, 'Password')).toHaveAccessibleDescription(
      /^La password non rispetta i requisiti/,
    );
  } finally {
    await length.fill(before);
    await save(settings);
  }
});
