import { type Page, test } from '@playwright/test';

/**
 * A failed test prints what its page logged as errors: a crash's cause (the route's error page logs
 * it) is in the browser's console, which the report does not show.
 */
export function printBrowserErrorsOnFailure(): void {
  const logged = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }) => {
    const errors: string[] = [];
    logged.set(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
  });
  test.afterEach(({ page }, testInfo) => {
    const errors = logged.get(page) ?? [];
    if (testInfo.status !== testInfo.expectedStatus && errors.length > 0)
      console.log(`Browser errors of "${testInfo.title}":\n${errors.join('\n')}`);
  });
}
