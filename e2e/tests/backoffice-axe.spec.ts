import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

// Every back-office page an admin's menu leads to, scanned with axe as it first shows (#41 defect
// 11): no serious or critical finding on any of them, at the desktop width operators work at. One
// test per domain of the menu, side by side.

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

for (const domain of ['Clienti', 'Assistenza', 'Comunicazione', 'Agenda', 'Amministrazione']) {
  test(`every back-office area of «${domain}» passes axe with no serious or critical finding`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin@sportello.demo', { at: '/backoffice' });
    const entries = page
      .getByRole('navigation', { name: 'Menu del back office' })
      .getByRole('list', { name: domain });
    await expect(entries).toBeVisible();
    const paths = await entries
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(paths.length).toBeGreaterThan(1);
    // Every page's findings, then one verdict: a fix is checked against all of them at once.
    const findings: string[] = [];
    for (const [i, path] of paths.entries()) {
      // Through the menu, as an operator moves: the app stays loaded, only the page's part comes.
      await entries.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(path);
      // The pointer back in the corner where a page load leaves it: the scan is of the page at rest,
      // not of a hovered entry or row.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists and forms read their data first: the scan is of the page as its user sees it.
      await expect(page.getByLabel('…')).toHaveCount(0);
      // The frame (header, menu) is the same on every page: scanned with the first, then each page's own part.
      const found = await seriousViolations(page, i === 0 ? undefined : '#main-content');
      findings.push(...found.map((finding) => `${path} ${finding}`));
    }
    expect(findings).toEqual([]);
  });
}

// What the pointer rests on keeps its contrast too (#41): the current menu entry, and a list row with
// its status badge, as an operator sees them while moving the mouse.
test('a hovered menu entry and a hovered list row keep their contrast', async ({ page }) => {
  await signIn(page, 'admin@sportello.demo', { at: '/backoffice/companies' });
  const menu = page.getByRole('navigation', { name: 'Menu del back office' });
  await menu.getByRole('link', { name: 'Aziende' }).hover();
  expect(await seriousViolations(page, 'nav[aria-label="Menu del back office"]')).toEqual([]);
  const row = page.getByRole('row').filter({ hasText: 'Rossi Impianti' }).first();
  await row.hover();
  expect(await seriousViolations(page, '#main-content table')).toEqual([]);
});
