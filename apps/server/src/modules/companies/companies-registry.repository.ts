import type { CompanyFilter, CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { type CompanyRow, companies, companyParents } from './companies.tables';

/**
 * The back office's customer registry: the companies list (search, filters, sort, paging), one
 * company with its parents, and the writes of its edit page. The sign-in path's reads are in
 * companies.repository.ts.
 */

export type ListFilter = z.output<typeof CompanyFilter>;

/** A LIKE pattern's own characters (`%`, `_`, `\`) taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const lowerName = sql`lower(${companies.name})`;

/**
 * The search box: a VAT or fiscal code by its start, or words each beginning a word of the name
 * ("ross imp" finds "Rossi Impianti S.r.l."). Case does not matter. Digits alone are a code; one
 * word of letters and digits may be a code (a foreign VAT code, a fiscal code) or part of the name.
 */
function textWhere(text: string): SQL | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const code = text.trim().toUpperCase();
  const codes = or(
    sql`${companies.vatCode} like ${`${literal(code)}%`}`,
    sql`${companies.fiscalCode} like ${`${literal(code)}%`}`,
  ) as SQL;
  if (/^\d+$/.test(code)) return codes;
  // Each word's letters and digits, as the text search splits them ("d'amico": d, amico), each a
  // prefix of some word of the name: only letters and digits reach the query's syntax.
  const terms = words.flatMap((w) => w.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const nameWords = terms.length
    ? sql`to_tsvector('simple', ${companies.name}) @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`
    : sql`false`;
  return words.length === 1 && /\d/.test(code) ? (or(codes, nameWords) as SQL) : nameWords;
}

// Written out: drizzle would render the outer column unqualified inside a subquery, binding it to `u`.
const hasUsers = sql`exists (select 1 from users u where u.company_id = companies.id)`;
// The tags module's assignments, read here (a repository may read another module's tables).
const hasTag = (tagId: number) =>
  sql`exists (select 1 from company_tags ct where ct.company_id = companies.id and ct.tag_id = ${tagId}::int)`;

function listWhere(filter: ListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.Text) where.push(textWhere(filter.Text));
  if (filter.CompanyType !== undefined) where.push(eq(companies.companyType, filter.CompanyType));
  if (filter.Product) where.push(sql`${companies.products} @> array[${filter.Product}]::text[]`);
  if (filter.GroupCode)
    where.push(sql`${companies.groupCodes} @> array[${filter.GroupCode.toUpperCase()}]::text[]`);
  if (filter.AccessLocal !== undefined) where.push(eq(companies.accessLocal, filter.AccessLocal));
  if (filter.Migrated !== undefined)
    where.push(filter.Migrated ? isNotNull(companies.migratedOn) : isNull(companies.migratedOn));
  if (filter.Enabled !== undefined) where.push(eq(companies.enabled, filter.Enabled));
  if (filter.HasUsers !== undefined) where.push(filter.HasUsers ? hasUsers : sql`not ${hasUsers}`);
  if (filter.Tag !== undefined) where.push(hasTag(filter.Tag));
  const parts = where.filter((w): w is SQL => w !== undefined);
  return parts.length ? and(...parts) : undefined;
}

const SORT = { Name: lowerName, VatCode: companies.vatCode, CreatedAt: companies.createdAt };

/** The sort column, then the id in the same direction: each sort has an index that ends so. */
function ordered(filter: ListFilter) {
  const direction = filter.Desc ? desc : asc;
  return [direction(SORT[filter.Sort]), direction(companies.id)];
}

/** A company's row, how many users it has, and its tags by name. */
const listColumns = {
  ...getTableColumns(companies),
  users: sql<number>`(select count(*) from users u where u.company_id = companies.id)::int`,
  tags: sql<CompanyTag[]>`coalesce((
    select json_agg(json_build_object('Id', t.id, 'Name', t.name, 'Colour', t.colour) order by lower(t.name), t.id)
    from company_tags ct join tags t on t.id = ct.tag_id where ct.company_id = companies.id), '[]'::json)`,
};
export type CompanyListRow = CompanyRow & { users: number; tags: CompanyTag[] };

