import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical accessibility violations of the page as it is now (frames included), each
 * as its rule and the elements it found. `within` scans one part only: an open dialog, whose overlay
 * dims the page behind it below any contrast ratio.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Only the violations are reported back: axe then skips the details of every rule that passed,
  // which is most of its time on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails on any serious or critical violation of the page as it is now (`seriousViolations`). */
export async function expectNoSeriousViolations(page: Page, what: string, within?: string): Promise<void> {
  expect(await seriousViolations(page, within), what).toEqual([]);
}
