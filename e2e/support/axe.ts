import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page as it is now (frames included) and fails on serious or critical accessibility
 * violations. `within` scans one part only: an open dialog, whose overlay dims the page behind it
 * below any contrast ratio.
 */
export async function expectNoSeriousViolations(page: Page, what: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}
