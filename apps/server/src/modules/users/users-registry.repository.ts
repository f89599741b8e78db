import type { UserFilter } from '@sportello/contracts/backoffice/users.contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { type UserRow, users } from './users.tables';

/**
 * The back office's users across companies: the list (search, filters, sort, paging), one user, and
 * the writes of its page. Reads the company, the sign-in lock (`login_throttle`, the auth module's) and
 * the identity-provider links (`isp_links`, the sso module's) through joins; writes only `users`.
 */

export type ListFilter = z.output<typeof UserFilter>;

/** The sign-in lock's key of a user, as the login throttle writes it. */
const throttleKey = sql`'user:' || lower(users.user_name)`;

// Written out: drizzle would render the outer column unqualified inside a subquery.
const lockedUntil = sql<Date | null>`(select t.locked_until from login_throttle t where t.key = ${throttleKey})`;
const isLocked = (now: Date) =>
  sql<boolean>`exists (select 1 from login_throttle t where t.key = ${throttleKey} and t.locked_until > ${now.toISOString()}::timestamptz)`;
const ssoLinked = sql<boolean>`exists (select 1 from isp_links l where l.user_id = users.id)`;

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
  if (filter.Locked !== undefined) where.push(filter.Locked ? isLocked(now) : sql`not ${isLocked(now)}`);
  if (filter.SsoLinked !== undefined) where.push(filter.SsoLinked ? ssoLinked : sql`not ${ssoLinked}`);
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

const listColumns = (now: Date) => ({
  ...getTableColumns(users),
  companyVatCode: companies.vatCode,
  companyName: companies.name,
  locked: isLocked(now),
  lockedUntil,
  ssoLinked,
});
export type UserListRow = UserRow & {
  companyVatCode: string;
  companyName: string;
  locked: boolean;
  lockedUntil: Date | string | null;
  ssoLinked: boolean;
};

export async function findUsersPage(tx: Tx, filter: ListFilter, now: Date) {
  const where = listWhere(filter, now);
  const [total] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  const rows: UserListRow[] = await tx
    .select(listColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every row matching the filter, in its order (the CSV export), capped for safety. */
export function findAllUsers(tx: Tx, filter: ListFilter, now: Date, limit: number): Promise<UserListRow[]> {
  return tx
    .select(listColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(listWhere(filter, now))
    .orderBy(...ordered(filter))
    .limit(limit);
}

export async function findUserRow(
  tx: Tx,
  id: string,
  now: Date,
  lock = false,
): Promise<UserListRow | undefined> {
  const query = tx
    .select(listColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  const [row] = await (lock ? query.for('update', { of: users }) : query);
  return row;
}

export function findUserRows(tx: Tx, ids: string[], now: Date): Promise<UserListRow[]> {
  return tx
    .select(listColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('update', { of: users });
}

/** A person's data, language and account role: what the edit page and the import set of a user. */
export type PersonColumn =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'fiscalCode'
  | 'phoneNumber'
  | 'mobilePhone'
  | 'languageId'
  | 'role';

export type UserChanges = Partial<
  Pick<UserRow, PersonColumn | 'enabled' | 'mustChangePassword' | 'emailVerifiedAt'>
>;

export async function updateUsers(tx: Tx, ids: string[], changes: UserChanges): Promise<void> {
  await tx.update(users).set(changes).where(inArray(users.id, ids));
}

/** The ids of a company's users whose sign-in wrong passwords have locked now. */
export async function findLockedUserIdsOfCompany(tx: Tx, companyId: number, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isLocked(now)));
  return rows.map((r) => r.id);
}
