import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

// "I tuoi dati" on the profile page: lucia.bianchi gives her mobile phone, her contact hours and her
// birth date, typed as DD/MM/YYYY; a date after today is refused next to its field; what she saved
// is there again after a reload. Names and language stay as they are: other journeys read them.

const SHOTS = '.artifacts/screens';

test.describe('own details on the profile', () => {
  test('lucia.bianchi saves her phone, availability and birth date', async ({ page }) => {
    // Two full loads of a lazily loaded page, an accessibility scan and two screenshots.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'lucia.bianchi', undefined, /Studio Bianchi/);
    await page.goto('/account/profile');
    const details = page.getByRole('region', { name: 'I tuoi dati' });
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
