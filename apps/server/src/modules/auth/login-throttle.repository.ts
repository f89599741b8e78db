import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { loginThrottle } from './login-throttle.tables';

/** Failures before a key is locked: an account is strict, an address (offices behind one NAT) less so. */
export const THRESHOLD = { user: 5, ip: 20 } as const;
/** Lock after reaching the threshold: 30 s, doubling with every further failure, at most 15 minutes. */
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** A key quiet for this long starts from zero again. */
const FORGET_AFTER_MS = 60 * 60_000;

export function lockDuration(failures: number, threshold: number): number {
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, failures - threshold));
}

/**
 * Counts an attempt *before* the password is checked, under a row lock, so that parallel attempts
 * cannot slip past the counter: each one either takes a slot or finds the key locked.
 * Returns false when the key is locked (the attempt must be refused without checking anything).
 */
export async function reserveAttempt(db: Tx, key: string, threshold: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.insert(loginThrottle).values({ key }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
    const now = Date.now();
    if (!row) return false;
    if (row.lockedUntil && row.lockedUntil.getTime() > now) return false;
    const failures = (now - row.updatedAt.getTime() > FORGET_AFTER_MS ? 0 : row.failures) + 1;
    const lockedUntil = failures >= threshold ? new Date(now + lockDuration(failures, threshold)) : null;
    await tx
      .update(loginThrottle)
      .set({ failures, lockedUntil, updatedAt: new Date(now) })
      .where(eq(loginThrottle.key, key));
    return true;
  });
}

/** A successful attempt gives its slot back, and lifts the lock it may have set. */
export async function releaseAttempt(
  db: Tx,
  key: string,
  threshold: number,
  { reset }: { reset: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
    if (!row) return;
    const failures = reset ? 0 : Math.max(0, row.failures - 1);
    await tx
      .update(loginThrottle)
      .set({ failures, lockedUntil: failures < threshold ? null : row.lockedUntil })
      .where(eq(loginThrottle.key, key));
  });
}
