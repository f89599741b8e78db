import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type CompanyRow, companies, companyParents } from './companies.tables';

export async function findCompanyById(tx: Tx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function findCompanyByVat(tx: Tx, vatCode: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.vatCode, vatCode));
  return row;
}

/** A company's parents, sorted by name (the order the parent choice shows them in). */
export function findParents(tx: Tx, companyId: number): Promise<{ vatCode: string; name: string }[]> {
  return tx
    .select({ vatCode: companies.vatCode, name: companies.name })
    .from(companyParents)
    .innerJoin(companies, eq(companies.id, companyParents.parentId))
    .where(eq(companyParents.companyId, companyId))
    .orderBy(asc(companies.name));
}
