import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ticks the ALTCHA captcha inside `scope` and waits until the browser has solved the proof of work
 * (the widget's hidden `ReCaptcha` input then holds the payload the form sends).
 */
export async function solveCaptcha(scope: Locator): Promise<void> {
  await tickCaptcha(scope);
  await expect(scope.locator('altcha-widget input[name="ReCaptcha"]')).toHaveValue(/.{20,}/, {
    timeout: 30_000,
  });
}

/** Ticks the captcha's box inside `scope`: the browser starts solving it. */
export async function tickCaptcha(scope: Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  await expect(widget).toBeVisible();
  // The widget draws its own tick over the box: click through it, as a user's click does.
  await widget.getByRole('checkbox').click({ force: true });
}

/**
 * Holds the captcha's challenge back until the returned function is called: the widget stays
 * "verifying" meanwhile, as it does for the seconds a real proof of work takes (the suite's is easy).
 */
export async function holdCaptchaChallenge(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/captcha/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The captcha inside `scope` is being solved, and says so: the widget's spinner and its
 * "Verifica in corso…" are on screen.
 */
export async function expectCaptchaVerifying(scope: Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  await expect(widget.getByText('Verifica in corso')).toBeVisible();
  await expect(widget.locator('.altcha-checkbox-spinner')).toBeVisible();
}

/** The border of an element inside the captcha widget of `scope`, as the browser draws it. */
export function captchaBorder(scope: Locator | Page, selector: string) {
  return scope.locator(`altcha-widget ${selector}`).evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: style.borderTopWidth, style: style.borderTopStyle, color: style.borderTopColor };
  });
}

/**
 * The captcha inside `scope` looks like a box with a checkbox: its colours come from light-dark(),
 * and without a colour scheme the bundler's rewrite of them drew no border at all, only the label.
 */
export async function expectCaptchaBoxed(scope: Locator | Page): Promise<void> {
  for (const selector of ['.altcha-main', 'input[type="checkbox"]']) {
    const border = await captchaBorder(scope, selector);
    expect(border.style, selector).toBe('solid');
    expect(border.width, selector).toBe('1px');
    expect(border.color, selector).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  }
}

/**
 * Ticks the captcha field `captcha` with its challenge held back, then presses `submit`: the form
 * must wait for the captcha and say so, never ask to select it. Returns the challenge's release,
 * after which the form goes by itself.
 */
export async function submitWhileCaptchaVerifies(captcha: Locator, submit: Locator): Promise<() => void> {
  const release = await holdCaptchaChallenge(captcha.page());
  await tickCaptcha(captcha);
  await expectCaptchaVerifying(captcha);
  await submit.click();
  await expect(captcha.getByRole('status')).toHaveText(
    "Verifica del captcha in corso: l'invio partirà appena sarà conclusa.",
  );
  await expect(captcha.page().getByText('Seleziona prima il captcha.')).toBeHidden();
  return release;
}
