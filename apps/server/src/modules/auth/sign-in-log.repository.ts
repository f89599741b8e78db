import type { SignInFilter } from '@sportello/contracts/backoffice/sign-ins.contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { type SignInEventRow, signInEvents } from './sign-in-log.tables';

export type ListFilter = z.output<typeof SignInFilter>;

export async function insertSignInEvent(tx: Tx, event: typeof signInEvents.$inferInsert): Promise<void> {
  await tx.insert(signInEvents).values(event);
}

const SORT = { At: signInEvents.at, Kind: signInEvents.kind, ClientIp: signInEvents.clientIp };

/** Whose log: the user's own events, and the throttle's refusals of the user's name (which name no user). */
export interface LogOwner {
  userId: string;
  userName: string;
}

const THROTTLED: string[] = ['locked', 'throttled'];

function listWhere(owner: LogOwner, filter: ListFilter): SQL | undefined {
  const where: SQL[] = [
    or(
      eq(signInEvents.userId, owner.userId),
      and(
        isNull(signInEvents.userId),
        inArray(signInEvents.reason, THROTTLED),
        eq(sql`lower(${signInEvents.userName})`, owner.userName.toLowerCase()),
      ),
    ) as SQL,
  ];
  if (filter.Kind) where.push(eq(signInEvents.kind, filter.Kind));
  if (filter.From) where.push(gte(signInEvents.at, new Date(filter.From)));
  if (filter.To) where.push(lt(signInEvents.at, new Date(filter.To)));
  return and(...where);
}

const ordered = (filter: ListFilter) => {
  const column = SORT[filter.Sort];
  return [filter.Desc ? desc(column) : asc(column), desc(signInEvents.id)];
};

export async function findSignInEvents(tx: Tx, owner: LogOwner, filter: ListFilter) {
  const where = listWhere(owner, filter);
  const [total] = await tx.select({ n: count() }).from(signInEvents).where(where);
  const rows = await tx
    .select()
    .from(signInEvents)
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export function findAllSignInEvents(
  tx: Tx,
  owner: LogOwner,
  filter: ListFilter,
  limit: number,
): Promise<SignInEventRow[]> {
  return tx
    .select()
    .from(signInEvents)
    .where(listWhere(owner, filter))
    .orderBy(...ordered(filter))
    .limit(limit);
}

/** Deletes up to `limit` events from before `before`, oldest first; returns how many went. */
export async function deleteSignInEventsBefore(tx: Tx, before: Date, limit: number): Promise<number> {
  const old = tx
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(lt(signInEvents.at, before))
    .orderBy(asc(signInEvents.at))
    .limit(limit);
  const gone = await tx
    .delete(signInEvents)
    .where(inArray(signInEvents.id, old))
    .returning({ id: signInEvents.id });
  return gone.length;
}
