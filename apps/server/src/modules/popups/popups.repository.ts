import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type PopupMessageRow, popupMessages } from './popups.tables';

export function findActiveMessages(
  tx: Tx,
  audience: { companyType: number; role: NonNullable<PopupMessageRow['role']>; languageId: number },
  now: Date,
): Promise<PopupMessageRow[]> {
  return tx
    .select()
    .from(popupMessages)
    .where(
      and(
        lte(popupMessages.validFrom, now),
        or(isNull(popupMessages.validTo), gt(popupMessages.validTo, now)),
        or(isNull(popupMessages.companyType), eq(popupMessages.companyType, audience.companyType)),
        or(isNull(popupMessages.role), eq(popupMessages.role, audience.role)),
        or(isNull(popupMessages.languageId), eq(popupMessages.languageId, audience.languageId)),
      ),
    )
    .orderBy(asc(popupMessages.sortOrder), asc(popupMessages.id))
    .limit(20);
}

export async function countMessages(tx: Tx): Promise<number> {
  const rows = await tx.select({ id: popupMessages.id }).from(popupMessages).limit(1);
  return rows.length;
}

export async function insertMessages(tx: Tx, rows: (typeof popupMessages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(popupMessages).values(rows);
}
