/**
 * Work run one at a time per key, in this process, in the order it came: the rest waits in memory.
 * For bursts on one row that the database serialises anyway (50 registrations for one event's last
 * place, each waiting for the campaign's row lock): waiting here holds no database connection, so a
 * burst on one campaign never takes the pool from everyone else's requests. Across processes the
 * database's lock still decides; this only keeps the queue out of the pool.
 */
export function keyedQueue(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
