import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import {
  companySecondFactor,
  secondFactorFailures,
  userPasskeys,
  userRecoveryCodes,
  userTotp,
} from './second-factor.tables';

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
      set: { secret, createdAt: now, lastStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function confirmTotp(tx: Tx, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userTotp)
    .set({ confirmedAt: now, lastStep: step })
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
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning();
  return rows.length > 0;
}

/** Until when the user's second factor is locked, if it is. */
export async function lockedUntil(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ lockedUntil: secondFactorFailures.lockedUntil })
    .from(secondFactorFailures)
    .where(eq(secondFactorFailures.userId, userId));
  return row?.lockedUntil ?? null;
}

/** One more wrong code; at `maxFailures` in a row the factor locks until `lockUntil`. Returns the count. */
export async function countFailure(
  tx: Tx,
  userId: string,
  maxFailures: number,
  lockUntil: Date,
): Promise<number> {
  const [row] = await tx
    .insert(secondFactorFailures)
    .values({ userId, failures: 1, lockedUntil: maxFailures <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: secondFactorFailures.userId,
      set: {
        failures: sql`${secondFactorFailures.failures} + 1`,
        lockedUntil: sql`case when ${secondFactorFailures.failures} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else null end`,
      },
    })
    .returning({ failures: secondFactorFailures.failures });
  return row?.failures ?? 0;
}

/** A right proof, or a lock that has passed: the count starts again. */
export async function clearFailures(tx: Tx, userId: string): Promise<void> {
  await tx.delete(secondFactorFailures).where(eq(secondFactorFailures.userId, userId));
}

export type PasskeyRow = typeof userPasskeys.$inferSelect;

export function passkeysOf(tx: Tx, userId: string): Promise<PasskeyRow[]> {
  return tx
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(userPasskeys.createdAt);
}

export async function findPasskey(tx: Tx, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await tx.select().from(userPasskeys).where(eq(userPasskeys.id, id));
  return row;
}

export async function insertPasskey(tx: Tx, row: typeof userPasskeys.$inferInsert): Promise<void> {
  await tx.insert(userPasskeys).values(row);
}

/**
 * Records a use: the authenticator's new signature counter, which must have grown (a cloned key
 * shows an old one) unless the authenticator keeps none (0 both times).
 */
export async function usePasskey(tx: Tx, id: string, counter: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(userPasskeys.id, id),
        or(lt(userPasskeys.counter, counter), and(eq(userPasskeys.counter, 0), sql`${counter} = 0`)),
      ),
    )
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

export async function renamePasskey(tx: Tx, userId: string, id: string, name: string): Promise<boolean> {
  const rows = await tx
    .update(userPasskeys)
    .set({ name })
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

export async function deletePasskey(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

/** Every second factor of the user goes: authenticator, passkeys, recovery codes, the count of failures. */
export async function deleteSecondFactors(tx: Tx, userId: string): Promise<boolean> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.delete(secondFactorFailures).where(eq(secondFactorFailures.userId, userId));
  const keys = await tx
    .delete(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .returning({ id: userPasskeys.id });
  return (await deleteTotp(tx, userId)) || keys.length > 0;
}

export async function deleteRecoveryCodes(tx: Tx, userId: string): Promise<void> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
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
