import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expectCaptchaBoxed, solveCaptcha, submitWhileCaptchaVerifies } from '../support/captcha';
import { signInAtProvider } from '../support/identity-provider';
import { waitForMailTo } from '../support/mailbox';
import { passwordField, signIn } from '../support/sign-in';

// The registration wizard against the real server: company check, each rule of step 1, privacy,
// disclaimers and the captcha solved by the browser, then signed in at home. Each registration makes
// a user of its own, so the tests run side by side.

test.describe.configure({ mode: 'parallel' });

test.use({ viewport: { width: 1280, height: 900 } });

const ROSSI = { vat: '09876543217', userCode: 'ROSSI2026' };
/** A company without local sign-in: registration goes through the identity provider. */
const BLU = { vat: '06666666661', userCode: 'BLU2026' };
const WIZARD_COOKIE = 'sportello.registration';

async function fillStep0(page: Page, vat: string, userCode: string) {
  // As a newcomer arrives: through the sign-in page's link.
  await page.goto('/');
  await page.getByRole('link', { name: 'Prima volta qui? Registrati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrazione' })).toBeVisible();
  await page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" }).fill(vat);
  await page.getByRole('textbox', { name: 'Codice utente' }).fill(userCode);
  await page.getByRole('button', { name: 'Avanti' }).click();
}

const VALID = {
  'Nome utente': 'anna.rossi.e2e',
  'Codice fiscale personale': 'NRIGLI80A41F205R',
  Nome: 'Anna',
  Cognome: 'Ferri',
  'E-mail': 'anna.ferri@rossi-impianti.example',
  "Ripeti l'e-mail": 'Anna.Ferri@rossi-impianti.example',
  Telefono: '0212345678',
  Cellulare: '3331234567',
} as const;
const PASSWORD = 'Impianti#26';

async function fillStep1(
  page: Page,
  changes: Partial<Record<keyof typeof VALID | 'Password' | 'Ripeti la password', string>> = {},
) {
  for (const [label, value] of Object.entries({ ...VALID, ...changes })) {
    if (label === 'Password' || label === 'Ripeti la password') continue;
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await passwordField(page, 'Password').fill(changes.Password ?? PASSWORD);
  await passwordField(page, 'Ripeti la password').fill(changes['Ripeti la password'] ?? PASSWORD);
}

test('a new user of Rossi Impianti registers, solves the captcha and lands at home signed in', async ({
  page,
}) => {
  await fillStep0(page, ROSSI.vat, ROSSI.userCode.toLowerCase());
  await expect(page.getByText('Azienda verificata: Rossi Impianti S.r.l.')).toBeVisible();
  await page.screenshot({ path: '.artifacts/registration-step1.png', fullPage: true });
  await fillStep1(page);
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 2: nothing goes without privacy, the disclaimers and the captcha; the first box in error
  // takes the focus.
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText("Devi prendere visione dell'informativa sulla privacy.")).toBeVisible();
  await expect(page.getByText('Seleziona prima il captcha.')).toBeVisible();
  const privacy = page.getByRole('checkbox', { name: "Ho letto l'informativa sulla privacy." });
  await expect(privacy).toBeFocused();
  // The notice is one click away, in a new tab: the half-filled wizard stays as it is.
  const notice = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Leggi l'informativa sulla privacy/ }).click();
  await expect(
    (await notice).getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
  ).toBeVisible();
  await privacy.check();
  for (const box of await page.getByRole('checkbox', { name: /^Accetto: / }).all()) await box.check();
  const captcha = page.getByTestId('captcha-field');
  await expectCaptchaBoxed(captcha);
  await expectNoSeriousViolations(page, 'registration step 2 with the captcha');

  // Solving takes seconds (here held back): the widget shows it, and "Registrati" meanwhile waits for
  // it instead of asking to select it, then goes by itself.
  const release = await submitWhileCaptchaVerifies(captcha, page.getByRole('button', { name: 'Registrati' }));
  await page.screenshot({ path: '.artifacts/registration-step2.png', fullPage: true });
  release();

  // Rossi Impianti has two parent companies: the user picks one, as after any sign-in.
  const choice = page.getByRole('dialog', { name: "Scegli l'azienda" });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: /Studio Bianchi/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Anna Ferri').first()).toBeVisible();
});

