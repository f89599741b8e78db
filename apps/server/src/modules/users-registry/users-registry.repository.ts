import type { UserFilter } from '@sportello/contracts/backoffice/users.contract';
import { and, asc, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import {
  isSignInLocked,
  isSsoLinked,
  listedUserColumns,
  type UserListRow,
  users,
} from '../users/users.tables';

/**
 * The back office's users across companies: the list (search, filters, sort, paging) and the export.
 * Reads the users module's `users` with their company, the sign-in lock and the identity-provider
 * links (users.tables.ts); writes nothing: the users module reads the users a change takes, locked,
 * and writes them (users.service.ts).
 */

export type ListFilter = z.output<typeof UserFilter>;

/** Each word somewhere in the first name, last name, user name or e-mail address; case does not matter. */
function textWhere(text: string): SQL | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const haystack = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName} || ' ' || ${users.email})`;
  return and(...words.map((w) => sql`${haystack} like ${containsPattern(w)}`));
}

function listWhere(filter: ListFilter, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.Text) where.push(textWhere(filter.Text));
  if (filter.CompanyId !== undefined) where.push(eq(users.companyId, filter.CompanyId));
  if (filter.Role) where.push(eq(users.role, filter.Role));
  if (filter.Enabled !== undefined) where.push(eq(users.enabled, filter.Enabled));
  if (filter.Locked !== undefined)
    where.push(filter.Locked ? isSignInLocked(now) : sql`not ${isSignInLocked(now)}`);
  if (filter.SsoLinked !== undefined)
    where.push(filter.SsoLinked ? isSsoLinked() : sql`not ${isSsoLinked()}`);
  if (filter.NeverSignedIn !== undefined)
    where.push(filter.NeverSignedIn ? isNull(users.lastLoginAt) : sql`${users.lastLoginAt} is not null`);
  if (filter.LastLoginFrom) where.push(gte(users.lastLoginAt, new Date(filter.LastLoginFrom)));
  if (filter.LastLoginTo) where.push(lt(users.lastLoginAt, new Date(filter.LastLoginTo)));
  const parts = where.filter((w): w is SQL => w !== undefined);
  return parts.length ? and(...parts) : undefined;
}

const SORT = {
  UserName: sql`lower(${users.userName})`,
  LastName: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  Email: users.email,
  LastLoginAt: users.lastLoginAt,
  CreatedAt: users.createdAt,
};

/** The sort column (never-signed-in users last either way), then the id in the same direction. */
function ordered(filter: ListFilter) {
  const direction = filter.Desc ? desc : asc;
  const column = SORT[filter.Sort];
  const first =
    filter.Sort === 'LastLoginAt'
      ? sql`${column} ${sql.raw(filter.Desc ? 'desc' : 'asc')} nulls last`
      : direction(column);
  return [first, direction(users.id)];
}

export async function findUsersPage(tx: Tx, filter: ListFilter, now: Date) {
  const where = listWhere(filter, now);
  const rows: UserListRow[] = await tx
    .select(listedUserColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  // A page that is not full is the last one: the total is known without counting. Otherwise the
  // count reads the users alone: every user has a company (a foreign key, not null), and the filter
  // names none of its columns, so the join would count the same rows (a million users: docs/performance.md).
  const offset = filter.Page * filter.Size;
  if (rows.length < filter.Size && (rows.length > 0 || offset === 0))
    return { total: offset + rows.length, rows };
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return { total: total?.n ?? 0, rows };
}

/** Every row matching the filter, in its order (the CSV export), capped for safety. */
export function findAllUsers(tx: Tx, filter: ListFilter, now: Date, limit: number): Promise<UserListRow[]> {
  return tx
    .select(listedUserColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(listWhere(filter, now))
    .orderBy(...ordered(filter))
    .limit(limit);
}
