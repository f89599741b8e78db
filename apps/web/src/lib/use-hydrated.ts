import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React takes server-rendered markup over (the pre-rendered sign-in page, decision 044)
 * and when that markup is rendered at build time; true once the page's script runs it, and from the
 * start on a page rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
