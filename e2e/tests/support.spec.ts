import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { signIn, signInAsMario, signOut } from '../support/sign-in';

// The support area: each test opens or reads its own items (the tickets it writes have their own
// words), so the tests run side by side.
test.describe.configure({ mode: 'parallel' });

const kbFrame = (page: Page) => page.frameLocator('iframe[title="Articoli della base di conoscenza"]');

test.describe('support area', () => {
  test('mario.rossi opens a ticket with an attachment, finds it, reads it, replies', async ({ page }) => {
    // A long journey (two forms, a download, a reload, an accessibility scan) on a shared machine.
    test.setTimeout(90_000);
    await signInAsMario(page, '/support/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeVisible();
    // The seeded items of his company are listed.
    await expect(page.getByRole('button', { name: /Fattura elettronica scartata/ })).toBeVisible();

    await page.getByRole('button', { name: 'Nuova segnalazione' }).click();
    const form = page.getByRole('dialog', { name: 'Nuova segnalazione' });
    // Empty fields are refused next to each field, nothing is sent.
    await form.getByRole('button', { name: 'Apri la segnalazione' }).click();
    await expect(form.getByText('Campo obbligatorio').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'new-ticket dialog with its field errors');
    await form.getByRole('textbox', { name: 'Oggetto' }).fill('Esportazione del libro giornale');
    await form.getByRole('combobox', { name: 'Prodotto' }).click();
    await page.getByRole('option', { name: 'Contabilità' }).click();
    await form
      .getByRole('textbox', { name: 'Messaggio' })
      .fill("L'esportazione in CSV si ferma al mese di marzo.");
    // A file type off the list is refused in the browser, next to the field.
    await form.locator('input[type=file]').setInputFiles({
      name: 'programma.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await form.getByRole('button', { name: 'Apri la segnalazione' }).click();
    await expect(form.getByText(/Tipo di file non ammesso/)).toBeVisible();
    await form.locator('input[type=file]').setInputFiles({
      name: 'esportazione.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('data;conto;importo\n31/03/2026;1010;120,00\n'),
    });
    await page.screenshot({ path: '.artifacts/support-new-ticket-1280.png' });
    await form.getByRole('button', { name: 'Apri la segnalazione' }).click();
    await expect(form).toBeHidden();

    // The new ticket is in the list (first: the newest) and its detail is open on the right.
    const listItem = page.getByRole('button', { name: /Esportazione del libro giornale/ });
    await expect(listItem).toBeVisible();
    await expect(page).toHaveURL(/ticket=/);
    const detail = page.getByRole('region', { name: 'Dettaglio' });
    await expect(detail.getByRole('heading', { name: 'Esportazione del libro giornale' })).toBeVisible();
    await expect(detail.getByText('Aperta', { exact: true })).toBeVisible();
    await expect(detail.getByText('Non ancora assegnata')).toBeVisible();
    const download = detail.getByRole('link', { name: 'esportazione.csv' });
    await expect(download).toHaveAttribute('href', /\/api\/Support\/Tickets\/.+\/Attachments\//);
    const file = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(await file.text()).toContain('31/03/2026;1010;120,00');

    // Searching finds it; the search is in the URL, so a reload keeps it.
    await page.getByRole('textbox', { name: 'Cerca' }).fill('libro giornale');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/q=libro\+giornale/);
    await page.reload();
    await expect(page.getByText('1 elemento')).toBeVisible();
    // A new search closed the detail; the ticket it found opens it again.
    await page.getByRole('button', { name: /Esportazione del libro giornale/ }).click();

    await detail.getByRole('textbox', { name: 'Rispondi' }).fill('Succede anche con il mese di aprile.');
    await detail.getByRole('button', { name: 'Invia risposta' }).click();
    const messages = detail.getByRole('list', { name: 'Messaggi' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText('Succede anche con il mese di aprile.');
    await page.screenshot({ path: '.artifacts/support-area-1280.png', fullPage: true });
    await expectNoSeriousViolations(page, 'support area with a ticket open');

    // Closing asks first, then no more replies.
    await detail.getByRole('button', { name: 'Chiudi la segnalazione' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Conferma|OK|Sì/ })
      .click();
    await expect(detail.getByText('Chiusa', { exact: true })).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Rispondi' })).toBeHidden();
  });

  test('an analysis opens in the detail modal with title and subtitle', async ({ page }) => {
    await signInAsMario(page, '/support/tickets');
    await page.getByRole('button', { name: /Analisi: integrazione del gestionale/ }).click();
    const modal = page.getByRole('dialog', {
      name: 'Analisi: integrazione del gestionale con il portale fatture',
    });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText(/^Analisi AN-2026-0142 · Fatturazione elettronica · \d{2}\/\d{2}\/\d{4}$/),
    ).toBeVisible();
    await expect(modal).toContainText('Analisi preliminare');
    await page.screenshot({ path: '.artifacts/support-an-modal-1280.png' });
    await expectNoSeriousViolations(page, 'detail modal');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('searches the knowledge base inside the iframe', async ({ page }) => {
    await signInAsMario(page, '/support/knowledge-base');
    const frame = kbFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: 'Articoli e guide' })).toBeVisible();
    await frame.getByRole('searchbox', { name: 'Cerca negli articoli' }).fill('password dimenticate');
    await frame.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(frame.getByRole('status')).toContainText('articoli trovati');
    await frame.getByRole('link', { name: 'Password dimenticata' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
    await expect(frame.getByText('codice di attivazione').first()).toBeVisible();
    await page.screenshot({ path: '.artifacts/knowledge-base-1280.png', fullPage: true });
    await expectNoSeriousViolations(page, 'knowledge base page');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/support/knowledge-base');
    await expect(kbFrame(page).getByRole('heading', { level: 1, name: 'Articoli e guide' })).toBeVisible();
    await page.screenshot({ path: '.artifacts/knowledge-base-375.png', fullPage: true });
  });

  test('a token the iframe cannot use shows the localized failure page', async ({ page }) => {
    // Signed in, but never on a page with the knowledge-base frame: the frame would open a
    // knowledge-base session of its own, and /kb would then answer 200.
    await signInAsMario(page);
    const response = await page.request.post('/kb', { form: { token: 'forged.token' } });
    expect(response.status()).toBe(401);
    expect(await response.text()).toContain('Impossibile caricare il contenuto richiesto.');

    // The failure page itself, as the frame shows it, passes the accessibility scan.
    const failure = await page.goto('/kb');
    expect(failure?.status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Impossibile caricare il contenuto richiesto.');
    await expectNoSeriousViolations(page, 'knowledge-base failure page');
  });

  test('signing out of the portal ends the knowledge-base session in the frame', async ({ page }) => {
    await signInAsMario(page, '/support/knowledge-base');
    await expect(kbFrame(page).getByRole('heading', { level: 1, name: 'Articoli e guide' })).toBeVisible();
    await signOut(page);
    // The browser still holds the KB cookie after signing out; the KB no longer accepts it.
    expect((await page.context().cookies()).some((c) => c.name === 'sportello.kb')).toBe(true);
    const after = await page.request.get('/kb');
    expect(after.status()).toBe(401);
    expect(await after.text()).toContain('Impossibile caricare il contenuto richiesto.');
  });

  test('a failed token fetch shows the ERROR_HTTP_TOKEN alert', async ({ page }) => {
    await signInAsMario(page);
    await page.route('**/api/App/getomegasecuritytoken**', (route) => route.abort());
    await page.goto('/support/knowledge-base');
    await expect(page.getByRole('dialog')).toContainText('Errore durante la richiesta al servizio');
  });

  test('a support request from the retrieve-info page shows up for the support desk', async ({ page }) => {
    await page.goto('/retrieve-info');
    await page.getByRole('radio', { name: 'Non ho un nome utente' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('franca.nuova@example.it');
    await page.getByRole('textbox', { name: 'Nome da visualizzare' }).fill('Franca Nuova');
    await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Vorrei accedere al portale.');
    await solveCaptcha(page.getByTestId('captcha-field'));
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    const sent = page.getByText(/^Richiesta inviata: codice SR-\d+$/);
    await expect(sent).toBeVisible();
    const code = ((await sent.textContent()) ?? '').replace(/^.*codice /, '');

    await signIn(page, 'operatore@sportello.demo', { at: `/support/tickets?q=${code}` });
    await page.getByRole('button', { name: /Vorrei accedere al portale/ }).click();
    const detail = page.getByRole('region', { name: 'Dettaglio' });
    await expect(detail).toContainText(code);
    await expect(detail).toContainText('Franca Nuova');
  });

  test('the support area on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsMario(page, '/support/tickets');
    await page.getByRole('button', { name: /Fattura elettronica scartata/ }).click();
    const detail = page.getByRole('region', { name: 'Dettaglio' });
    await expect(detail).toContainText('Olga Operatrice');
    // The detail sits under the whole list on a phone: the tap brings it on screen.
    await expect(detail).toBeInViewport();
    await page.screenshot({ path: '.artifacts/support-area-375.png', fullPage: true });
    await expectNoSeriousViolations(page, 'support area on a phone');

    // A subject that is one long address wraps in its card, and the new ticket comes on screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Nuova segnalazione' }).click();
    const form = page.getByRole('dialog', { name: 'Nuova segnalazione' });
    const subject =
      'Errore su https://fatture.example.it/documenti/2026/11/FT-000123456789-scartata-dallo-SdI';
    await form.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
    await form.getByRole('combobox', { name: 'Prodotto' }).click();
    await page.getByRole('option', { name: 'Contabilità' }).click();
    await form.getByRole('textbox', { name: 'Messaggio' }).fill('Il link della fattura non si apre.');
    await form.getByRole('button', { name: 'Apri la segnalazione' }).click();
    await expect(form).toBeHidden();
    await expect(detail.getByRole('heading', { name: subject })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
