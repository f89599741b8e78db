import type { Page } from '@playwright/test';

/**
 * Moves the page's clock on by `ms`, firing the timers due meanwhile, instead of waiting for them
 * (the page's clock must have been installed, `page.clock.install()`, before the page loaded). Then
 * lets the page finish what those timers started: React renders in a task of its own, posted
 * through a MessageChannel, which the page's clock does not control; a message posted after it
 * arrives after it.
 */
export async function letPageTimePass(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
