import { expect, type Locator } from '@playwright/test';

/**
 * Ticks the ALTCHA captcha inside `scope` and waits until the browser has solved the proof of work
 * (the widget's hidden `ReCaptcha` input then holds the payload the form sends).
 */
export async function solveCaptcha(scope: Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  await expect(widget).toBeVisible();
  // The widget draws its own tick over the box: click through it, as a user's click does.
  await widget.getByRole('checkbox').click({ force: true });
  await expect(widget.locator('input[name="ReCaptcha"]')).toHaveValue(/.{20,}/, { timeout: 30_000 });
}
