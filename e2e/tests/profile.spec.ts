import { expect, type Page, test } from '@playwright/test';
import { newCustomer } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signInAtProvider } from '../support/identity-provider';
import { codeOf, latestMailTo, waitForMailTo } from '../support/mailbox';
import { passwordField, signIn, signOut, submitLogin } from '../support/sign-in';

// The profile page. "I tuoi dati": lucia.bianchi gives her mobile phone, her contact hours and her
// birth date, typed as DD/MM/YYYY; a date after today is refused next to its field; what she saved
// is there again after a reload. Names and language stay as they are: other journeys read them.
// The e-mail address, the password and the linked identities change the account: customers of the
// tests' own (support/accounts.ts) do that.

const SHOTS = '.artifacts/screens';

test.describe('own details on the profile', () => {
  test('lucia.bianchi saves her phone, availability and birth date', async ({ page }) => {
    // Two full loads of a lazily loaded page, an accessibility scan and two screenshots.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'lucia.bianchi', { parent: /Studio Bianchi/, at: '/account/profile' });
    // Exact: the data export's panel, "Copia dei tuoi dati", holds the same words.
    const details = page.getByRole('region', { name: 'I tuoi dati', exact: true });
    // The profile's page and its panels load lazily: on a busy machine that takes longer than a step.
    await expect(details).toBeVisible({ timeout: 20_000 });
    await expect(details.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Lucia');

    await details.getByRole('textbox', { name: /^Cellulare/ }).fill('333 1234567');
    const birth = details.getByRole('textbox', { name: /Data di nascita/ });
    await birth.fill('31/12/2999');
    await birth.blur();
    await details.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(
      details.getByText(/La data è fuori dall'intervallo consentito: 01\/01\/1900 – /),
    ).toBeVisible();

    await birth.fill('29/02/1984');
    await birth.blur();
    await expect(birth).toHaveValue('29/02/1984');
    await details.getByRole('combobox', { name: 'Reperibile fino alle' }).click();
    await page.getByRole('option', { name: '18:00' }).click();
    await details.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(page.getByText('Dati aggiornati.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the profile page');
    await page.screenshot({ path: `${SHOTS}/profile-details-1280.png`, fullPage: true });

    await page.reload();
    await expect(details.getByRole('textbox', { name: /Data di nascita/ })).toHaveValue('29/02/1984');
    await expect(details.getByRole('textbox', { name: /^Cellulare/ })).toHaveValue('333 1234567');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(details.getByRole('button', { name: 'Salva i dati' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/profile-details-375.png`, fullPage: true });
  });
});

/** The voluntary change-password page, from `current` to `next`; it returns home. */
async function changePassword(page: Page, current: string, next: string) {
  await expect(page).toHaveURL(/\/ChangePassword$/);
  await expect(page.getByText('Scegli una nuova password per il tuo account.')).toBeVisible();
  await passwordField(page, 'Password attuale').fill(current);
  await passwordField(page, 'Nuova password').fill(next);
  await passwordField(page, 'Conferma la nuova password').fill(next);
  await page.getByRole('button', { name: 'Cambia la password' }).click();
  await expect(page.getByText('Password aggiornata')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('the account on the profile', () => {
  test('a customer changes the password from the menu and from the profile, and verifies the address', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const customer = await newCustomer(String(baseURL), 'profilo');
    await signIn(page, customer.userName, { password: customer.password });
    await page.getByRole('button', { name: /, menu utente$/ }).click();
    await page.getByRole('menuitem', { name: 'Cambia password' }).click();
    await changePassword(page, customer.password, 'Portale#Mio26');

    await page.goto('/account/profile');
    const address = page.getByRole('region', { name: 'Indirizzo e-mail' });
    await expect(address).toBeVisible({ timeout: 20_000 });
    await expect(address).toContainText(customer.email);
    await expect(address.getByText('Da verificare')).toBeVisible();
    const before = (await latestMailTo(page.request, customer.email))?.file;
    await address.getByRole('button', { name: 'Invia il codice' }).click();
    await expect(address.getByRole('status')).toHaveText(
      'Ti abbiamo inviato un codice: inseriscilo qui sotto.',
    );
    const mail = await waitForMailTo(page.request, customer.email, before);
    const code = address.getByRole('textbox', { name: 'Codice' });
    await code.fill(codeOf(mail) === '00000000' ? '11111111' : '00000000');
    await address.getByRole('button', { name: 'Conferma' }).click();
    await expect(code).toHaveAccessibleDescription('Codice non valido o scaduto: richiedine uno nuovo.');
    await code.fill(codeOf(mail));
    await address.getByRole('button', { name: 'Conferma' }).click();
    await expect(address.getByText('Verificato')).toBeVisible();
    await expect(code).toBeHidden();

    await page
      .getByRole('region', { name: 'Password', exact: true })
      .getByRole('link', { name: 'Cambia password' })
      .click();
    await changePassword(page, 'Portale#Mio26', 'Sportello#Mio27');
    await signOut(page);
    await submitLogin(page, customer.userName, 'Sportello#Mio27');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a customer links an identity at the provider, finds it on the profile and unlinks it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const customer = await newCustomer(String(baseURL), 'identita');
    // sso.estraneo on the first provider (v2): linked to nobody before and after this test. The
    // handle-binding journeys use it on the other provider (v3), whose links are apart.
    await page.goto('/');
    await page.getByRole('link', { name: 'Accedi con Demo ID', exact: true }).click();
    await signInAtProvider(page, 'sso.estraneo', 'v2');
    const link = page.getByRole('form', { name: 'Collega il tuo account' });
    await link.getByRole('textbox', { name: 'Nome utente' }).fill(customer.userName);
    await passwordField(page).fill(customer.password);
    await link.getByRole('button', { name: 'Collega e accedi' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/account/profile');
    const identities = page.getByRole('region', { name: 'Identità digitali collegate' });
    await expect(identities.getByText('Demo ID', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(identities).toContainText('ettore.estraneo@example.it');
    // Signed in through the provider: the password is the provider's, and is changed there.
    await expect(page.getByRole('region', { name: 'Password', exact: true })).toContainText(
      'la password si cambia presso di esso',
    );
    await page.screenshot({ path: `${SHOTS}/profile-identities-1280.png`, fullPage: true });

    await identities.getByRole('button', { name: 'Scollega Demo ID' }).click();
    const confirm = page.getByRole('dialog', { name: "Conferma l'operazione" });
    await expect(confirm).toContainText('Scollegare Demo ID?');
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    await expect(identities.getByText('Nessuna identità digitale è collegata al tuo account.')).toBeVisible();
  });
});
