import { expect, type Page, test } from '@playwright/test';
import { userOfCompanyRequiringProvider } from '../support/accounts';
import { letPageTimePass } from '../support/page-clock';
import { DEMO_PASSWORD, passwordField, submitLogin } from '../support/sign-in';

// Sign-in, parent choice, password change, parent switch and sign-out against the real server and
// a fresh demo database. The tests run in file order, one after the other: paolo.verdi's password
// change happens once per database, and anna.migrata's lockout comes after her migration redirect.
// No other file signs in as either of them; the users this file shares with others (mario.rossi,
// giulia.neri, the operator) it only signs in and out.

const INVALID = 'Nome utente o password non validi.';
const USER_NAME_REQUIRED = 'Inserisci il nome utente.';
const CUSTOMER_HUB = 'https://hub.sportello.example/';

/** Picks a parent company in the sign-in modal. */
async function chooseParent(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: "Scegli l'azienda" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(dialog).toBeHidden();
}

async function signOut(page: Page, screenshot?: string) {
  await page.getByRole('button', { name: /, menu utente$/ }).click();
  const item = page.getByRole('menuitem', { name: 'Esci' });
  await expect(item).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot });
  await item.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

test.describe('login at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is the site root, in Italian, with the welcome text and the form', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Accedi · Sportello');
    await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Sportello' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome utente' })).toBeVisible();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Lingua' }).locator('option:checked')).toHaveText(
      'Italiano',
    );
    // Visitors get no side menu: every page in it needs a session.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.screenshot({ path: '.artifacts/login-1280.png' });
  });

  test('arrives with its form, is taken over without a word in the console, and asks for no session', async ({
    page,
  }) => {
    // Decision 044: the form's markup comes in the first response, in the visitor's language.
    const first = await page.request.get('/');
    expect(await first.text()).toContain('name="username"');
    const english = await page.request.get('/?lg=2');
    expect(await english.text()).toContain('<html lang="en"');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const sessionCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/Auth\/session/i.test(request.url())) sessionCalls.push(request.url());
    });
    await page.goto('/');
    // The form's own check answers: the page's script has taken the form over.
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText(USER_NAME_REQUIRED)).toBeVisible();
    // A signed-out visitor is not an error: no session check answering 401, no hydration mismatch.
    expect(sessionCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a signed-in user gets the plain page, never the sign-in form, at the root and deeper', async ({
    page,
  }) => {
    await page.goto('/');
    await submitLogin(page, 'giulia.neri');
    await expect(page).toHaveURL(/\/home$/);
    for (const path of ['/', '/account/profile'])
      expect(await (await page.request.get(path)).text()).not.toContain('name="username"');
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  });

  test('refuses a wrong password and an unknown user with the same message next to the form', async ({
    page,
  }) => {
    await page.goto('/');
    await submitLogin(page, 'giulia.neri', 'Sbagliata#2026');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page).toHaveURL(/\/$/);

    await submitLogin(page, 'nessuno.esiste', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
    await page.screenshot({ path: '.artifacts/login-error-1280.png' });
  });

  test('a disabled user with a wrong password reads the same; with the right one, that the user is disabled', async ({
    page,
  }) => {
    await page.goto('/');
    await submitLogin(page, 'bruno.bloccato', 'Sbagliata#2026');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await submitLogin(page, 'bruno.bloccato', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText("L'utente è disabilitato.");
    await expect(page).toHaveURL(/\/$/);
  });

  test('a company that requires its identity provider: the notice, then the provider after 3 s', async ({
    page,
    baseURL,
  }) => {
    const user = await userOfCompanyRequiringProvider(String(baseURL));
    // Even the forced local form gives way once the password has proven who signs in.
    await page.goto('/?lgt=l');
    await submitLogin(page, user.userName, user.password);
    await expect(page.getByRole('alert')).toHaveText(
      "La tua azienda richiede l'accesso tramite il suo provider di identità: tra pochi secondi ti portiamo lì.",
    );
    await expect(page).toHaveURL(/\/v2\/interaction\//, { timeout: 10_000 });
  });

  test('mario.rossi chooses a parent, switches it from the header, signs out', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, 'mario.rossi');

    const dialog = page.getByRole('dialog', { name: "Scegli l'azienda" });
    await expect(dialog).toBeVisible();
    // One button per parent, in the server's order (by name), with the VAT number.
    const choices = dialog.getByRole('button', { name: /P\. IVA/ });
    await expect(choices).toHaveText([
      /Studio Bianchi.*P\. IVA 12345678903/,
      /Verdi Consulting S\.r\.l\..*P\. IVA 02468135799/,
    ]);
    await page.screenshot({ path: '.artifacts/parent-modal.png' });
    await chooseParent(page, 'Verdi Consulting');

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' })).toBeVisible();
    await expect(card(page, 'Utente')).toContainText('mario.rossi');
    await expect(card(page, 'Azienda')).toContainText('Rossi Impianti S.r.l.');
    await expect(card(page, 'Azienda')).toContainText('P. IVA 09876543217');
    await expect(card(page, 'Azienda di riferimento')).toContainText('Verdi Consulting S.r.l.');
    await expect(card(page, 'Azienda di riferimento')).toContainText('P. IVA 02468135799');
    await page.screenshot({ path: '.artifacts/home-1280.png' });

    // The header's parent dropdown goes through /ChangeCompanyParent and back to the same page.
    const parentSelect = page.getByRole('banner').getByRole('combobox', { name: 'Azienda di riferimento' });
    await expect(parentSelect).toHaveValue('Verdi Consulting S.r.l.');
    await parentSelect.click();
    const switched = page.waitForResponse(
      (response) => response.url().includes('/api/Auth/changeparent') && response.ok(),
    );
    await page.getByRole('option', { name: /Studio Bianchi/ }).click();
    await switched;
    await expect(page).toHaveURL(/\/home$/);
    await expect(card(page, 'Azienda di riferimento')).toContainText('Studio Bianchi');
    await expect(card(page, 'Azienda di riferimento')).toContainText('P. IVA 12345678903');
    await expect(parentSelect).toHaveValue('Studio Bianchi');

    // The choice is the session's: a reload keeps it.
    await page.reload();
    await expect(card(page, 'Azienda di riferimento')).toContainText('Studio Bianchi');

    await signOut(page, '.artifacts/user-menu-1280.png');
    await page.goto('/home');
    await expect(page).toHaveURL(/\/\?returnUrl=%2Fhome$/);
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });

  test('giulia.neri has one parent: straight to home with it, the app taking the page over', async ({
    page,
  }) => {
    // Decision 050: the sign-in page runs a script of its own; the app's comes once signed in, into
    // the same document (no second load of the page).
    const appPage = await (await page.request.get('/home')).text();
    const appScript = /<script type="module" crossorigin src="([^"]+)"/.exec(appPage)?.[1];
    expect(appScript, "the app's script in index.html").toBeTruthy();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
    expect(scripts).not.toContain(appScript);
    await page.evaluate(() => {
      (window as { signInDocument?: boolean }).signInDocument = true;
    });

    await submitLogin(page, 'giulia.neri');
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => (window as { signInDocument?: boolean }).signInDocument)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, 'Azienda')).toContainText('Neri Trasporti S.r.l.');
    await expect(card(page, 'Azienda di riferimento')).toContainText('Studio Bianchi');
    await expect(page.getByRole('combobox', { name: 'Azienda di riferimento' })).toHaveCount(0);
  });

  test("the vendor's operator signs in to the vendor company, without parents", async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, 'operatore@sportello.demo');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Olga Operatrice' })).toBeVisible();
    await expect(card(page, 'Azienda')).toContainText('Sportello S.p.A.');
    await expect(card(page, 'Azienda di riferimento')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Azienda di riferimento' })).toHaveCount(0);
  });

  test('?lg=2 shows the login page in English, and a same-origin returnUrl is followed with lg', async ({
    page,
  }) => {
    await page.goto('/?lg=2&returnUrl=%2Faccount%2Fprofile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'User name' }).fill('giulia.neri');
    await passwordField(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Giulia's own language is Italian: the UI follows it, and the return URL says so.
    await expect(page).toHaveURL(/\/account\/profile\?lg=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('paolo.verdi must change his expired password before anything else', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, 'paolo.verdi');
    await chooseParent(page, 'Studio Bianchi');
    await expect(page).toHaveURL(/\/ChangePassword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cambia la password' })).toBeVisible();

    // Every other page leads back here, so no menu offers them.
    await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/ChangePassword\?returnUrl=%2Fhome$/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/ChangePassword\?returnUrl=%2Faccount%2Fprofile$/);

    const oldPassword = passwordField(page, 'Password attuale');
    const newPassword = passwordField(page, 'Nuova password');
    const confirmation = passwordField(page, 'Conferma la nuova password');
    const submit = page.getByRole('button', { name: 'Cambia la password' });

    // A wrong current password: the server's refusal, next to that field.
    await oldPassword.fill('Sbagliata#2026');
    await newPassword.fill('Nuova#Pass26');
    await confirmation.fill('Nuova#Pass26');
    await submit.click();
    await expect(oldPassword).toHaveAccessibleDescription('La password attuale non è corretta.');

    // A password with his first name in it: refused next to the new-password field.
    await oldPassword.fill(DEMO_PASSWORD);
    await newPassword.fill('Paolo#2026x');
    await confirmation.fill('Paolo#2026x');
    await submit.click();
    await expect(newPassword).toHaveAccessibleDescription(/^La password non deve contenere il tuo nome\./);
    await page.screenshot({ path: '.artifacts/change-password-1280.png' });

    await newPassword.fill('Nuova#Pass26');
    await confirmation.fill('Nuova#Pass26');
    await submit.click();
    await expect(page.getByText('Password aggiornata')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/profile\?lg=1$/);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Paolo Verdi' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();

    await signOut(page);
    await submitLogin(page, 'paolo.verdi', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await submitLogin(page, 'paolo.verdi', 'Nuova#Pass26');
    await chooseParent(page, 'Verdi Consulting');
    await expect(page).toHaveURL(/\/home$/);
    await expect(card(page, 'Azienda di riferimento')).toContainText('Verdi Consulting S.r.l.');
  });

  test('anna.migrata sees the migration message, then goes to the customer hub after 2 s', async ({
    page,
  }) => {
    await page.route(`${CUSTOMER_HUB}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Customer hub</title><h1>Hub</h1>',
      }),
    );
    await page.goto('/');
    await submitLogin(page, 'anna.migrata');
    await expect(page.getByRole('alert')).toContainText('La tua azienda è stata migrata');
    const shownAt = Date.now();
    await page.waitForURL(CUSTOMER_HUB, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_000);
    await expect(page.getByRole('heading', { name: 'Hub' })).toBeVisible();
  });

  test('locks anna.migrata out after 5 wrong passwords, with the same message', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(page, 'anna.migrata', `Sbagliata#${attempt}`);
      await expect(page.getByRole('alert')).toHaveText(INVALID);
      await expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled();
    }
    // Locked: even the right password gets the same answer (no migration message, no redirect).
    const answer = page.waitForResponse((r) => r.url().includes('/api/Auth/login'));
    await submitLogin(page, 'anna.migrata', DEMO_PASSWORD);
    expect((await (await answer).json()).ErrorMessage).toBe('ERROR_INVALID_PASSWORD');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    // Longer than the migration message stays (2 s), on the page's clock: still here.
    await letPageTimePass(page, 2_500);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toHaveText(INVALID);
  });
});

test.describe('login at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits a phone: welcome text above the form, no horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The identity providers' long names wrap rather than being cut.
    const ssoButton = page.getByRole('link', { name: 'Accedi con Demo ID', exact: true });
    await expect(ssoButton).toBeVisible();
    const cut = await ssoButton.evaluate((link) =>
      Array.from(link.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth),
    );
    expect(cut).toBe(false);
    await page.screenshot({ path: '.artifacts/login-375.png', fullPage: true });
  });

  test('offers the parent dropdown in the menu on a phone', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, 'mario.rossi');
    await chooseParent(page, 'Verdi Consulting');
    await expect(page).toHaveURL(/\/home$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.artifacts/home-375.png', fullPage: true });
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('combobox', { name: 'Azienda di riferimento' })).toBeVisible();
    // The menu slides in; the picture is taken once it is in place.
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: '.artifacts/home-375-menu.png' });
    await nav.getByRole('combobox', { name: 'Azienda di riferimento' }).click();
    await page.getByRole('option', { name: /Studio Bianchi/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(card(page, 'Azienda di riferimento')).toContainText('Studio Bianchi');
    await page.screenshot({ path: '.artifacts/home-375-switched.png', fullPage: true });
  });
});
