import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { signInAsMario } from '../support/sign-in';

// The IVR credentials panel on the profile page: mario.rossi (demo PIN 27183, README) changes the PIN;
// a wrong current PIN is refused next to its field, the right one is accepted and the fields clear.
// Only this file changes his PIN (and puts it back); the other tests read the IVR user id alone, so
// the tests run side by side.

test.describe.configure({ mode: 'parallel' });

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** The panel's own button: the profile page has other sections with their own. */
const saveButton = (page: Page) =>
  page.getByRole('region', { name: 'Credenziali IVR' }).getByRole('button', { name: 'Salva' });

async function save(page: Page) {
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Credenziali IVR' });
  await expect(dialog).toContainText('Confermi il salvataggio?');
  const answered = page.waitForResponse((r) => r.url().includes('/api/User/IvrCredentials/update'));
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  return answered;
}

test.describe('IVR credentials', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('mario.rossi changes the IVR PIN from the profile page', async ({ page }) => {
    await signInAsMario(page);
    const nav = page.getByRole('navigation');
    await nav.getByRole('button', { name: 'Il mio account' }).click();
    await nav.getByRole('link', { name: 'Profilo' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByRole('heading', { name: 'Credenziali IVR' })).toBeVisible();
    await expect(field(page, 'Utente IVR')).toHaveValue('IVR-100234');
    await expect(field(page, 'Utente IVR')).toHaveAttribute('readonly', '');

    // The rules are checked before anything is sent.
    await field(page, 'PIN attuale').fill('27183');
    await field(page, 'Nuovo PIN').fill('12345');
    await field(page, 'Conferma nuovo PIN').fill('12345');
    await saveButton(page).click();
    await expect(page.getByText('Il PIN non può essere una sequenza di cifre consecutive.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A wrong current PIN: refused by the server, shown next to the field.
    await field(page, 'PIN attuale').fill('11223');
    await field(page, 'Nuovo PIN').fill('90817');
    await field(page, 'Conferma nuovo PIN').fill('90817');
    expect((await save(page)).status()).toBe(400);
    await expect(page.getByText('Il PIN attuale non è corretto.')).toBeVisible();
    await expect(field(page, 'PIN attuale')).toHaveAccessibleDescription('Il PIN attuale non è corretto.');
    await page.screenshot({ path: '.artifacts/ivr-error-1280.png', fullPage: true });

    // The right one: accepted, "data updated", the PIN fields cleared.
    await field(page, 'PIN attuale').fill('27183');
    expect((await save(page)).status()).toBe(200);
    await expect(page.getByText('Dati aggiornati.')).toBeVisible();
    for (const label of ['PIN attuale', 'Nuovo PIN', 'Conferma nuovo PIN']) {
      await expect(field(page, label)).toHaveValue('');
    }
    await expect(field(page, 'Utente IVR')).toHaveValue('IVR-100234');

    // The new PIN is now the current one.
    await field(page, 'PIN attuale').fill('90817');
    await field(page, 'Nuovo PIN').fill('27183');
    await field(page, 'Conferma nuovo PIN').fill('27183');
    expect((await save(page)).status()).toBe(200);
    await expect(field(page, 'PIN attuale')).toHaveValue('');
  });

  test('the profile page with the panel has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await signInAsMario(page, '/account/profile');
    await expect(page.getByLabel('Utente IVR', { exact: true })).toHaveValue('IVR-100234');
    // With the pop-up banner on screen too.
    await expect(page.getByRole('region', { name: /^Messaggi/ })).toBeVisible({ timeout: 6_000 });
    await page.screenshot({ path: '.artifacts/profile-1280.png', fullPage: true });
    await expectNoSeriousViolations(page, 'profile page with the IVR panel');
  });
});

test.describe('IVR credentials at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits the narrow screen', async ({ page }) => {
    await signInAsMario(page, '/account/profile');
    await expect(page.getByLabel('Utente IVR', { exact: true })).toHaveValue('IVR-100234');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.artifacts/profile-375.png', fullPage: true });
  });
});
