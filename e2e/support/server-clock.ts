import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the server's clock (core/clock.ts `fileOffsetClock`) reads its offset; start-server.mjs makes it. */
const CLOCK_DIR = new URL('../.artifacts/clock', import.meta.url).pathname;

/**
 * Runs `work` while the portal's clock is `ms` ahead, then puts it back. Services read the time from
 * that clock and hand it to their queries, so it holds on PGlite and PostgreSQL alike.
 */
export async function withServerClockAhead<T>(ms: number, work: () => Promise<T>): Promise<T> {
  await setOffset(ms);
  try {
    return await work();
  } finally {
    await setOffset(0);
  }
}

async function setOffset(ms: number): Promise<void> {
  const applied = join(CLOCK_DIR, 'applied');
  rmSync(applied, { force: true });
  writeFileSync(join(CLOCK_DIR, 'offset'), String(ms));
  await expect
    .poll(() => {
      try {
        return readFileSync(applied, 'utf8');
      } catch {
        return undefined;
      }
    })
    .toBe(String(ms));
}
