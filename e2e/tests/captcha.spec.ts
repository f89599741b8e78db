import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import {
  captchaBorder,
  expectCaptchaBoxed,
  solveCaptcha,
  submitWhileCaptchaVerifies,
} from '../support/captcha';

test.describe.configure({ mode: 'parallel' });

test.describe('the captcha of the public forms', () => {
  test('looks like a box with a checkbox, in both widths, and passes the accessibility scan', async ({
    page,
  }) => {
    await page.goto('/retrieve-info?mode=4');
    const widget = page.locator('altcha-widget');
    await expect(widget.getByRole('checkbox', { name: 'Non sono un robot' })).toBeVisible();
    await expectCaptchaBoxed(page);
    await expectNoSeriousViolations(page, 'retrieve-info form with the captcha');
    await solveCaptcha(page.locator('form'));
    await expect(widget.getByText('Verificato')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await captchaBorder(page, '.altcha-main')).style).toBe('solid');
  });

  test('a support request sent while the browser solves it waits for it, then goes', async ({ page }) => {
    await page.goto('/retrieve-info?mode=2');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`attesa.${Date.now()}@example.it`);
    await page.getByRole('textbox', { name: 'Nome da visualizzare' }).fill('Paola Attesa');
    await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Non ho ancora un nome utente.');
    const captcha = page.getByTestId('captcha-field');
    const release = await submitWhileCaptchaVerifies(
      captcha,
      page.getByRole('button', { name: 'Invia la richiesta' }),
    );
    release();
    await expect(page.getByText(/^Richiesta inviata: codice SR-\d+$/)).toBeVisible();
  });
});
