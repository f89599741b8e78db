/**
 * The build-time settings of the web app (Vite's `VITE_*` variables), read once so that a wrong
 * value fails at start-up with a clear message instead of somewhere deep in a request. Plain checks,
 * not a zod schema: this module loads with the sign-in page, which does without zod (decision 022).
 */
function readApiBaseUrl(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string')
    throw new Error('Invalid web app environment: VITE_API_BASE_URL is not text');
  return value.replace(/\/+$/, '');
}

export const env = {
  /** Origin (and optional prefix) of the API; empty means the page's own origin, as in production. */
  apiBaseUrl: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  isDevelopment: import.meta.env.DEV,
} as const;
