import { and, eq, getTableColumns, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { users } from '../users/users.tables';
import { type DataExportRow, dataExports } from './data-export.tables';

/** Every column but the file, which only the download reads. */
const { content: _content, ...WITHOUT_CONTENT } = getTableColumns(dataExports);

/** A user's export (each has one at most), without its file. */
export async function exportOf(tx: Tx, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await tx.select(WITHOUT_CONTENT).from(dataExports).where(eq(dataExports.userId, userId));
  return row && { ...row, content: null };
}

export async function findWithContent(tx: Tx, id: string): Promise<DataExportRow | undefined> {
  const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Deletes a user's export: a new one replaces it. */
export async function deleteExportOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
}

export async function insertPending(tx: Tx, userId: string, requestedAt: Date): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ userId, state: 'pending', requestedAt }).returning();
  return row!;
}

/** Ends a pending export; false when it is no longer there (a newer request replaced it). */
export async function finish(
  tx: Tx,
  id: string,
  values: Pick<DataExportRow, 'state' | 'finishedAt'> & { expiresAt?: Date; content?: Buffer },
): Promise<boolean> {
  const ended = await tx
    .update(dataExports)
    .set({ ...values, size: values.content?.length ?? null })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'pending')))
    .returning({ id: dataExports.id });
  return ended.length > 0;
}

/** Deletes the files of the exports expired at `now`; their rows stay, marked expired. */
export async function dropExpiredContent(tx: Tx, now: Date): Promise<number> {
  const dropped = await tx
    .update(dataExports)
    .set({ state: 'expired', content: null })
    .where(
      and(eq(dataExports.state, 'ready'), isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)),
    )
    .returning({ id: dataExports.id });
  return dropped.length;
}

/** Whom an export is for: the name, address and language its mail needs. */
export async function recipientOf(tx: Tx, userId: string) {
  const [user] = await tx
    .select({
      userName: users.userName,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      languageId: users.languageId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
