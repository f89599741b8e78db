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