test('the first user of a company without users registers with the secure code mailed to it, as its administrator', async ({
  page,
}) => {
  const OCRA = { vat: '08888888883', address: 'ufficio@ocra-logistica.example' };
  await page.goto('/register');
  // No user code: step 0 offers the secure-code request, which mails the company's registered address.
  await page.getByRole('button', { name: 'Richiedi un codice di sicurezza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Richiedi un codice di sicurezza' });
  await expectCaptchaBoxed(dialog);
  await expectNoSeriousViolations(page, 'secure-code dialog with the captcha', '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Olivia');
  await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Ocra');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('olivia.ocra@example.it');
  await dialog.getByRole('textbox', { name: 'Telefono' }).fill('0212345678');
  await dialog.getByRole('textbox', { name: "Partita IVA dell'azienda" }).fill(OCRA.vat);
  await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Richiedi il codice' }).click();
  await expect(dialog.getByText(/Abbiamo inviato il codice di sicurezza/)).toBeVisible();
  const mail = await waitForMailTo(page.request, OCRA.address);
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1] ?? '';
  const link = /https?:\/\/\S+\/register\?vat=\d+/.exec(mail.text)?.[0] ?? '';

  // The mailed link opens the wizard with the company filled in; the code goes where the user code goes.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" })).toHaveValue(
    OCRA.vat,
  );
  await page.getByRole('textbox', { name: 'Codice utente' }).fill(code);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Azienda verificata: Ocra Logistica S.r.l.')).toBeVisible();
  await expect(page.getByText(/^Codice di sicurezza valido: sarai l'amministratore/)).toBeVisible();
  await fillStep1(page, {
    'Nome utente': 'olivia.ocra.e2e',
    Nome: 'Olivia',
    Cognome: 'Ocra',
    'E-mail': 'olivia.ocra@example.it',
    "Ripeti l'e-mail": 'olivia.ocra@example.it',
  });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('checkbox', { name: "Ho letto l'informativa sulla privacy." }).check();
  for (const box of await page.getByRole('checkbox', { name: /^Accetto: / }).all()) await box.check();
  await solveCaptcha(page.getByTestId('captcha-field'));
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The company's first user administers it: "La mia azienda" lets her invite her colleagues.
  await page.goto('/account/company');
  await expect(page.getByRole('button', { name: /Invita/ }).first()).toBeVisible();
});

test('a failed company verification stays on step 0 with the error next to the field', async ({ page }) => {
  await fillStep0(page, ROSSI.vat, 'SBAGLIATO');
  await expect(page.getByText('Il codice utente non corrisponde')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Codice utente' })).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '.artifacts/registration-step0-error.png', fullPage: true });

  await page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" }).fill('11111111111');
  await page.getByRole('textbox', { name: 'Codice utente' }).fill('X');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(
    page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" }),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Nome utente' })).toBeHidden();

  // Eight digits are a secure code, checked by its own call: a wrong one is said next to the code.
  await page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" }).fill(ROSSI.vat);
  await page.getByRole('textbox', { name: 'Codice utente' }).fill('12345678');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(
    page.getByText(
      'Il codice di sicurezza non è valido per questa azienda o è scaduto: richiedine uno nuovo.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Codice utente' })).toHaveAttribute('aria-invalid', 'true');

  // No answer from the company check: spec §8's company-check message, not a generic one.
  await page.route('**/api/Company/register/local/exists/vatcode/**', (route) => route.abort());
  await page.getByRole('textbox', { name: 'Codice utente' }).fill(ROSSI.userCode);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('alert')).toHaveText("Errore durante la verifica dell'azienda.");
  await expect(page.getByRole('textbox', { name: 'Nome utente' })).toBeHidden();
});

test('someone signed in who opens the wizard is signed out first', async ({ page }) => {
  await signIn(page, 'giulia.neri');
  expect((await page.request.get('/api/Auth/session')).status()).toBe(200);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrazione' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/Auth/session')).status()).toBe(401);
});

test('takes nobody’s personal data from the address', async ({ page }) => {
  // Single sign-on's identity data comes from the server to the browser holding the identity only;
  // an address (history, logs, referrers) carries none, and what a link puts there is ignored.
  await page.goto('/register?Email=nuovo%40example.it&FirstName=Nuovo&LastName=Utente');
  await page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" }).fill(ROSSI.vat);
  await page.getByRole('textbox', { name: 'Codice utente' }).fill(ROSSI.userCode);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Azienda verificata: Rossi Impianti S.r.l.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Cognome', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('');
});

test('the wizard at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await fillStep0(page, ROSSI.vat, ROSSI.userCode);
  await expect(page.getByText('Azienda verificata: Rossi Impianti S.r.l.')).toBeVisible();
  await page.screenshot({ path: '.artifacts/registration-375.png', fullPage: true });
});

