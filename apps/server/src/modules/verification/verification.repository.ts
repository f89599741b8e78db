import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { verifications } from './verification.tables';

export type VerificationRow = typeof verifications.$inferSelect;

/** Replaces any earlier code for the same purpose and target: only the newest one works. */
export async function replaceCode(tx: Tx, row: typeof verifications.$inferInsert): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(eq(verifications.purpose, row.purpose), eq(verifications.target, row.target)));
  await tx.insert(verifications).values(row);
}

/**
 * The code for a purpose and target still valid at `now`, locked for this transaction (attempts are
 * counted safely).
 */
export async function findLiveCodeForUpdate(
  tx: Tx,
  purpose: string,
  target: string,
  now: Date,
): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.purpose, purpose),
        eq(verifications.target, target),
        gt(verifications.expiresAt, now),
      ),
    )
    .for('update');
  return row;
}

export async function countFailure(tx: Tx, id: string): Promise<void> {
  await tx
    .update(verifications)
    .set({ failedAttempts: sql`${verifications.failedAttempts} + 1` })
    .where(eq(verifications.id, id));
}

export async function deleteCode(tx: Tx, id: string): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.id, id));
}
