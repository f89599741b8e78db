/** "<page> · Sportello": the tab title, the first thing a screen reader announces after a navigation. */
export function pageTitle(page: string | undefined, app: string): string {
  return page ? `${page} · ${app}` : app;
}
