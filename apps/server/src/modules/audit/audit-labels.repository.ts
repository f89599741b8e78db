import type { Tx } from '../../core/database';
import { type IdsByKind, type LabelsByKind, labelKinds } from './audit-labels';

/**
 * The labels of the ids a page of entries names: at most one query per kind, none for a kind it
 * lacks. Each kind's query is its own module's (declared in its manifest).
 */
export async function findLabels(tx: Tx, ids: IdsByKind): Promise<LabelsByKind> {
  const found = await Promise.all(
    labelKinds().map(async (kind) => {
      const wanted = [...(ids[kind.kind] ?? [])];
      return [kind.kind, new Map(wanted.length ? await kind.lookup(tx, wanted) : [])] as const;
    }),
  );
  return Object.fromEntries(found);
}
