import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn, submitLogin } from '../support/sign-in';

// The back office against the real server and a fresh demo database: an operator publishes fiscal
// news for Rossi Impianti's company type; the customers see it or not by their company; the second
// operator cannot change it; the admin finds both changes in the change log. Tests run in file order.

const TITLE = `Scadenze IVA ${Date.now()}`;
const SHOTS = '.artifacts/screens';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu utente/ }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Mario Rossi's company has two parents: the sign-in asks which one. */
async function signInMario(page: Page) {
  await page.goto('/');
  await submitLogin(page, 'mario.rossi');
  const dialog = page.getByRole('dialog', { name: "Scegli l'azienda" });
  await dialog.getByRole('button', { name: /Studio Bianchi/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('back office at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the operator creates fiscal news for company type 1 and then corrects it', async ({ page }) => {
    await signIn(page, 'operatore@sportello.demo');
    await page.getByRole('link', { name: 'Back office' }).click();
    await expect(page).toHaveURL(/\/backoffice\/communications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicazioni' })).toBeVisible();
    // An operator has no change log nor roles in the back-office menu.
    const menu = page.getByRole('navigation', { name: 'Menu del back office' });
    await expect(menu.getByRole('link', { name: 'Registro modifiche' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Nuova' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova comunicazione' })).toBeVisible();
    await pick(page, 'Tipo', 'Notizie fiscali');
    await pick(page, 'Stato', 'Pubblicata');
    await page.getByRole('textbox', { name: 'Titolo' }).fill(TITLE);
    await page
      .getByRole('textbox', { name: /^Testo/ })
      .fill('<p>Versamenti entro il <b>16</b>.</p><script>x()</script>');
    const types = page.getByRole('combobox', { name: 'Tipi di azienda (codici)' });
    await types.fill('1');
    await types.press('Enter');
    await page.screenshot({ path: `${SHOTS}/backoffice-edit-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Comunicazione salvata.')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/communications\/\d+$/);
    await expect(page.getByText('Autore: operatore')).toBeVisible();

    await page.getByRole('textbox', { name: 'Sommario' }).fill('Le date del mese');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Ultima modifica di: operatore')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Testo/ })).toHaveValue(
      '<p>Versamenti entro il <b>16</b>.</p>',
    );

    await page.getByRole('link', { name: "Torna all'elenco" }).click();
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/backoffice-list-1280.png`, fullPage: true });
    await signOut(page);
  });

  test('the list state lives in the URL and survives a reload', async ({ page }) => {
    await signIn(page, 'operatore@sportello.demo');
    await page.goto('/backoffice/communications');
    await page.getByRole('button', { name: 'Titolo' }).click();
    await page.getByRole('textbox', { name: 'Cerca' }).fill('Scadenze');
    await expect(page).toHaveURL(/sort=Title/);
    await expect(page).toHaveURL(/q=Scadenze/);
    await expect(page).toHaveURL(/desc=0/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Cerca' })).toHaveValue('Scadenze');
    await expect(page.getByRole('columnheader', { name: 'Titolo' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    // The export is built by the server from the same filter and sort.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Esporta CSV' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(csv).toContain('Id;Type;Title;Status');
    expect(csv).toContain(`"${TITLE}"`);
    await signOut(page);
  });

  test('the second operator may read it but not change or delete it', async ({ page }) => {
    await signIn(page, 'operatore2@sportello.demo');
    await page.goto('/backoffice/communications?q=Scadenze');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    await row.getByRole('link', { name: TITLE }).click();
    await expect(page.getByText('Non puoi modificare questa comunicazione.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Titolo' })).toBeDisabled();
    await signOut(page);
  });

  test('mario.rossi (Rossi Impianti) sees it in the news area, unread until opened', async ({ page }) => {
    await signInMario(page);
    await page.getByRole('link', { name: 'Notizie e comunicazioni' }).click();
    await expect(page).toHaveURL(/\/news$/);
    const card = page.getByRole('link').filter({ hasText: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByText('Da leggere')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/news-list-1280.png`, fullPage: true });
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Versamenti entro il 16.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/news-item-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'Torna alle notizie' }).click();
    await expect(page.getByRole('link').filter({ hasText: TITLE }).getByText('Da leggere')).toHaveCount(0);
    // A customer has no back office: no menu item, and the address shows the forbidden page.
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
    await page.goto('/backoffice/communications');
    await expect(page.getByRole('heading', { name: 'Accesso non consentito' })).toBeVisible();
    await signOut(page);
  });

  test('giulia.neri (Neri Trasporti, another company type) does not see it', async ({ page }) => {
    await signIn(page, 'giulia.neri');
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Notizie e comunicazioni' })).toBeVisible();
    // The list has loaded (nothing is addressed to her company type in the demo data) and lacks it.
    await expect(page.getByText('Nessuna comunicazione per te al momento.')).toBeVisible();
    await expect(page.getByText(TITLE)).toHaveCount(0);
    await signOut(page);
  });

  test('the admin sees the creation and the correction in the change log', async ({ page }) => {
    await signIn(page, 'admin@sportello.demo');
    await page.goto('/backoffice');
    await page
      .getByRole('navigation', { name: 'Menu del back office' })
      .getByRole('link', { name: 'Registro modifiche' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registro modifiche' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Chi' }).fill('operatore@');
    await expect(page).toHaveURL(/actor=operatore/);
    const rows = page.getByRole('row').filter({ hasText: TITLE });
    await expect(rows.filter({ hasText: 'Creazione' })).toHaveCount(1);
    // An update shows the fields it changed: here the summary the operator added.
    const update = page
      .getByRole('row')
      .filter({ hasText: 'Modifica' })
      .filter({ hasText: 'Le date del mese' });
    await expect(update).toHaveCount(1);
    await expect(update).toContainText('operatore@sportello.demo');
    await page.screenshot({ path: `${SHOTS}/backoffice-audit-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'Ruoli di back office' }).click();
    await expect(page.getByRole('combobox', { name: 'Ruolo: operatore2@sportello.demo' })).toHaveValue(
      'Operatore',
    );
    await page.screenshot({ path: `${SHOTS}/backoffice-roles-1280.png`, fullPage: true });
    await signOut(page);
  });
});

test.describe('back office at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the pages fit a phone', async ({ page }) => {
    await signIn(page, 'admin@sportello.demo');
    await page.goto('/backoffice/communications');
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/backoffice-list-375.png`, fullPage: true });
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('textbox', { name: 'Titolo' })).toHaveValue(TITLE);
    await page.screenshot({ path: `${SHOTS}/backoffice-edit-375.png`, fullPage: true });
    await page.goto('/backoffice/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro modifiche' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/backoffice-audit-375.png`, fullPage: true });
    await page.goto('/backoffice/roles');
    await page.screenshot({ path: `${SHOTS}/backoffice-roles-375.png`, fullPage: true });
  });

  test('the news area fits a phone', async ({ page }) => {
    await signInMario(page);
    await page.goto('/news');
    await expect(page.getByRole('link').filter({ hasText: TITLE })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/news-list-375.png`, fullPage: true });
  });
});
