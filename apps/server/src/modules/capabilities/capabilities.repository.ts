import type { CapabilityFilter } from '@sportello/contracts/capabilities/capabilities.contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { supportPlans } from '../support-plans/support-plans.tables';
import { type CapabilityRuleRow, capabilityRules } from './capabilities.tables';

export type ListFilter = z.output<typeof CapabilityFilter>;

/** A rule with its company's or plan's name (empty for a product or a role). */
export type CapabilityListRow = CapabilityRuleRow & { targetName: string };

// The target's name, read beside the rule (one query for a page): a read join, never a write.
const targetName = sql<string>`coalesce(${companies.name}, ${supportPlans.name}, '')`;
const listColumns = { ...getTableColumns(capabilityRules), targetName };

const SORT = { Area: capabilityRules.area, Kind: capabilityRules.kind, UpdatedAt: capabilityRules.updatedAt };

function listWhere(filter: ListFilter): SQL | undefined {
  return and(
    filter.Area ? eq(capabilityRules.area, filter.Area) : undefined,
    filter.Kind ? eq(capabilityRules.kind, filter.Kind) : undefined,
    filter.Granted === undefined ? undefined : eq(capabilityRules.granted, filter.Granted),
    filter.CompanyId ? eq(capabilityRules.companyId, filter.CompanyId) : undefined,
  );
}

/** The rules with their targets' names: a read join of the companies' and the plans' tables. */
const selectWithTargets = (tx: Tx) =>
  tx
    .select(listColumns)
    .from(capabilityRules)
    .leftJoin(companies, eq(companies.id, capabilityRules.companyId))
    .leftJoin(supportPlans, eq(supportPlans.id, capabilityRules.planId));

export async function findRulesPage(tx: Tx, filter: ListFilter) {
  const where = listWhere(filter);
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(capabilityRules).where(where);
  const rows: CapabilityListRow[] = await selectWithTargets(tx)
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(capabilityRules.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findRule(tx: Tx, id: number): Promise<CapabilityListRow | undefined> {
  const [row] = await selectWithTargets(tx).where(eq(capabilityRules.id, id));
  return row;
}

/** Every rule: what each process keeps for a second (they are few: one per area and target). */
export function findAllRules(db: Tx): Promise<CapabilityRuleRow[]> {
  return db.select().from(capabilityRules);
}

export async function insertRule(tx: Tx, values: typeof capabilityRules.$inferInsert): Promise<number> {
  const [row] = await tx.insert(capabilityRules).values(values).returning({ id: capabilityRules.id });
  return row!.id;
}

export async function updateRule(
  tx: Tx,
  id: number,
  values: Partial<typeof capabilityRules.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(capabilityRules)
    .set(values)
    .where(eq(capabilityRules.id, id))
    .returning({ id: capabilityRules.id });
  return rows.length > 0;
}

export async function deleteRuleRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(capabilityRules).where(eq(capabilityRules.id, id));
}

/** The products a customer company uses (a read of the companies' table, for the product rules). */
export async function findCompanyProducts(tx: Tx, companyId: number): Promise<string[]> {
  const [row] = await tx
    .select({ products: companies.products })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.products ?? [];
}

/** Each rule's label for the audit log: its area and target. */
export function findRuleLabels(tx: Tx, ids: number[]) {
  return selectWithTargets(tx).where(inArray(capabilityRules.id, ids));
}
