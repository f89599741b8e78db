import { z } from 'zod';

/**
 * The build-time settings of the web app (Vite's `VITE_*` variables), parsed once so that a wrong
 * value fails at start-up with a clear message instead of somewhere deep in a request.
 */
const EnvSchema = z.object({
  /** Origin (and optional prefix) of the API; empty means the page's own origin, as in production. */
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .transform((value) => value.replace(/\/+$/, '')),
});

const parsed = EnvSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web app environment: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  apiBaseUrl: parsed.data.VITE_API_BASE_URL,
  isDevelopment: import.meta.env.DEV,
} as const;
