import type { UndeliveredMailFilter } from '@sportello/contracts/app/mail-outbox.contract';
import type { MailPurposeKind } from '@sportello/contracts/app/mail-outbox.values';
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { mailOutbox, type OutboxRow } from '../../core/mail-outbox.tables';
import { containsPattern } from '../../core/sql-like';

export type ListFilter = z.output<typeof UndeliveredMailFilter>;

/** An invitation's purpose names its company (`invitation:12`); the back office groups them as one. */
const purposeWhere = (purpose: MailPurposeKind): SQL =>
  purpose === 'invitation' ? like(mailOutbox.purpose, 'invitation:%') : eq(mailOutbox.purpose, purpose);

const SORT = {
  CreatedAt: mailOutbox.createdAt,
  To: mailOutbox.toAddress,
  Subject: mailOutbox.subject,
  Purpose: mailOutbox.purpose,
  Attempts: mailOutbox.attempts,
};

function listWhere(filter: ListFilter): SQL | undefined {
  const where: SQL[] = [eq(mailOutbox.status, 'failed')];
  if (filter.Purpose) where.push(purposeWhere(filter.Purpose));
  if (filter.From) where.push(gte(mailOutbox.createdAt, new Date(filter.From)));
  if (filter.To) where.push(lt(mailOutbox.createdAt, new Date(filter.To)));
  if (filter.Text) {
    const pattern = containsPattern(filter.Text);
    where.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)) as SQL);
  }
  return and(...where);
}

const ordered = (filter: ListFilter) => {
  const column = SORT[filter.Sort];
  return [filter.Desc ? desc(column) : asc(column), desc(mailOutbox.id)];
};

/** The columns the back office shows: never a message's body (a reset link, a secure code). */
const LISTED = {
  id: mailOutbox.id,
  purpose: mailOutbox.purpose,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
};
export type ListedMail = Pick<OutboxRow, keyof typeof LISTED>;

export async function findUndeliveredMail(tx: Tx, filter: ListFilter) {
  const where = listWhere(filter);
  const [total] = await tx.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await tx
    .select(LISTED)
    .from(mailOutbox)
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every message the filter finds, in its order (the CSV export), capped. */
export function findAllUndeliveredMail(tx: Tx, filter: ListFilter, limit: number): Promise<ListedMail[]> {
  return tx
    .select(LISTED)
    .from(mailOutbox)
    .where(listWhere(filter))
    .orderBy(...ordered(filter))
    .limit(limit);
}

export async function findUndeliveredMailById(tx: Tx, id: string): Promise<ListedMail | undefined> {
  const [row] = await tx
    .select(LISTED)
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
  return row;
}

/** The selected messages that are still undelivered, locked until the transaction ends. */
export function lockUndeliveredMail(tx: Tx, ids: readonly string[]): Promise<ListedMail[]> {
  return tx
    .select(LISTED)
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'failed')))
    .for('update');
}

/** Back in the queue, due now, with a fresh count of attempts; the last error stays until the next try. */
export async function requeueMail(tx: Tx, ids: readonly string[], now: Date): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null })
    .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'failed')));
}

export async function deleteMail(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx.delete(mailOutbox).where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'failed')));
}

/** Recipient and subject of the messages still stored, for the audit log's labels. */
export function findMailLabels(tx: Tx, ids: string[]) {
  return tx
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
}
