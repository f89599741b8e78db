import type { ServerErrorFilter } from '@sportello/contracts/backoffice/server-errors.contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { users } from '../users/users.tables';
import { type ServerErrorRow, serverErrors } from './server-errors.tables';

export type ListFilter = z.output<typeof ServerErrorFilter>;

export async function insertServerError(tx: Tx, row: typeof serverErrors.$inferInsert): Promise<void> {
  await tx.insert(serverErrors).values(row);
}

const SORT = {
  At: serverErrors.at,
  Status: serverErrors.status,
  Method: serverErrors.method,
  Route: serverErrors.route,
};

function listWhere(filter: ListFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.Status) where.push(eq(serverErrors.status, filter.Status));
  if (filter.From) where.push(gte(serverErrors.at, new Date(filter.From)));
  if (filter.To) where.push(lt(serverErrors.at, new Date(filter.To)));
  if (filter.Text) {
    const pattern = containsPattern(filter.Text);
    where.push(or(ilike(serverErrors.requestId, pattern), ilike(serverErrors.message, pattern)) as SQL);
  }
  return and(...where);
}

const ordered = (filter: ListFilter) => {
  const column = SORT[filter.Sort];
  return [filter.Desc ? desc(column) : asc(column), desc(serverErrors.id)];
};

/** The list's columns: the stack only in the detail, and the caller's user name read with it. */
const LISTED = {
  id: serverErrors.id,
  at: serverErrors.at,
  requestId: serverErrors.requestId,
  method: serverErrors.method,
  route: serverErrors.route,
  status: serverErrors.status,
  errorKey: serverErrors.errorKey,
  errorName: serverErrors.errorName,
  message: serverErrors.message,
  userId: serverErrors.userId,
  userName: users.userName,
};
const listed = (tx: Tx) =>
  tx.select(LISTED).from(serverErrors).leftJoin(users, eq(users.id, serverErrors.userId));
export type ListedServerError = Omit<ServerErrorRow, 'stack'> & { userName: string | null };

export async function findServerErrors(tx: Tx, filter: ListFilter) {
  const where = listWhere(filter);
  const [total] = await tx.select({ n: count() }).from(serverErrors).where(where);
  const rows = await listed(tx)
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every failure the filter finds, in its order (the CSV export), capped. */
export function findAllServerErrors(tx: Tx, filter: ListFilter, limit: number): Promise<ListedServerError[]> {
  return listed(tx)
    .where(listWhere(filter))
    .orderBy(...ordered(filter))
    .limit(limit);
}

export async function findServerErrorById(tx: Tx, id: number) {
  const [row] = await tx
    .select({ ...LISTED, stack: serverErrors.stack })
    .from(serverErrors)
    .leftJoin(users, eq(users.id, serverErrors.userId))
    .where(eq(serverErrors.id, id));
  return row;
}

/** Deletes up to `limit` failures from before `before`, oldest first; returns how many went. */
export async function deleteServerErrorsBefore(tx: Tx, before: Date, limit: number): Promise<number> {
  const old = tx
    .select({ id: serverErrors.id })
    .from(serverErrors)
    .where(lt(serverErrors.at, before))
    .orderBy(asc(serverErrors.at))
    .limit(limit);
  const gone = await tx
    .delete(serverErrors)
    .where(inArray(serverErrors.id, old))
    .returning({ id: serverErrors.id });
  return gone.length;
}
