import type { Scope } from '@sportello/contracts/backoffice/access.contract';
import type { CommunicationFilter } from '@sportello/contracts/backoffice/communications.contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { type Owner, scopeWhere } from '../../core/ownership-scope';
import { containsPattern } from '../../core/sql-like';
// Reads the companies' audience values and the tags an audience names (a repository may read
// another module's tables).
import { companies } from '../companies/companies.tables';
import { tags } from '../tags/tags.tables';
import { type CommunicationRow, communications } from './communications.tables';

export type ListFilter = z.output<typeof CommunicationFilter>;

/** Which rows a back-office caller may see: the scope of their permission, and who they are. */
export interface Visibility {
  scope: Scope;
  owner: Owner;
}

/** A communication belongs to its author (full login) and to the author's company. */
const visible = ({ scope, owner }: Visibility) =>
  scopeWhere(scope, { user: communications.author, company: communications.authorCompanyCode }, owner);

const SORT = {
  Id: communications.id,
  Type: communications.type,
  Title: communications.title,
  Status: communications.status,
  PublishFrom: communications.publishFrom,
  Author: communications.author,
  UpdatedAt: communications.updatedAt,
};

function listWhere(filter: ListFilter, visibility: Visibility): SQL | undefined {
  const where: SQL[] = [];
  const scoped = visible(visibility);
  if (scoped) where.push(scoped);
  if (filter.Type !== undefined) where.push(eq(communications.type, filter.Type));
  if (filter.Status) where.push(eq(communications.status, filter.Status));
  if (filter.Popup !== undefined) where.push(eq(communications.isPopup, filter.Popup));
  if (filter.Text) {
    const like = containsPattern(filter.Text);
    where.push(or(ilike(communications.title, like), ilike(communications.summary, like)) as SQL);
  }
  return where.length ? and(...where) : undefined;
}

function ordered(filter: ListFilter) {
  const column = SORT[filter.Sort];
  return [filter.Desc ? desc(column) : asc(column), desc(communications.id)];
}

export async function findCommunications(tx: Tx, filter: ListFilter, visibility: Visibility) {
  const where = listWhere(filter, visibility);
  const [total] = await tx.select({ n: count() }).from(communications).where(where);
  const rows = await tx
    .select()
    .from(communications)
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every row matching the filter, in its order (the CSV export), capped for safety. */
export function findAllCommunications(tx: Tx, filter: ListFilter, visibility: Visibility, limit: number) {
  return tx
    .select()
    .from(communications)
    .where(listWhere(filter, visibility))
    .orderBy(...ordered(filter))
    .limit(limit);
}

export async function findCommunication(
  tx: Tx,
  id: number,
  visibility: Visibility,
): Promise<CommunicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(communications)
    .where(and(eq(communications.id, id), visible(visibility)));
  return row;
}

export function findCommunicationsByIds(tx: Tx, ids: number[]) {
  return tx.select().from(communications).where(inArray(communications.id, ids)).for('update');
}

export async function insertCommunication(tx: Tx, values: typeof communications.$inferInsert) {
  const [row] = await tx.insert(communications).values(values).returning();
  return row!;
}

export async function updateCommunication(
  tx: Tx,
  id: number,
  values: Partial<typeof communications.$inferInsert>,
) {
  const [row] = await tx.update(communications).set(values).where(eq(communications.id, id)).returning();
  return row!;
}

export async function deleteCommunicationsByIds(tx: Tx, ids: number[]): Promise<number> {
  const rows = await tx
    .delete(communications)
    .where(inArray(communications.id, ids))
    .returning({ id: communications.id });
  return rows.length;
}

/**
 * Which of these ids are tags, each locked against deletion until the transaction ends (a tag
 * being deleted waits for the save, then finds the communication addressed to it).
 */
export async function lockExistingTags(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)).for('share');
  return rows.map((r) => r.id);
}

/** The communications whose audience names the tag, locked for the change. */
export function findCommunicationsAddressedTo(tx: Tx, tagId: number) {
  return tx
    .select()
    .from(communications)
    .where(sql`${tagId}::int = any(${communications.tagFilters})`)
    .for('update');
}

/** How many communications name the tag in their audience. */
export async function countCommunicationsAddressedTo(tx: Tx, tagId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(communications)
    .where(sql`${tagId}::int = any(${communications.tagFilters})`);
  return row?.n ?? 0;
}

/** How many distinct values of a company attribute the filters offer at most (most common first). */
const VALUES_IN_USE_MAX = 500;

/** The company types the companies have (0, none, left out), the most common first. */
export async function findCompanyTypesInUse(tx: Tx): Promise<{ code: string; companies: number }[]> {
  const rows = await tx
    .select({ type: companies.companyType, companies: count() })
    .from(companies)
    .where(sql`${companies.companyType} <> 0`)
    .groupBy(companies.companyType)
    .orderBy(desc(count()), asc(companies.companyType))
    .limit(VALUES_IN_USE_MAX);
  return rows.map((r) => ({ code: String(r.type), companies: r.companies }));
}

/** The group codes the companies are filed under, the most common first. */
export async function findGroupCodesInUse(tx: Tx): Promise<{ code: string; companies: number }[]> {
  const result = await tx.execute(sql`
    select code, count(*)::int as companies
    from ${companies}, unnest(${companies.groupCodes}) as code
    group by code
    order by companies desc, code
    limit ${VALUES_IN_USE_MAX}`);
  // node-postgres and PGlite both answer `{ rows }`, under different types.
  return (result as unknown as { rows: { code: string; companies: number }[] }).rows.map((r) => ({
    code: r.code,
    companies: Number(r.companies),
  }));
}
