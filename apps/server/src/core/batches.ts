import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Bulk reads and writes go a thousand rows per statement: a file of ten thousand rows is a few dozen
 * statements, each well within PostgreSQL's limit of parameters.
 */
export const BATCH = 1000;

export function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A turn of the event loop, for a long job to take between two steps: PGlite runs a query without
 * giving the loop back, so a job going from query to query would keep requests from even being read,
 * and their queries from the one connection, until it ended. A turn lets them in.
 */
export const takeTurn = (): Promise<void> => nextTurn();

/** The batches of a long job, each after a turn of the event loop (`takeTurn`). */
export async function* takingTurns<T>(items: readonly T[], size = BATCH): AsyncGenerator<T[]> {
  for (const part of batches(items, size)) {
    await takeTurn();
    yield part;
  }
}
