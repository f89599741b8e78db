/**
 * Leaves the single-page app for another site (maintenance page, customer hub) or reloads it from a
 * clean state. One seam for tests: jsdom cannot navigate, and `window.location` cannot be spied on.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Spec §8: maintenance and migration messages stay readable for 2 s before the browser moves on. */
export const EXTERNAL_REDIRECT_DELAY_MS = 2000;

/** Loads the current page again from the server (spec §7: after a support-group join). */
export function reloadPage(): void {
  window.location.reload();
}
