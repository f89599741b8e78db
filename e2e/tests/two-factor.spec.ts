import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { newCustomer } from '../support/accounts';
import { post } from '../support/api';
import { pick } from '../support/form';
import { waitForMailTo } from '../support/mailbox';
import { codeAt, enrolAuthenticator, STEP_MS } from '../support/second-factor';
import { withServerClockAhead } from '../support/server-clock';
import { DEMO_PASSWORD, signIn, signOut, submitLogin } from '../support/sign-in';

// Two-factor sign-in (decision 078). A customer turns an authenticator app on from the profile (the
// test computes the app's codes from the secret the page shows), signs in with a code, then with a
// recovery code, which is mailed to them. A staff member without a second factor, once the back
// office requires one of staff, is made to enrol right after the password; a role change a quarter
// of an hour later asks for the code again (@clock: it moves the server's clock, and turns the
// staff rule on for everyone while it runs).

const SHOTS = '.artifacts/screens';
test('a customer turns the authenticator app on, signs in with a code, then with a recovery code', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const customer = await newCustomer(baseURL!, 'twofactor');
  await signIn(page, customer.userName, { at: '/account/profile' });
  const panel = page.getByRole('region', { name: 'Verifica in due passaggi' });
  await expect(panel.getByText('Non attiva')).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Attiva' }).click();
  const { secret, recoveryCodes } = await enrolAuthenticator(page);
  await expect(panel.getByText(/^Attiva dal/)).toBeVisible();
  await expect(panel.getByText('Ti restano 10 codici di recupero.')).toBeVisible();

  // The password alone no longer signs in: the second step asks the app's code. The enrolment took
  // this half-minute's code; the next half-minute's is valid now too and not taken yet.
  await signOut(page);
  await submitLogin(page, customer.userName);
  await expect(page).toHaveURL(/\/second-factor/);
  await expect(page.getByText(/apri l'app di autenticazione/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/second-factor-verify-1280.png` });
  await page.getByRole('textbox', { name: /^Codice di verifica/ }).fill('000000');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText(/Il codice non è corretto o è già stato usato/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Codice di verifica/ }).fill(codeAt(secret, Date.now() + STEP_MS));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Without the phone: a recovery code, once, and a mail says it was used.
  await signOut(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await submitLogin(page, customer.userName);
  await expect(page).toHaveURL(/\/second-factor/);
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await page.getByRole('textbox', { name: /^Codice di recupero/ }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const notice = await waitForMailTo(page.request, customer.email);
  expect(notice.headers).toMatch(/avviso sulla sicurezza/);
  expect(notice.text).toContain('te ne restano 9');
});

/** The admin's own API client, signed in before the staff rule is on (its session outlives the change). */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await post(api, '/api/Auth/login', { UserName: 'admin@sportello.demo', Password: DEMO_PASSWORD });
  return api;
}

/** A user's id, as the back office's list finds it by user name. */
async function userIdOf(api: APIRequestContext, userName: string): Promise<string> {
  const filter = Buffer.from(JSON.stringify({ Text: userName })).toString('base64url');
  const page = (await (await api.get(`/api/User/Filters/${filter}`)).json()) as {
    Items: { Id: string; UserName: string }[];
  };
  const user = page.Items.find((u) => u.UserName === userName);
  expect(user, userName).toBeTruthy();
  return user!.Id;
}

async function requireStaffSecondFactor(api: APIRequestContext, on: boolean): Promise<void> {
  const current = (await (await api.get('/api/Settings')).json()) as Record<string, unknown>;
  await post(api, '/api/Settings/Save', { ...current, StaffSecondFactor: on });
}

test('staff without a second factor enrol right after the password; a later role change asks the code again', {
  tag: '@clock',
}, async ({ page, baseURL }) => {
  test.slow();
  const customer = await newCustomer(baseURL!, 'stepup');
  const admin = await adminApi(baseURL!);
  const staffName = 'operatore2@sportello.demo';
  await requireStaffSecondFactor(admin, true);
  try {
    await page.goto('/');
    await submitLogin(page, staffName);
    await expect(page).toHaveURL(/\/second-factor/);
    await expect(page.getByRole('heading', { name: 'Attiva la verifica in due passaggi' })).toBeVisible();
    // Nothing else answers until the second step is done.
    const refused = await page.request.get('/api/Auth/session');
    expect(refused.status()).toBe(401);
    expect(await refused.text()).toContain('ERROR_SECOND_FACTOR_REQUIRED');
    const { secret } = await enrolAuthenticator(page);
    await page.goto(`/backoffice/users/${await userIdOf(admin, customer.userName)}`);
    await expect(page.getByRole('heading', { name: 'Ruoli' })).toBeVisible();

    // A quarter of an hour later the proof is stale: the role change asks the app's code first.
    await withServerClockAhead(16 * 60_000, async () => {
      await pick(page, 'Ruolo', 'Amministratore aziendale');
      await page.getByRole('button', { name: 'Salva i ruoli' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
      const stepUp = page.getByRole('dialog', { name: 'Conferma la tua identità' });
      await expect(stepUp).toBeVisible();
      await stepUp
        .getByRole('textbox', { name: /^Codice di verifica/ })
        .fill(codeAt(secret, Date.now() + 16 * 60_000));
      await stepUp.getByRole('button', { name: 'Conferma' }).click();
      await expect(page.getByText("Ruoli aggiornati; l'utente è stato disconnesso.")).toBeVisible();
    });
  } finally {
    await requireStaffSecondFactor(admin, false);
    await post(admin, `/api/User/SecondFactor/Reset/${await userIdOf(admin, staffName)}`, {});
    await admin.dispose();
  }
});

test('a customer adds a passkey on the profile, then signs in with it alone', async ({ page, baseURL }) => {
  test.slow();
  // Chromium's virtual authenticator stands in for the device: a passkey kept on it, the user
  // verified (as a fingerprint or a PIN would), presence confirmed without a touch.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const customer = await newCustomer(baseURL!, 'passkey');
  await signIn(page, customer.userName, { at: '/account/profile' });
  const panel = page.getByRole('region', { name: 'Verifica in due passaggi' });
  await panel.getByRole('button', { name: 'Aggiungi una passkey' }).click({ timeout: 20_000 });
  await panel.getByRole('textbox', { name: /^Nome/ }).fill('Portatile di prova');
  await expect(
    panel.getByRole('checkbox', { name: 'Usala anche per accedere senza password' }),
  ).toBeChecked();
  await panel.getByRole('button', { name: 'Crea la passkey' }).click();
  // The account's first second factor: its recovery codes, once.
  await expect(page.getByRole('heading', { name: 'I tuoi codici di recupero' })).toBeVisible();
  await page.getByRole('button', { name: 'Ho salvato i codici, continua' }).click();
  await expect(panel.getByText('Portatile di prova')).toBeVisible();
  await expect(panel.getByText('Anche senza password')).toBeVisible();

  await signOut(page);
  await page.getByRole('button', { name: 'Entra con una passkey' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}, menu utente` }),
  ).toBeVisible();
});
