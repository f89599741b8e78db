/**
 * A value read by `read`, kept for `ttlMs` on each process (decisions 058 and 066: "in force within
 * a second" without an event bus, which could lose a message). Measured on the monotonic clock, so
 * that a test moving the portal's clock does not freeze it; concurrent reads share one query; a read
 * begun before `changed` is not kept after it, and `changed` makes the next read go to the source.
 */
export interface CachedRead<T> {
  current(): Promise<T>;
  changed(): void;
}

export function cachedRead<T>(read: () => Promise<T>, ttlMs: number): CachedRead<T> {
  let kept: { value: T; at: number } | undefined;
  let reading: Promise<T> | undefined;
  let generation = 0;
  return {
    async current() {
      if (kept && performance.now() - kept.at < ttlMs) return kept.value;
      if (!reading) {
        const started = generation;
        reading = read().then(
          (value) => {
            if (started === generation) {
              kept = { value, at: performance.now() };
              reading = undefined;
            }
            return value;
          },
          (error: unknown) => {
            if (started === generation) reading = undefined;
            throw error;
          },
        );
      }
      return reading;
    },
    changed() {
      generation += 1;
      kept = undefined;
      reading = undefined;
    },
  };
}
