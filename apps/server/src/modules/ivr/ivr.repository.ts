import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type IvrCredentialsRow, ivrCredentials } from './ivr.tables';

export async function findCredentials(tx: Tx, userId: string): Promise<IvrCredentialsRow | undefined> {
  const [row] = await tx.select().from(ivrCredentials).where(eq(ivrCredentials.userId, userId));
  return row;
}

/** The row locked for this transaction, so that concurrent attempts are counted one after the other. */
export async function findCredentialsForUpdate(
  tx: Tx,
  userId: string,
): Promise<IvrCredentialsRow | undefined> {
  const [row] = await tx.select().from(ivrCredentials).where(eq(ivrCredentials.userId, userId)).for('update');
  return row;
}

export async function recordFailure(tx: Tx, userId: string, lockedUntil: Date | null): Promise<void> {
  await tx
    .update(ivrCredentials)
    .set({ failedAttempts: lockedUntil ? 0 : sql`${ivrCredentials.failedAttempts} + 1`, lockedUntil })
    .where(eq(ivrCredentials.userId, userId));
}

export async function savePin(tx: Tx, userId: string, pinHash: string, at: Date): Promise<void> {
  await tx
    .update(ivrCredentials)
    .set({ pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: at })
    .where(eq(ivrCredentials.userId, userId));
}

export async function insertCredentials(tx: Tx, row: typeof ivrCredentials.$inferInsert): Promise<void> {
  await tx.insert(ivrCredentials).values(row).onConflictDoNothing();
}

export async function findCredentialsByIspUserId(
  tx: Tx,
  ispUserId: string,
): Promise<IvrCredentialsRow | undefined> {
  const [row] = await tx.select().from(ivrCredentials).where(eq(ivrCredentials.ispUserId, ispUserId));
  return row;
}

export async function setIspUserId(tx: Tx, userId: string, ispUserId: string, at: Date): Promise<void> {
  await tx.update(ivrCredentials).set({ ispUserId, updatedAt: at }).where(eq(ivrCredentials.userId, userId));
}

export async function deleteCredentials(tx: Tx, userId: string): Promise<void> {
  await tx.delete(ivrCredentials).where(eq(ivrCredentials.userId, userId));
}
