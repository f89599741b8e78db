import { and, eq, gt, inArray, isNull, like, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type SingleUseTokenRow, singleUseTokens as t } from './verification.tables';

export type { SingleUseTokenRow };

/** Rows that can still be used at `now`: not consumed, not expired, wrong tries left. */
const live = (now: Date) =>
  and(isNull(t.consumedAt), gt(t.expiresAt, now), lt(t.attempts, t.maxAttempts)) as SQL;

export async function insertToken(tx: Tx, row: typeof t.$inferInsert): Promise<SingleUseTokenRow> {
  const [created] = await tx.insert(t).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Forgets every token of a purpose for a subject (a new one replaces them). */
export async function deleteTokensOf(tx: Tx, purpose: string, subject: string): Promise<void> {
  await tx.delete(t).where(and(eq(t.purpose, purpose), eq(t.subject, subject)));
}

/** The token with this MAC, in whatever state (a link that still tells "expired" or "used"). */
export async function findByHash(
  tx: Tx,
  purpose: string,
  secretHash: string,
): Promise<SingleUseTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.purpose, purpose), eq(t.secretHash, secretHash)));
  return row;
}

/** The live token with this MAC. */
export async function findLiveByHash(
  tx: Tx,
  purpose: string,
  secretHash: string,
  now: Date,
): Promise<SingleUseTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.purpose, purpose), eq(t.secretHash, secretHash), live(now)));
  return row;
}

/** The live token of a purpose for a subject, locked for this transaction (tries are counted safely). */
export async function findLiveBySubjectForUpdate(
  tx: Tx,
  purpose: string,
  subject: string,
  now: Date,
): Promise<SingleUseTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.purpose, purpose), eq(t.subject, subject), live(now)))
    .for('update');
  return row;
}

/**
 * Marks a live token consumed at `now`, in one conditional statement: of any number of concurrent
 * calls for the same token exactly one gets the row back.
 */
export async function consumeLive(
  tx: Tx,
  which: { id: string } | { purpose: string; secretHash: string },
  now: Date,
): Promise<SingleUseTokenRow | undefined> {
  const match =
    'id' in which
      ? eq(t.id, which.id)
      : and(eq(t.purpose, which.purpose), eq(t.secretHash, which.secretHash));
  const [row] = await tx
    .update(t)
    .set({ consumedAt: now })
    .where(and(match, live(now)))
    .returning();
  return row;
}

export async function countFailure(tx: Tx, id: string): Promise<void> {
  await tx
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(eq(t.id, id));
}

/** Records a use that happened now; false when the same secret was used before (atomic). */
export async function insertUsed(tx: Tx, row: typeof t.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(t)
    .values(row)
    .onConflictDoNothing({ target: [t.purpose, t.secretHash] })
    .returning({ id: t.id });
  return inserted.length === 1;
}

/**
 * Deletes up to `limit` rows expired before their purpose's cutoff: `cutoffs` for the purposes kept
 * longer after they expire, `otherwise` for all the rest. Rows another transaction holds are left for
 * the next sweep instead of waited for.
 */
export async function deleteExpired(
  tx: Tx,
  cutoffs: Record<string, Date>,
  otherwise: Date,
  limit: number,
): Promise<number> {
  const kept = Object.keys(cutoffs);
  const expired = or(
    ...Object.entries(cutoffs).map(([purpose, before]) =>
      and(eq(t.purpose, purpose), lt(t.expiresAt, before)),
    ),
    and(kept.length > 0 ? notInArray(t.purpose, kept) : undefined, lt(t.expiresAt, otherwise)),
  );
  const doomed = tx
    .select({ id: t.id })
    .from(t)
    .where(expired)
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await tx.delete(t).where(inArray(t.id, doomed)).returning({ id: t.id });
  return deleted.length;
}

/** Rows moved from an older table, whose hash is still the plain SHA-256 (`sha256:<hex>`). */
export function findMigrated(tx: Tx): Promise<Pick<SingleUseTokenRow, 'id' | 'purpose' | 'secretHash'>[]> {
  return tx
    .select({ id: t.id, purpose: t.purpose, secretHash: t.secretHash })
    .from(t)
    .where(like(t.secretHash, 'sha256:%'));
}

export async function setHash(tx: Tx, id: string, secretHash: string): Promise<void> {
  await tx.update(t).set({ secretHash }).where(eq(t.id, id));
}
