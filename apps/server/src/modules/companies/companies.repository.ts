import type { CompanyRef } from '@sportello/contracts/auth/login.contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { preparedQuery } from '../../core/prepared-query';
import { type CompanyRow, companies } from './companies.tables';

export async function findCompanyByVat(tx: Tx, vatCode: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.vatCode, vatCode));
  return row;
}

export async function findVendorCompany(tx: Tx): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.isVendor, true));
  return row;
}

/**
 * Marks the company of `vatCode` as the vendor's, creating it when missing. The one-vendor index
 * refuses a second mark.
 */
export async function markVendorCompany(tx: Tx, vatCode: string, name: string): Promise<void> {
  await tx
    .insert(companies)
    .values({ vatCode, fiscalCode: vatCode, name, isVendor: true })
    .onConflictDoUpdate({ target: companies.vatCode, set: { isVendor: true } });
}

/** A company with its parents sorted by name, in one query (it is on the sign-in path: prepared). */
export async function findCompanyWithParents(
  tx: Tx,
  id: number,
): Promise<(CompanyRow & { parents: CompanyRef[] }) | undefined> {
  const [row] = await preparedQuery(tx, 'company_with_parents', (name) =>
    tx
      .select({
        ...getTableColumns(companies),
        parents: sql<CompanyRef[]>`coalesce((
          select json_agg(json_build_object('VatCode', p.vat_code, 'Name', p.name) order by p.name)
          from company_parents cp join companies p on p.id = cp.parent_id
          -- the outer row: drizzle would render the column unqualified, binding it to p
          where cp.company_id = companies.id), '[]'::json)`,
      })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id });
  return row;
}
