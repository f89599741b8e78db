import type { TagFilter } from '@sportello/contracts/backoffice/tags.contract';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companyTags, type TagRow, tags } from './tags.tables';

export type ListFilter = z.output<typeof TagFilter>;

/** A tag and how many companies have it. */
export type TagListRow = TagRow & { companies: number };

// Written out: drizzle would render the outer column unqualified inside a subquery.
const companiesCount = sql<number>`(select count(*) from company_tags ct where ct.tag_id = tags.id)::int`;
const listColumns = { ...getTableColumns(tags), companies: companiesCount };

const SORT = { Name: sql`lower(${tags.name})`, Companies: companiesCount, UpdatedAt: tags.updatedAt };

export async function findTagsPage(tx: Tx, filter: ListFilter) {
  const where = filter.Text ? ilike(tags.name, containsPattern(filter.Text)) : undefined;
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(tags).where(where);
  const rows: TagListRow[] = await tx
    .select(listColumns)
    .from(tags)
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(tags.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export function findTagOptions(tx: Tx, limit: number) {
  return tx
    .select({ id: tags.id, name: tags.name, colour: tags.colour })
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
    .limit(limit);
}

export async function findTag(tx: Tx, id: number, lock = false): Promise<TagListRow | undefined> {
  const query = tx.select(listColumns).from(tags).where(eq(tags.id, id));
  const [row] = await (lock ? query.for('update', { of: tags }) : query);
  return row;
}

/** The tag of this name, whatever its case. */
export async function findTagByName(tx: Tx, name: string) {
  const [row] = await tx
    .select({ id: tags.id, name: tags.name, colour: tags.colour })
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`);
  return row;
}

/** The tag of this name, whatever its case. */
export async function findTagIdByName(tx: Tx, name: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: tags.id }).from(tags).where(sql`lower(${tags.name}) = lower(${name})`);
  return row?.id;
}

export async function insertTag(tx: Tx, values: typeof tags.$inferInsert) {
  const [row] = await tx.insert(tags).values(values).returning();
  return row!;
}

/** A new tag, unless one of its name (whatever the case) was saved meanwhile: then nothing. */
export async function insertTagIfAbsent(tx: Tx, values: typeof tags.$inferInsert) {
  const [row] = await tx.insert(tags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTag(tx: Tx, id: number, values: Partial<typeof tags.$inferInsert>) {
  const [row] = await tx.update(tags).set(values).where(eq(tags.id, id)).returning();
  return row!;
}

/** Deletes the tag; its assignments go with it (the foreign key cascades). */
export async function deleteTagRow(tx: Tx, id: number) {
  await tx.delete(tags).where(eq(tags.id, id));
}

/** Every company of `sourceId` gets `targetId` (once: a company that had both keeps one). */
export async function moveAssignments(tx: Tx, sourceId: number, targetId: number): Promise<number> {
  const moved = await tx
    .insert(companyTags)
    .select(
      tx
        .select({ companyId: companyTags.companyId, tagId: sql<number>`${targetId}::int`.as('tag_id') })
        .from(companyTags)
        .where(eq(companyTags.tagId, sourceId)),
    )
    .onConflictDoNothing()
    .returning({ companyId: companyTags.companyId });
  return moved.length;
}

/** The tags (by name) of each of these companies. */
export async function findTagNamesOf(tx: Tx, companyIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return names;
  const rows = await tx
    .select({ companyId: companyTags.companyId, name: tags.name })
    .from(companyTags)
    .innerJoin(tags, eq(tags.id, companyTags.tagId))
    .where(inArray(companyTags.companyId, companyIds))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const row of rows) names.get(row.companyId)?.push(row.name);
  return names;
}

/** Gives the tag to these companies; answers those that did not have it. */
export async function insertAssignments(tx: Tx, tagId: number, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await tx
    .insert(companyTags)
    .values(companyIds.map((companyId) => ({ companyId, tagId })))
    .onConflictDoNothing()
    .returning({ companyId: companyTags.companyId });
  return rows.map((r) => r.companyId);
}

/** Takes the tag away from these companies; answers those that had it. */
export async function deleteAssignments(tx: Tx, tagId: number, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await tx
    .delete(companyTags)
    .where(and(eq(companyTags.tagId, tagId), inArray(companyTags.companyId, companyIds)))
    .returning({ companyId: companyTags.companyId });
  return rows.map((r) => r.companyId);
}

/** Which of these ids are tags. */
export async function findExistingTagIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return rows.map((r) => r.id);
}

/** Tags by id, for showing an audience. */
export function findTagsByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: tags.id, name: tags.name, colour: tags.colour })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(sql`lower(${tags.name})`));
}
