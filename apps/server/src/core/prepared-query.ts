import type { Tx } from './database';

const preparedByHandle = new WeakMap<Tx, Map<string, unknown>>();

/**
 * A query of a busy path (the tickets list, the sign-in), prepared once per database handle under
 * `name`: Drizzle builds its SQL text once, and PostgreSQL parses and plans it once per connection
 * instead of on every call (docs/performance.md). `prepare` builds the query with `sql.placeholder`s
 * and ends with `.prepare(name)`; one name is one SQL text. Inside a transaction the handle is the
 * transaction's, so the query is prepared for that transaction alone.
 */
export function preparedQuery<T>(tx: Tx, name: string, prepare: (name: string) => T): T {
  let prepared = preparedByHandle.get(tx);
  if (!prepared) {
    prepared = new Map();
    preparedByHandle.set(tx, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, prepare(name));
  return prepared.get(name) as T;
}
