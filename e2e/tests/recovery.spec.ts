import { expect, type Page, test } from '@playwright/test';
import { type Customer, newCustomer } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expectCaptchaBoxed, solveCaptcha, submitWhileCaptchaVerifies } from '../support/captcha';
import { canEditDatabase, runSql } from '../support/database';
import { codeOf, latestMailTo, waitForMailTo } from '../support/mailbox';
import { withServerClockAhead } from '../support/server-clock';
import { DEMO_PASSWORD, passwordField, signIn, submitLogin } from '../support/sign-in';

// Password reset, user-name retrieval, support requests and secure codes against the real server,
// with the messages read from the development mailbox. The tests run side by side, with the other
// files': each one that changes a user (a password, a request to support) registers a user of its
// own first (support/accounts.ts). The server sends at most 3 recovery messages per address per
// quarter of an hour, and each user here gets at most 3.

test.describe.configure({ mode: 'parallel' });

const REQUESTED = "Se i dati sono corretti, riceverai un'e-mail con il codice di attivazione.";
const TEMPORARY_PASSWORD = 'Trasporti#27';

test.use({ viewport: { width: 1280, height: 800 } });

/** Step 1 of the reset page; returns once the page says the same as always and shows step 2. */
async function requestReset(page: Page, email: string, userName: string, screenshot?: string) {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reimposta la password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(userName);
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page.getByRole('status')).toHaveText(REQUESTED);
  await expect(page.getByRole('textbox', { name: 'Codice di attivazione' })).toBeVisible();
}

async function fillStep2(page: Page, code: string, password: string) {
  await page.getByRole('textbox', { name: 'Codice di attivazione' }).fill(code);
  await passwordField(page, 'Nuova password').fill(password);
  await passwordField(page, 'Conferma la nuova password').fill(password);
  await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
}

/** Resets the user's password with a fresh e-mailed code, and waits for the sign-in page. */
async function resetPassword(
  page: Page,
  user: Customer,
  password: string,
  screenshots?: { step1: string; step2: string },
) {
  const previous = (await latestMailTo(page.request, user.email))?.file;
  await requestReset(page, user.email, user.userName, screenshots?.step1);
  const mail = await waitForMailTo(page.request, user.email, previous);
  await expect(page.getByRole('textbox', { name: 'Nome utente' })).toHaveValue(user.userName);
  if (screenshots) await page.screenshot({ path: screenshots.step2, fullPage: true });
  await fillStep2(page, codeOf(mail), password);
  await expect(page.getByText('Password reimpostata: accedi con la nuova password.')).toBeVisible();
  // Spec §4 Reset: the sign-in page after 3 s.
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
}

