import type { PopupMessageFilter } from '@sportello/contracts/backoffice/popups.contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { type PopupMessageRow, popupMessages } from './popups.tables';

export type ListFilter = z.output<typeof PopupMessageFilter>;

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A message listing products or group codes reaches only the companies having one of them. */
const matchesAny = (column: AnyPgColumn, values: string[]) =>
  values.length
    ? sql`(cardinality(${column}) = 0 or ${column} && ${textArray(values)})`
    : sql`cardinality(${column}) = 0`;

export function findActiveMessages(
  tx: Tx,
  audience: {
    companyType: number;
    role: NonNullable<PopupMessageRow['role']>;
    languageId: number;
    products: string[];
    groupCodes: string[];
  },
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
        matchesAny(popupMessages.products, audience.products),
        matchesAny(popupMessages.groupCodes, audience.groupCodes),
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

const SORT = {
  SortOrder: popupMessages.sortOrder,
  ValidFrom: popupMessages.validFrom,
  Title: sql`lower(${popupMessages.title})`,
};

function stateWhere(state: ListFilter['State'], now: Date): SQL | undefined {
  switch (state) {
    case 'scheduled':
      return gt(popupMessages.validFrom, now);
    case 'showing':
      return and(
        lte(popupMessages.validFrom, now),
        or(isNull(popupMessages.validTo), gt(popupMessages.validTo, now)),
      );
    case 'ended':
      return lte(popupMessages.validTo, now);
    default:
      return undefined;
  }
}

export async function findMessagesPage(tx: Tx, filter: ListFilter, now: Date) {
  const pattern = filter.Text ? containsPattern(filter.Text) : undefined;
  const where = and(
    pattern ? or(ilike(popupMessages.title, pattern), ilike(popupMessages.body, pattern)) : undefined,
    stateWhere(filter.State, now),
    filter.LanguageId !== undefined
      ? or(isNull(popupMessages.languageId), eq(popupMessages.languageId, filter.LanguageId))
      : undefined,
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(popupMessages).where(where);
  const rows = await tx
    .select()
    .from(popupMessages)
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(popupMessages.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findMessage(tx: Tx, id: number, lock = false): Promise<PopupMessageRow | undefined> {
  const query = tx.select().from(popupMessages).where(eq(popupMessages.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Every message in the banner's order (ids and numbers only), locked: a move renumbers against it. */
export function findOrderLocked(tx: Tx) {
  return tx
    .select({ id: popupMessages.id, sortOrder: popupMessages.sortOrder })
    .from(popupMessages)
    .orderBy(asc(popupMessages.sortOrder), asc(popupMessages.id))
    .for('update');
}

export async function insertMessage(tx: Tx, values: typeof popupMessages.$inferInsert) {
  const [row] = await tx.insert(popupMessages).values(values).returning();
  return row!;
}

export async function updateMessage(tx: Tx, id: number, values: Partial<typeof popupMessages.$inferInsert>) {
  const [row] = await tx.update(popupMessages).set(values).where(eq(popupMessages.id, id)).returning();
  return row!;
}

/** Deletes these messages; answers those deleted, as they were. */
export function deleteMessages(tx: Tx, ids: number[]) {
  return tx.delete(popupMessages).where(inArray(popupMessages.id, ids)).returning();
}
