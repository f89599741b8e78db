import { expect, type Page, test } from '@playwright/test';
import { signInAtProvider } from '../support/identity-provider';
import { DEMO_PASSWORD, passwordField, submitLogin } from '../support/sign-in';

// Single sign-on through the development identity provider that the server starts next to itself
// (apps/dev-idp, issuers /v2 and /v3). The tests run in file order on one database: linking sso.nuovo
// to giulia.neri is permanent for the run, so the tests that need it come after the one that links.

const V3_BUTTON = 'Accedi con Demo ID Plus';
const V2_BUTTON = 'Accedi con Demo ID';
const TOKEN_ERROR = 'Il token del provider di identità non è valido o è scaduto.';

/** From the portal's login page through the v3 button and the provider's sign-in. */
async function signInWithV3(page: Page, login: string) {
  await page.goto('/');
  await page.getByRole('link', { name: V3_BUTTON, exact: true }).click();
  await signInAtProvider(page, login);
}

const userMenu = (page: Page) => page.getByRole('button', { name: /, menu utente$/ });

test.describe('single sign-on at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the login page offers one button per provider under the form, none with ?lgt=l', async ({ page }) => {
    await page.goto('/?returnUrl=%2Faccount%2Fprofile');
    await expect(page.getByRole('link', { name: V2_BUTTON, exact: true })).toBeVisible();
    const v3 = page.getByRole('link', { name: V3_BUTTON, exact: true });
    await expect(v3).toBeVisible();
    // A full navigation to the server, which redirects to the provider; the return URL goes along.
    await expect(v3).toHaveAttribute('href', '/api/Auth/sso/v3/start?local=1&returnUrl=%2Faccount%2Fprofile');
    await page.screenshot({ path: '.artifacts/sso-login.png' });

    await page.goto('/?lgt=l');
    await expect(page.getByRole('textbox', { name: 'Nome utente' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Accedi con/ })).toHaveCount(0);
  });

  test('sso.mario signs in through the provider, chooses a parent, lands home', async ({ page }) => {
    const landing = page.waitForRequest((request) => /\/sso\?token=/.test(request.url()));
    await signInWithV3(page, 'sso.mario');
    await landing;
    const dialog = page.getByRole('dialog', { name: "Scegli l'azienda" });
    await expect(dialog).toBeVisible();
    // The one-time handle is gone from the address as soon as the page has read it.
    expect(page.url()).not.toContain('token=');
    await dialog.getByRole('button', { name: /Verdi Consulting/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' })).toBeVisible();
  });

  test('sso.lucia picks one of her two users, Neri Trasporti listed first', async ({ page }) => {
    await signInWithV3(page, 'sso.lucia');
    const dialog = page.getByRole('dialog', { name: "Scegli l'utente" });
    await expect(dialog).toBeVisible();
    const choices = dialog.getByRole('button', { name: /P\. IVA/ });
    await expect(choices).toHaveText([
      /Neri Trasporti S\.r\.l\..*P\. IVA \d{11}.*lucia\.bianchi\.neri/,
      /Rossi Impianti S\.r\.l\..*P\. IVA 09876543217.*lucia\.bianchi$/,
    ]);
    await page.screenshot({ path: '.artifacts/sso-chooser.png' });
    await choices.first().click();
    await expect(page).toHaveURL(/\/home$/);
    await userMenu(page).click();
    await expect(page.getByText('Accesso come lucia.bianchi.neri')).toBeVisible();
  });

  test('the return URL of the login page is followed after a single sign-on', async ({ page }) => {
    await page.goto('/?returnUrl=%2Faccount%2Fprofile');
    await page.getByRole('link', { name: V3_BUTTON, exact: true }).click();
    await signInAtProvider(page, 'sso.lucia');
    await page.getByRole('dialog', { name: "Scegli l'utente" }).getByRole('button', { name: /Neri/ }).click();
    await expect(page).toHaveURL(/\/account\/profile\?lg=1$/);
  });

  test('sso.nuovo links giulia.neri, signs out through the provider, signs in again without linking', async ({
    page,
  }) => {
    await signInWithV3(page, 'sso.nuovo');
    await expect(
      page.getByText(
        'Nessun utente è collegato a questa identità. Accedi con le credenziali locali per collegarla.',
      ),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Collega il tuo account' });
    await expect(form).toBeVisible();
    await page.screenshot({ path: '.artifacts/sso-link.png' });

    // A wrong password is told next to the form, and nothing is linked.
    await form.getByRole('textbox', { name: 'Nome utente' }).fill('giulia.neri');
    await passwordField(page).fill('Sbagliata#2026');
    await form.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(form.getByRole('alert')).toHaveText('Nome utente o password non validi.');

    await passwordField(page).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(page.getByText('Collegamento completato.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Giulia Neri' })).toBeVisible();

    // Sign-out ends the provider's session too: its confirmation, then back to the portal root.
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await page.getByRole('button', { name: 'Sì, esci' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('link', { name: V3_BUTTON, exact: true })).toBeVisible();

    // The provider asks for the credentials again (its session ended); the link is remembered.
    await page.getByRole('link', { name: V3_BUTTON, exact: true }).click();
    await signInAtProvider(page, 'sso.nuovo');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Giulia Neri' })).toBeVisible();
  });

  test('a one-time handle works once: opened again, it is refused', async ({ page }) => {
    const landing = page.waitForRequest((request) => /\/sso\?token=/.test(request.url()));
    await signInWithV3(page, 'sso.nuovo');
    const url = new URL((await landing).url());
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(`/sso${url.search}`);
    await expect(page.getByRole('alert')).toContainText(TOKEN_ERROR);
    // Back to the root (which sends the signed-in user home) after the message was readable.
    await expect(page).toHaveURL(/\/home$/, { timeout: 6_000 });
  });

  test('sso.bloccato is told the user is disabled, then is back on the login page', async ({ page }) => {
    await signInWithV3(page, 'sso.bloccato');
    await expect(page.getByRole('alert')).toContainText("L'utente è disabilitato.");
    await expect(page).toHaveURL(/\/sso$/);
    await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 6_000 });
    await expect(page.getByRole('textbox', { name: 'Nome utente' })).toBeVisible();
  });

  test('cancelling at the provider comes back with the identity-provider error, then the login page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: V3_BUTTON, exact: true }).click();
    await expect(page).toHaveURL(/\/v3\/interaction\//);
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Errore di autenticazione con il provider di identità.',
    );
    await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 6_000 });
  });

  test('an unreachable provider is told on the login page, whose form keeps working', async ({ page }) => {
    // What the server answers when the provider is down at the start (decision 006).
    await page.goto('/?ssoError=ERROR_ISP_CONNECTION');
    await expect(page.getByRole('alert')).toHaveText('Errore di connessione con il provider di identità.');
    await submitLogin(page, 'giulia.neri');
    await expect(page).toHaveURL(/\/home$/);
  });
});