test.describe('password reset', () => {
  test('the login page links to the recovery pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL(/\/retrieve-credentials\?mode=password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recupera le credenziali' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'La password' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Invia il codice' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Non ricordi il nome utente?' }).click();
    await expect(page).toHaveURL(/\/retrieve-credentials\?mode=username$/);
    await expect(page.getByRole('radio', { name: 'Il nome utente' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Invia i nomi utente' })).toBeVisible();
    await page.screenshot({ path: '.artifacts/recovery-credentials.png', fullPage: true });
    // The page's own choice switches the form in place.
    await page.getByRole('radio', { name: 'La password' }).click();
    await expect(page).toHaveURL(/\/retrieve-credentials\?mode=password$/);
    await expect(page.getByRole('textbox', { name: 'Nome utente' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Serve aiuto?' }).click();
    await expect(page).toHaveURL(/\/retrieve-info$/);
    await expect(page.getByText('Scegli una delle voci qui sopra.')).toBeVisible();
    // And each leads back.
    await page.getByRole('link', { name: "Torna all'accesso" }).click();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });

  test('an unknown account gets the same answer, and no message', async ({ page, baseURL }) => {
    const known = await newCustomer(String(baseURL), 'reset-known');
    await requestReset(page, 'nessuno@nessun-dominio.example', 'nessuno.esiste');
    // The same request for an account that exists, made after it, is answered alike and mailed. The
    // server sends its queued messages in the order they were queued: once this one has arrived, one
    // for the unknown account would have arrived before it.
    await requestReset(page, known.email, known.userName);
    await waitForMailTo(page.request, known.email);
    expect(await latestMailTo(page.request, 'nessuno@nessun-dominio.example')).toBeUndefined();
  });

  test('resets with the e-mailed code, signs in with the new password, then resets it back', async ({
    page,
    baseURL,
  }) => {
    const user = await newCustomer(String(baseURL), 'reset');
    await resetPassword(page, user, TEMPORARY_PASSWORD, {
      step1: '.artifacts/recovery-reset-step1.png',
      step2: '.artifacts/recovery-reset-step2.png',
    });
    await signIn(page, user.userName, { password: TEMPORARY_PASSWORD });

    // Signed in, the page is open too; the reset ends the session, and the old password is gone.
    await resetPassword(page, user, DEMO_PASSWORD);
    await submitLogin(page, user.userName, TEMPORARY_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Nome utente o password non validi.');
    await signIn(page, user.userName, { password: DEMO_PASSWORD });
  });

  // It may move the server's clock: in the project that runs alone, after the others (playwright.config.ts).
  test('an expired code is refused even when it is right', { tag: '@clock' }, async ({ page }) => {
    const lucia = { userName: 'lucia.bianchi', email: 'lucia.bianchi@studio.example' };
    const previous = (await latestMailTo(page.request, lucia.email))?.file;
    await requestReset(page, lucia.email, lucia.userName);
    const code = codeOf(await waitForMailTo(page.request, lucia.email, previous));
    const refused = async () => {
      await fillStep2(page, code, TEMPORARY_PASSWORD);
      await expect(page.getByRole('textbox', { name: 'Codice di attivazione' })).toHaveAccessibleDescription(
        /Codice non valido o scaduto/,
      );
    };
    // Fifteen minutes pass: PostgreSQL keeps its own time, so the code's row is aged there; the
    // embedded database keeps the server's time, so the server's clock moves on 16 minutes.
    if (canEditDatabase) {
      const aged = await runSql(
        `update single_use_tokens set expires_at = now() - interval '1 second'
         where purpose = 'reset_password' and expires_at > now() and consumed_at is null
           and subject = (select id::text from users where user_name = $1)`,
        [lucia.userName],
      );
      expect(aged).toBe(1);
      await refused();
    } else await withServerClockAhead(16 * 60_000, refused);
    // Her password did not change: the demo one still signs her in (to the parent choice).
    await page.goto('/');
    await submitLogin(page, lucia.userName, DEMO_PASSWORD);
    await expect(page.getByRole('dialog', { name: "Scegli l'azienda" })).toBeVisible();
  });

  test('the e-mailed link opens the code step with the user name', async ({ page }) => {
    await page.goto('/reset-password?user=giulia.neri&lg=1');
    await expect(page.getByRole('textbox', { name: 'Nome utente' })).toHaveValue('giulia.neri');
    await expect(page.getByRole('textbox', { name: 'Codice di attivazione' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invia il codice' })).toHaveCount(0);
  });
});

test.describe('retrieve info', () => {
  test('mode 1 e-mails every user name of the address', async ({ page }) => {
    const address = 'lucia.bianchi@studio.example';
    const previous = (await latestMailTo(page.request, address))?.file;
    await page.goto('/retrieve-info?mode=1');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(address);
    await page.getByRole('button', { name: 'Invia i nomi utente' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "Se l'indirizzo è registrato, riceverai un'e-mail con i tuoi nomi utente.",
    );
    const mail = await waitForMailTo(page.request, address, previous);
    expect(mail.text).toContain('lucia.bianchi.neri');
    expect(mail.text).toMatch(/lucia\.bianchi(?!\.neri)/);
  });

  test('mode 2 sends a support request and shows its ticket code', async ({ page }) => {
    await page.goto('/retrieve-info');
    await page.getByRole('radio', { name: 'Non ho un nome utente' }).click();
    await expect(page.getByRole('radio', { name: 'Non ho un nome utente' })).toBeChecked();
    await expect(page).toHaveURL(/mode=2/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('paolo.nuovo@example.it');
    await page.getByRole('textbox', { name: 'Partita IVA o codice fiscale' }).fill('09876543217');
    await page.getByRole('textbox', { name: 'Nome da visualizzare' }).fill('Paolo Nuovo');
    await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Non ho ancora un nome utente.');
    // Anyone may send one, so it costs a proof of work, as a registration does.
    await solveCaptcha(page.getByTestId('captcha-field'));
    await page.screenshot({ path: '.artifacts/recovery-support-form.png', fullPage: true });
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByText(/^Richiesta inviata: codice SR-\d+$/)).toBeVisible();
  });
});

test.describe('secure-code request', () => {
  /** Opens the modal from the retrieve-info page and asks for a code for `vat`. */
  async function askSecureCode(page: Page, vat: string, screenshot?: string) {
    await page.goto('/retrieve-info');
    await page.getByRole('button', { name: 'Richiedi un codice di sicurezza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi un codice di sicurezza' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla');
    await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Gialli');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('carla.gialli@example.it');
    await dialog.getByRole('textbox', { name: 'Telefono' }).fill('0212345678');
    await dialog.getByRole('textbox', { name: "Partita IVA dell'azienda" }).fill(vat);
    await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    await solveCaptcha(dialog);
    if (screenshot) await page.screenshot({ path: screenshot });
    await dialog.getByRole('button', { name: 'Richiedi il codice' }).click();
    return dialog;
  }

  test('consent is required before calling; a request sent while the captcha is solved waits for it', async ({
    page,
  }) => {
    await page.goto('/retrieve-info');
    await page.getByRole('button', { name: 'Richiedi un codice di sicurezza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi un codice di sicurezza' });
    await dialog.getByRole('button', { name: 'Richiedi il codice' }).click();
    await expect(dialog.getByText("Devi prendere visione dell'informativa sulla privacy.")).toBeVisible();
    await expect(dialog.getByText('Inserisci la partita IVA.')).toBeVisible();
    await expect(dialog.getByText('Seleziona prima il captcha.')).toBeVisible();
    await page.screenshot({ path: '.artifacts/recovery-secure-code-errors.png' });
    await expectCaptchaBoxed(dialog);
    await expectNoSeriousViolations(page, 'secure-code dialog with its errors', '[role="dialog"]');

    // Solving takes seconds (here held back): the widget shows it; the request waits, then goes.
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Carla');
    await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Gialli');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('carla.gialli@example.it');
    await dialog.getByRole('textbox', { name: "Partita IVA dell'azienda" }).fill('11111111111');
    await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    const release = await submitWhileCaptchaVerifies(
      dialog.getByTestId('captcha-field'),
      dialog.getByRole('button', { name: 'Richiedi il codice' }),
    );
    await expectNoSeriousViolations(
      page,
      'secure-code dialog while the captcha is solved',
      '[role="dialog"]',
    );
    await page.screenshot({ path: '.artifacts/recovery-secure-code-waiting.png' });
    release();
    await expect(dialog.getByText(/^Non troviamo la tua azienda/)).toBeVisible();
  });

  test('COMPLETED sends the code to the masked registered address; asking again is COMPLETED_NO_CODE', async ({
    page,
  }) => {
    const address = 'amministrazione@gialli-forniture.example';
    const previous = (await latestMailTo(page.request, address))?.file;
    let dialog = await askSecureCode(page, '03333333338', '.artifacts/recovery-secure-code-modal.png');
    await expect(dialog.getByText(/Abbiamo inviato il codice di sicurezza/)).toBeVisible();
    // Spec §9: the 2 characters each side of the @ are hidden, and nothing else.
    await expect(dialog.getByTestId('masked-email')).toHaveText('amministrazio**@**alli-forniture.example');
    await page.screenshot({ path: '.artifacts/recovery-secure-code-completed.png' });
    const mail = await waitForMailTo(page.request, address, previous);
    codeOf(mail);
    expect(mail.text).toContain('carla.gialli@example.it');

    // The address is not read any more: support, prefilled with what was typed.
    await dialog.getByRole('button', { name: "Scrivi all'assistenza" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/mode=3/);
    await expect(page.getByRole('textbox', { name: 'Partita IVA o codice fiscale' })).toHaveValue(
      '03333333338',
    );
    await expect(page.getByRole('textbox', { name: 'Nome da visualizzare' })).toHaveValue('Carla Gialli');

    dialog = await askSecureCode(page, '03333333338');
    await expect(dialog.getByText(/Un codice di sicurezza è già stato inviato/)).toBeVisible();
    await expect(dialog.getByTestId('masked-email')).toBeVisible();
    await expect(dialog.getByRole('button', { name: "Scrivi all'assistenza" })).toBeVisible();
  });
});

test.describe('support group', () => {
  test('a signed-in customer asks to join the company support group; the page reloads after 3 s', async ({
    page,
    baseURL,
  }) => {
    const user = await newCustomer(String(baseURL), 'support-group');
    await signIn(page, user.userName, { password: user.password });
    await page.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "Richiesta inviata all'assistenza." }),
    ).toBeVisible();
    // The request exists: support acknowledged it to her address with its ticket code.
    const acknowledgement = await waitForMailTo(page.request, user.email);
    expect(acknowledgement.headers).toMatch(/^Subject: Sportello: richiesta SR-\d{6} ricevuta$/m);
    expect(acknowledgement.text).toMatch(/abbiamo ricevuto la tua richiesta SR-\d{6}/);
    await page.screenshot({ path: '.artifacts/home-support-group.png', fullPage: true });
    // The reload brings the page back with the button again.
    await page.waitForEvent('load', { timeout: 6_000 });
    await expect(page.getByRole('button', { name: 'Chiedi di entrare nel gruppo' })).toBeVisible();

    // Asking again before support has handled the first request is refused, in the alert dialog.
    await page.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    const alert = page.getByRole('dialog', { name: 'Avviso' });
    await expect(alert).toContainText('Hai già chiesto di entrare nel gruppo di assistenza');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
  });
});
