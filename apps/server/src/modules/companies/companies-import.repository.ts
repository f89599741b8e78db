import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batches } from '../../core/batches';
import type { Tx } from '../../core/database';
import { type CompanyRow, companies, companyParents } from './companies.tables';

/** The companies import's reads and writes, in batches (core/batches.ts). */

/** The companies holding these VAT codes, every column. */
export async function findCompaniesByVatCodes(tx: Tx, vatCodes: string[]) {
  const found = [];
  for (const part of batches(vatCodes))
    found.push(...(await tx.select().from(companies).where(inArray(companies.vatCode, part))));
  return found;
}

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'createdAt'>;

/**
 * Creates each company, or updates the one with its VAT code (the columns given, nothing else), and
 * returns every company as it now is, by VAT code.
 */
export async function upsertCompanies(
  tx: Tx,
  values: CompanyValues[],
  createdAt: Date,
): Promise<Map<string, CompanyRow>> {
  const written = new Map<string, CompanyRow>();
  for (const part of batches(values)) {
    const rows = await tx
      .insert(companies)
      .values(part.map((v) => ({ ...v, createdAt })))
      .onConflictDoUpdate({
        target: companies.vatCode,
        set: {
          vatCodeType: sql`excluded.vat_code_type`,
          fiscalCode: sql`excluded.fiscal_code`,
          name: sql`excluded.name`,
          companyType: sql`excluded.company_type`,
          products: sql`excluded.products`,
          groupCodes: sql`excluded.group_codes`,
          accessLocal: sql`excluded.access_local`,
          forceTsid: sql`excluded.force_tsid`,
          enabled: sql`excluded.enabled`,
        },
      })
      .returning();
    for (const row of rows) written.set(row.vatCode, row);
  }
  return written;
}

/** The parents' VAT codes of each of these companies (those with none are left out), in code order. */
export async function findParentVatCodesOf(tx: Tx, companyIds: number[]): Promise<Map<number, string[]>> {
  const parents = new Map<number, string[]>();
  for (const part of batches(companyIds)) {
    const rows = await tx
      .select({ companyId: companyParents.companyId, vatCode: companies.vatCode })
      .from(companyParents)
      .innerJoin(companies, eq(companies.id, companyParents.parentId))
      .where(inArray(companyParents.companyId, part))
      .orderBy(asc(companies.vatCode));
    for (const row of rows) {
      const codes = parents.get(row.companyId) ?? [];
      codes.push(row.vatCode);
      parents.set(row.companyId, codes);
    }
  }
  return parents;
}

/** Each parent of the companies holding these VAT codes, both by VAT code. */
export async function findParentLinksOf(
  tx: Tx,
  vatCodes: string[],
): Promise<{ vatCode: string; parentVatCode: string }[]> {
  const parent = alias(companies, 'parent');
  const links = [];
  for (const part of batches(vatCodes))
    links.push(
      ...(await tx
        .select({ vatCode: companies.vatCode, parentVatCode: parent.vatCode })
        .from(companies)
        .innerJoin(companyParents, eq(companyParents.companyId, companies.id))
        .innerJoin(parent, eq(parent.id, companyParents.parentId))
        .where(inArray(companies.vatCode, part))),
    );
  return links;
}

/** The parents of these companies become exactly the links given. */
export async function replaceParentsOfMany(
  tx: Tx,
  companyIds: number[],
  links: { companyId: number; parentId: number }[],
): Promise<void> {
  for (const part of batches(companyIds))
    await tx.delete(companyParents).where(inArray(companyParents.companyId, part));
  for (const part of batches(links)) await tx.insert(companyParents).values(part);
}

/** Which of these companies are now above themselves: a loop of parents goes through them. */
export async function findCompaniesInLoops(tx: Tx, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const result = await tx.execute(sql`
    with recursive above(start, id) as (
      select company_id, parent_id from company_parents
      where company_id = any(${`{${companyIds.join(',')}}`}::int[])
      union
      select above.start, cp.parent_id from company_parents cp join above on cp.company_id = above.id
    )
    select distinct start from above where start = id`);
  // node-postgres and PGlite both answer `{ rows }`, under different types.
  return (result as unknown as { rows: { start: number }[] }).rows.map((r) => Number(r.start));
}
