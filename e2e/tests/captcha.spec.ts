import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { solveCaptcha } from '../support/captcha';

test.describe.configure({ mode: 'parallel' });

/** The border of an element inside the captcha widget, as the browser draws it. */
const borderOf = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(`altcha-widget ${selector}`).evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: style.borderTopWidth, style: style.borderTopStyle, color: style.borderTopColor };
  });

test.describe('the captcha of the public forms', () => {
  test('looks like a box with a checkbox, in both widths, and passes the accessibility scan', async ({
    page,
  }) => {
    await page.goto('/retrieve-info?mode=4');
    const widget = page.locator('altcha-widget');
    await expect(widget.getByRole('checkbox', { name: 'Non sono un robot' })).toBeVisible();
    // Its colours come from light-dark(): without a colour scheme the bundler's rewrite of them drew
    // no border at all, and only the label showed.
    for (const selector of ['.altcha-main', 'input[type="checkbox"]']) {
      const border = await borderOf(page, selector);
      expect(border.style, selector).toBe('solid');
      expect(border.width, selector).toBe('1px');
      expect(border.color, selector).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    }
    await expectNoSeriousViolations(page, 'retrieve-info form with the captcha');
    await solveCaptcha(page.locator('form'));
    await expect(widget.getByText('Verificato')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await borderOf(page, '.altcha-main')).style).toBe('solid');
  });
});
