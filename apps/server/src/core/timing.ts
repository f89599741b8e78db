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
