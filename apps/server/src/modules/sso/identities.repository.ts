import type { IdentityFilter } from '@sportello/contracts/backoffice/identities.contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { ispLinks } from './sso.tables';

/**
 * The back office's reading of identity-provider links, by user and by provider (with the user and
 * company they reach, read through joins), and the unlink.
 */

export type IdentityListFilter = z.output<typeof IdentityFilter>;
export type LinkRow = typeof ispLinks.$inferSelect;

/** A subject or address by its start; or each word somewhere in the user's names or user name. */
function textWhere(text: string): SQL | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const start = `${containsPattern(text.trim().toLowerCase()).slice(1)}`;
  const person = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName})`;
  return sql`(lower(${ispLinks.subject}) like ${start} or lower(coalesce(${ispLinks.email}, '')) like ${start} or (${and(
    ...words.map((w) => sql`${person} like ${containsPattern(w)}`),
  )}))`;
}

function listWhere(filter: IdentityListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.Provider) where.push(eq(ispLinks.provider, filter.Provider));
  if (filter.Text) where.push(textWhere(filter.Text));
  const parts = where.filter((w): w is SQL => w !== undefined);
  return parts.length ? and(...parts) : undefined;
}

const SORT = {
  LinkedAt: ispLinks.createdAt,
  LastUsedAt: ispLinks.lastUsedAt,
  Subject: ispLinks.subject,
  Email: ispLinks.email,
};

const columns = {
  link: ispLinks,
  user: { id: users.id, userName: users.userName, firstName: users.firstName, lastName: users.lastName },
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
};

export async function findLinksPage(tx: Tx, filter: IdentityListFilter) {
  const where = listWhere(filter);
  const direction = filter.Desc ? 'desc' : 'asc';
  const [total] = await tx
    .select({ n: count() })
    .from(ispLinks)
    .innerJoin(users, eq(users.id, ispLinks.userId))
    .where(where);
  const rows = await tx
    .select(columns)
    .from(ispLinks)
    .innerJoin(users, eq(users.id, ispLinks.userId))
    .innerJoin(companies, eq(companies.id, ispLinks.companyId))
    .where(where)
    .orderBy(
      sql`${SORT[filter.Sort]} ${sql.raw(direction)} nulls last`,
      (filter.Desc ? desc : asc)(ispLinks.id),
    )
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** A user's links, oldest first. */
export function findLinksOfUser(tx: Tx, userId: string): Promise<LinkRow[]> {
  return tx
    .select()
    .from(ispLinks)
    .where(eq(ispLinks.userId, userId))
    .orderBy(asc(ispLinks.createdAt), asc(ispLinks.id));
}

export async function findLink(tx: Tx, id: string): Promise<LinkRow | undefined> {
  const [row] = await tx.select().from(ispLinks).where(eq(ispLinks.id, id)).for('update');
  return row;
}

export async function deleteLink(tx: Tx, id: string): Promise<void> {
  await tx.delete(ispLinks).where(eq(ispLinks.id, id));
}
