import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { companySecondFactor, userRecoveryCodes, userTotp } from './second-factor.tables';

/** The second factor's rows (decision 078). Every "use once" is one conditional statement. */

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(tx: Tx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** A new, unconfirmed secret for the user, in place of any unconfirmed one (a confirmed one stays). */
export async function putPendingTotp(tx: Tx, userId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(userTotp)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, createdAt: now, failures: 0, lockedUntil: null, lastStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function confirmTotp(tx: Tx, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userTotp)
    .set({ confirmedAt: now, lastStep: step, failures: 0 })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/**
 * Takes the code of time step `step` if no code of it or of a later step was taken: two requests
 * with the same code (a replay, a double submit) cannot both pass.
 */
export async function takeTotpStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(userTotp)
    .set({ lastStep: step, failures: 0 })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** One more wrong code; at `maxFailures` in a row the factor locks until `lockUntil`. Returns the count. */
export async function countFailure(
  tx: Tx,
  userId: string,
  maxFailures: number,
  lockUntil: Date,
): Promise<number> {
  const [row] = await tx
    .update(userTotp)
    .set({
      failures: sql`${userTotp.failures} + 1`,
      lockedUntil: sql`case when ${userTotp.failures} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${userTotp.lockedUntil} end`,
    })
    .where(eq(userTotp.userId, userId))
    .returning({ failures: userTotp.failures });
  return row?.failures ?? 0;
}

/** After a lock has passed, the count starts again. */
export async function clearLock(tx: Tx, userId: string): Promise<void> {
  await tx.update(userTotp).set({ failures: 0, lockedUntil: null }).where(eq(userTotp.userId, userId));
}

export async function deleteSecondFactor(tx: Tx, userId: string): Promise<boolean> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  const rows = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning();
  return rows.length > 0;
}

export async function replaceRecoveryCodes(tx: Tx, userId: string, hashes: readonly string[]): Promise<void> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the code used if it is the user's and unused; false otherwise (wrong, or used already). */
export async function useRecoveryCode(tx: Tx, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function companyRequires(tx: Tx, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ required: companySecondFactor.required })
    .from(companySecondFactor)
    .where(eq(companySecondFactor.companyId, companyId));
  return row?.required ?? false;
}

export async function setCompanyRequires(
  tx: Tx,
  companyId: number,
  required: boolean,
  by: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(companySecondFactor)
    .values({ companyId, required, changedAt: now, changedBy: by })
    .onConflictDoUpdate({
      target: companySecondFactor.companyId,
      set: { required, changedAt: now, changedBy: by },
    });
}
