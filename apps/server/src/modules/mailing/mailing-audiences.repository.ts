import type { AudienceFilter, AudienceListFilter } from '@sportello/contracts/backoffice/mailing.contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { companyTags } from '../tags/tags.tables';
import { users } from '../users/users.tables';
import { type AudienceRow, audienceMembers, audiences, campaigns } from './mailing.tables';

export type ListFilter = z.output<typeof AudienceListFilter>;
export type Filter = z.output<typeof AudienceFilter>;

/**
 * Whom any audience may take: customers' users with an address, their account enabled — never the
 * vendor's staff.
 */
const reachable = (): SQL =>
  and(
    eq(users.enabled, true),
    eq(companies.isVendor, false),
    inArray(users.role, ['user', 'company_admin']),
    sql`${users.email} <> ''`,
  ) as SQL;

/** The users a filter takes (joined to their companies). */
export function filterWhere(filter: Filter): SQL {
  const where: SQL[] = [reachable()];
  if (filter.Products.length) where.push(sql`${companies.products} && ${sql.param(filter.Products)}::text[]`);
  if (filter.CompanyTypes.length) where.push(inArray(companies.companyType, filter.CompanyTypes));
  if (filter.GroupCodes.length)
    where.push(sql`${companies.groupCodes} && ${sql.param(filter.GroupCodes)}::text[]`);
  if (filter.TagIds.length)
    where.push(
      sql`exists (select 1 from ${companyTags} where ${companyTags.companyId} = ${companies.id} and ${inArray(companyTags.tagId, filter.TagIds)})`,
    );
  if (filter.Role) where.push(eq(users.role, filter.Role));
  if (filter.LanguageId) where.push(eq(users.languageId, filter.LanguageId));
  if (filter.NewsLetter !== null) where.push(eq(users.newsletter, filter.NewsLetter));
  return and(...where) as SQL;
}

/** The users a static audience lists. */
export function membersWhere(audienceId: number): SQL {
  return and(
    reachable(),
    sql`${users.id} in (select ${audienceMembers.userId} from ${audienceMembers} where ${audienceMembers.audienceId} = ${audienceId})`,
  ) as SQL;
}

/** The users an audience takes now. */
export const audienceWhere = (row: Pick<AudienceRow, 'id' | 'kind' | 'filter'>): SQL =>
  row.kind === 'static' ? membersWhere(row.id) : filterWhere(row.filter);

export async function countWhere(tx: Tx, where: SQL) {
  const [row] = await tx
    .select({
      users: count(),
      companies: sql<number>`count(distinct ${users.companyId})::int`,
      // What a campaign would send: one mail per address (mailing-campaigns.repository.ts).
      subscribed: sql<number>`(count(distinct lower(${users.email})) filter (where ${users.newsletter}))::int`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return { Users: row?.users ?? 0, Companies: row?.companies ?? 0, Subscribed: row?.subscribed ?? 0 };
}

const SORT = { Name: sql`lower(${audiences.name})`, UpdatedAt: audiences.updatedAt };

export async function findAudiencesPage(tx: Tx, filter: ListFilter) {
  const where: SQL[] = [];
  if (filter.Text) where.push(ilike(audiences.name, containsPattern(filter.Text)));
  if (filter.Kind) where.push(eq(audiences.kind, filter.Kind));
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(audiences)
    .where(and(...where));
  const rows = await tx
    .select()
    .from(audiences)
    .where(and(...where))
    .orderBy(direction(SORT[filter.Sort]), direction(audiences.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findAudience(tx: Tx, id: number, lock = false): Promise<AudienceRow | undefined> {
  const query = tx.select().from(audiences).where(eq(audiences.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertAudience(tx: Tx, values: typeof audiences.$inferInsert): Promise<AudienceRow> {
  const [row] = await tx.insert(audiences).values(values).returning();
  return row as AudienceRow;
}

export async function updateAudience(tx: Tx, id: number, values: Partial<typeof audiences.$inferInsert>) {
  const [row] = await tx.update(audiences).set(values).where(eq(audiences.id, id)).returning();
  return row as AudienceRow;
}

export async function deleteAudienceRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(audiences).where(eq(audiences.id, id));
}

/** Whether a campaign names the audience (a sent one too: its report says who it was for). */
export async function audienceInUse(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.audienceId, id))
    .limit(1);
  return row !== undefined;
}

/**
 * The users a file's lines name, by e-mail address or user name (any case), among those any audience
 * may take: each lower-cased key with the ids it names (an address may be several people's).
 */
export async function findReachableByKeys(tx: Tx, keys: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (keys.size === 0) return found;
  const list = sql.param([...keys]);
  const rows = await tx
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      userName: sql<string>`lower(${users.userName})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        reachable(),
        sql`(lower(${users.email}) = any(${list}::text[]) or lower(${users.userName}) = any(${list}::text[]))`,
      ),
    );
  for (const row of rows)
    for (const key of new Set([row.email, row.userName]))
      if (keys.has(key)) found.set(key, [...(found.get(key) ?? []), row.id]);
  return found;
}

export async function replaceMembers(tx: Tx, audienceId: number, userIds: string[], replace: boolean) {
  if (replace) await tx.delete(audienceMembers).where(eq(audienceMembers.audienceId, audienceId));
  for (let i = 0; i < userIds.length; i += 1000)
    await tx
      .insert(audienceMembers)
      .values(userIds.slice(i, i + 1000).map((userId) => ({ audienceId, userId })))
      .onConflictDoNothing();
}

export async function countMembers(tx: Tx, audienceId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(audienceMembers)
    .where(eq(audienceMembers.audienceId, audienceId));
  return row?.n ?? 0;
}
