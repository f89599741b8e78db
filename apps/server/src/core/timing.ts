/**
 * How long, at least, the answers that must not reveal whether an account exists take (the recovery
 * calls): the production default and the least the configuration accepts outside the test suites.
 */
export const ANTI_ENUMERATION_FLOOR_MS = 400;

/**
 * Runs `work` and answers no sooner than `ms` after the start, whether it succeeded or failed: flows
 * that must not reveal whether an account exists take the same time either way.
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