test.describe('a company without local sign-in', () => {
  const wizardCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === WIZARD_COOKIE);

  test('registers through the identity provider, the data kept in an enciphered cookie and restored', async ({
    page,
  }) => {
    // sso.nuovo has no user behind the first provider (v2): the provider's landing brings it back here.
    await fillStep0(page, BLU.vat, BLU.userCode);
    await expect(page.getByRole('status')).toContainText(
      'Blu Servizi S.r.l. accede solo tramite identità digitale',
    );
    await page.screenshot({ path: '.artifacts/registration-sso-notice.png', fullPage: true });
    await expect(page).toHaveURL(/\/v2\/interaction\//, { timeout: 10_000 });

    // What waits in the browser is the server's ciphertext, for the wizard's page only.
    const saved = await wizardCookie(page);
    expect(saved).toMatchObject({ path: '/register', sameSite: 'Lax', httpOnly: false });
    expect(saved?.value).toMatch(/^[\w-]{40,}$/);
    expect(saved?.value).not.toContain(BLU.vat);
    expect(saved?.expires).toBeGreaterThan(Date.now() / 1000 + 25 * 60);

    await signInAtProvider(page, 'sso.nuovo', 'v2');
    // Back at the wizard with the company step done and the identity's data, none of it in the
    // address (the server tells it to this browser); the cookie is gone.
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('Azienda verificata: Blu Servizi S.r.l.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Nuovo');
    await expect(page.getByRole('textbox', { name: 'Cognome', exact: true })).toHaveValue('Utente');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'nuovo.utente@example.it',
    );
    await expect(passwordField(page, 'Password')).toHaveCount(0);
    expect(await wizardCookie(page)).toBeUndefined();
    await page.screenshot({ path: '.artifacts/registration-sso-restored.png', fullPage: true });

    await page.getByRole('textbox', { name: 'Nome utente', exact: true }).fill('nuovo.blu.e2e');
    await page
      .getByRole('textbox', { name: 'Codice fiscale personale', exact: true })
      .fill(VALID['Codice fiscale personale']);
    await page.getByRole('textbox', { name: 'Telefono', exact: true }).fill(VALID.Telefono);
    await page.getByRole('textbox', { name: 'Cellulare', exact: true }).fill(VALID.Cellulare);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('checkbox', { name: "Ho letto l'informativa sulla privacy." }).check();
    for (const box of await page.getByRole('checkbox', { name: /^Accetto: / }).all()) await box.check();
    await solveCaptcha(page.getByTestId('captcha-field'));
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Nuovo Utente' })).toBeVisible();

    // Signed in through the provider: signing out ends its session too; the identity is now linked,
    // so the next single sign-on lands home at once.
    await page.getByRole('button', { name: /, menu utente$/ }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await page.getByRole('button', { name: 'Sì, esci' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.getByRole('link', { name: 'Accedi con Demo ID', exact: true }).click();
    await signInAtProvider(page, 'sso.nuovo', 'v2');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Nuovo Utente' })).toBeVisible();
  });

  test('a tampered cookie: operation cancelled, and the wizard starts clean', async ({ page, baseURL }) => {
    // A genuine ciphertext of the wizard's data, with one character changed.
    const { Token } = await (await page.request.get('/api/Auth/antiforgery')).json();
    const enciphered = await page.request.post('/api/App/Content/Cipher', {
      headers: { 'X-CSRF-Token': Token },
      data: {
        Content: {
          Step: 1,
          Company: { VatCode: BLU.vat, FiscalCode: BLU.vat, VatCodeType: 1, UserCode: BLU.userCode },
        },
      },
    });
    const { Value } = (await enciphered.json()) as { Value: string };
    const tampered = `${Value.slice(0, 30)}${Value[30] === 'A' ? 'B' : 'A'}${Value.slice(31)}`;
    await page.context().addCookies([
      {
        name: WIZARD_COOKIE,
        value: tampered,
        domain: new URL(String(baseURL)).hostname,
        path: '/register',
      },
    ]);

    await page.goto('/register');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Operazione annullata.');
    await expect(alert).toContainText('Dati non validi: operazione annullata.');
    await expect(
      page.getByRole('textbox', { name: "Partita IVA o codice fiscale dell'azienda" }),
    ).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Codice utente' })).toHaveValue('');
    expect(await wizardCookie(page)).toBeUndefined();
    await page.screenshot({ path: '.artifacts/registration-sso-tampered.png', fullPage: true });
  });
});