export async function findCompaniesPage(tx: Tx, filter: ListFilter) {
  const where = listWhere(filter);
  const [total] = await tx.select({ n: count() }).from(companies).where(where);
  const rows: CompanyListRow[] = await tx
    .select(listColumns)
    .from(companies)
    .where(where)
    .orderBy(...ordered(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every row matching the filter, in its order (the bulk actions on a filter), capped for safety. */
export function findAllCompanies(tx: Tx, filter: ListFilter, limit: number): Promise<CompanyListRow[]> {
  return tx
    .select(listColumns)
    .from(companies)
    .where(listWhere(filter))
    .orderBy(...ordered(filter))
    .limit(limit);
}

/** The export's rows: the list's, with each company's parents by VAT code (what the import reads back). */
export function findCompaniesToExport(tx: Tx, filter: ListFilter, limit: number) {
  return tx
    .select({
      ...listColumns,
      parentVatCodes: sql<string[]>`coalesce((
        select array_agg(p.vat_code order by p.vat_code)
        from company_parents cp join companies p on p.id = cp.parent_id where cp.company_id = companies.id), '{}')`,
    })
    .from(companies)
    .where(listWhere(filter))
    .orderBy(...ordered(filter))
    .limit(limit);
}

/** The ids of every company matching the filter, in its order, capped for safety. */
export async function findAllCompanyIds(tx: Tx, filter: ListFilter, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(listWhere(filter))
    .orderBy(...ordered(filter))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Which of these ids are companies. */
export async function findExistingCompanyIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  return rows.map((r) => r.id);
}

export async function findCompanyRow(tx: Tx, id: number, lock = false): Promise<CompanyListRow | undefined> {
  const query = tx.select(listColumns).from(companies).where(eq(companies.id, id));
  const [row] = await (lock ? query.for('update', { of: companies }) : query);
  return row;
}

export async function findCompanyIdByVat(tx: Tx, vatCode: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.vatCode, vatCode));
  return row?.id;
}

export function findCompaniesByVat(tx: Tx, vatCodes: string[]) {
  if (vatCodes.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: companies.id, vatCode: companies.vatCode, name: companies.name })
    .from(companies)
    .where(inArray(companies.vatCode, vatCodes));
}

export function findCompaniesByIds(tx: Tx, ids: number[]) {
  return tx.select().from(companies).where(inArray(companies.id, ids)).orderBy(companies.id).for('update');
}

/** A company's parents, by name. */
export function findParents(tx: Tx, companyId: number) {
  return tx
    .select({ id: companies.id, vatCode: companies.vatCode, name: companies.name })
    .from(companyParents)
    .innerJoin(companies, eq(companies.id, companyParents.parentId))
    .where(eq(companyParents.companyId, companyId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/**
 * Whether `companyId` is already above one of `parentIds` — a parent of theirs, a parent of a
 * parent, and so on: making those its parents would close a loop.
 */
export async function isAncestorOfAny(tx: Tx, companyId: number, parentIds: number[]): Promise<boolean> {
  if (parentIds.length === 0) return false;
  const ids = sql.join(
    parentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with recursive above(id) as (
      select parent_id from company_parents where company_id in (${ids})
      union
      select cp.parent_id from company_parents cp join above on cp.company_id = above.id
    )
    select 1 as found from above where id = ${companyId}::int limit 1`);
  // node-postgres and PGlite both answer `{ rows }`, under different types.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * One change of parents at a time (until the transaction ends): two saves that each pass the loop
 * check alone (A under B, B under A) could otherwise close a loop together.
 */
export async function lockParentChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company_parents'))`);
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(tx: Tx, id: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await tx.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row!;
}

export async function replaceParents(tx: Tx, companyId: number, parentIds: number[]) {
  await tx.delete(companyParents).where(eq(companyParents.companyId, companyId));
  if (parentIds.length > 0)
    await tx.insert(companyParents).values(parentIds.map((parentId) => ({ companyId, parentId })));
}

/** A migration's day and hub address on these companies; both null undo it. */
export async function setMigration(
  tx: Tx,
  ids: number[],
  migration: { migratedOn: string | null; migrationUrl: string | null },
) {
  // The previous release's flag follows, for its processes during an upgrade (companies.tables.ts).
  return tx
    .update(companies)
    .set({ ...migration, migrated: migration.migratedOn !== null })
    .where(inArray(companies.id, ids))
    .returning();
}

export async function setEnabled(tx: Tx, ids: number[], enabled: boolean) {
  return tx.update(companies).set({ enabled }).where(inArray(companies.id, ids)).returning();
}
