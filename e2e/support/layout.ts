import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Nothing scrolls sideways: neither the page nor, when given, a part of it (a list, whose own scroll
 * area would hide columns as surely as the page's).
 */
export async function expectNoSidewaysScroll(page: Page, part?: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (!part) return;
  const box = await part.boundingBox();
  expect(box, 'the part is on the page').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** A badge shows its whole text: neither it nor its label is cut short by an ellipsis. */
export async function expectWholeBadge(label: Locator): Promise<void> {
  await expect(label).toBeVisible();
  const cut = await label.evaluate((node) =>
    [node, node.parentElement].some((e) => e !== null && e.scrollWidth > e.clientWidth),
  );
  expect(cut, 'the badge is cut').toBe(false);
}
