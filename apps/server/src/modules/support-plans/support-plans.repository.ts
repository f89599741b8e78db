import type { SubscriptionFilter } from '@sportello/contracts/backoffice/support-plans.contract';
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { supportPlans, supportSubscriptions } from './support-plans.tables';

export type PlanRow = typeof supportPlans.$inferSelect;
export type SubscriptionFilterValue = z.output<typeof SubscriptionFilter>;

/** Running on a local date (both ends included). */
const activeOn = (today: string) =>
  and(lte(supportSubscriptions.startsOn, today), gte(supportSubscriptions.endsOn, today)) as SQL;

export async function findPlans(tx: Tx, today: string) {
  return tx
    .select({
      plan: supportPlans,
      // The plan's column by its full name: Drizzle writes a one-table select's columns bare, and a
      // bare "id" inside the subquery would be the subscription's.
      active: sql<number>`(select count(*) from support_subscriptions s where s.plan_id = support_plans.id and s.starts_on <= ${today} and s.ends_on >= ${today})::int`,
    })
    .from(supportPlans)
    .orderBy(asc(supportPlans.firstResponseMinutes), asc(supportPlans.id));
}

export async function findPlan(tx: Tx, id: number): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(supportPlans).where(eq(supportPlans.id, id));
  return row;
}

export async function findPlanByCode(tx: Tx, code: string): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(supportPlans).where(eq(supportPlans.code, code));
  return row;
}

export async function insertPlan(tx: Tx, values: typeof supportPlans.$inferInsert): Promise<PlanRow> {
  const [row] = await tx.insert(supportPlans).values(values).returning();
  if (!row) throw new Error('plan not inserted');
  return row;
}

export async function updatePlan(
  tx: Tx,
  id: number,
  values: Partial<typeof supportPlans.$inferInsert>,
): Promise<PlanRow | undefined> {
  const [row] = await tx.update(supportPlans).set(values).where(eq(supportPlans.id, id)).returning();
  return row;
}

export async function companyExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

export async function deletePlanRow(tx: Tx, id: number): Promise<boolean> {
  return (await tx.delete(supportPlans).where(eq(supportPlans.id, id)).returning()).length > 0;
}

const subscriptionColumns = {
  subscription: supportSubscriptions,
  plan: { id: supportPlans.id, name: supportPlans.name, premium: supportPlans.premium },
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
};
export type SubscriptionListRow = {
  subscription: typeof supportSubscriptions.$inferSelect;
  plan: { id: number; name: string; premium: boolean };
  company: { id: number; vatCode: string; name: string };
  user: { id: string; firstName: string; lastName: string; email: string } | null;
};

function subscriptionsWhere(filter: SubscriptionFilterValue, today: string): SQL | undefined {
  const where: SQL[] = [];
  if (filter.Text) {
    const pattern = containsPattern(filter.Text);
    where.push(
      or(
        sql`${companies.name} ilike ${pattern}`,
        sql`${companies.vatCode} like ${`${filter.Text.toUpperCase()}%`}`,
        sql`${users.email} ilike ${pattern}`,
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  if (filter.PlanId) where.push(eq(supportSubscriptions.planId, filter.PlanId));
  if (filter.CompanyId) where.push(eq(supportSubscriptions.companyId, filter.CompanyId));
  if (filter.Status === 'active') where.push(activeOn(today));
  if (filter.Status === 'upcoming') where.push(sql`${supportSubscriptions.startsOn} > ${today}`);
  if (filter.Status === 'expired') where.push(sql`${supportSubscriptions.endsOn} < ${today}`);
  return where.length ? and(...where) : undefined;
}

const SUBSCRIPTION_SORT = {
  EndsOn: supportSubscriptions.endsOn,
  StartsOn: supportSubscriptions.startsOn,
  Company: sql`lower(${companies.name})`,
};

function subscriptionsFrom(tx: Tx) {
  return {
    rows: () =>
      tx
        .select(subscriptionColumns)
        .from(supportSubscriptions)
        .innerJoin(supportPlans, eq(supportPlans.id, supportSubscriptions.planId))
        .innerJoin(companies, eq(companies.id, supportSubscriptions.companyId))
        .leftJoin(users, eq(users.id, supportSubscriptions.userId)),
    count: () =>
      tx
        .select({ n: count() })
        .from(supportSubscriptions)
        .innerJoin(companies, eq(companies.id, supportSubscriptions.companyId))
        .leftJoin(users, eq(users.id, supportSubscriptions.userId)),
  };
}

export async function findSubscriptionsPage(tx: Tx, filter: SubscriptionFilterValue, today: string) {
  const where = subscriptionsWhere(filter, today);
  const from = subscriptionsFrom(tx);
  const [total] = await from.count().where(where);
  const direction = filter.Desc ? desc : asc;
  const rows: SubscriptionListRow[] = await from
    .rows()
    .where(where)
    .orderBy(direction(SUBSCRIPTION_SORT[filter.Sort]), direction(supportSubscriptions.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findSubscription(tx: Tx, id: number): Promise<SubscriptionListRow | undefined> {
  const [row] = await subscriptionsFrom(tx).rows().where(eq(supportSubscriptions.id, id));
  return row;
}

export async function insertSubscription(tx: Tx, values: typeof supportSubscriptions.$inferInsert) {
  const [row] = await tx.insert(supportSubscriptions).values(values).returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

export async function updateSubscription(
  tx: Tx,
  id: number,
  values: Partial<typeof supportSubscriptions.$inferInsert>,
) {
  const [row] = await tx
    .update(supportSubscriptions)
    .set(values)
    .where(eq(supportSubscriptions.id, id))
    .returning();
  return row;
}

export async function deleteSubscriptionRow(tx: Tx, id: number): Promise<boolean> {
  return (
    (await tx.delete(supportSubscriptions).where(eq(supportSubscriptions.id, id)).returning()).length > 0
  );
}

/**
 * The subscriptions running today that cover a person: their own (spec §6: its UserId is theirs) and
 * their company's without a user, premium plans first, then the one that lasts longest.
 */
export async function findCoveringSubscriptions(tx: Tx, userId: string, companyId: number, today: string) {
  return tx
    .select({ subscription: supportSubscriptions, plan: supportPlans })
    .from(supportSubscriptions)
    .innerJoin(supportPlans, eq(supportPlans.id, supportSubscriptions.planId))
    .where(
      and(
        eq(supportSubscriptions.companyId, companyId),
        or(eq(supportSubscriptions.userId, userId), isNull(supportSubscriptions.userId)),
        activeOn(today),
      ),
    )
    .orderBy(desc(supportPlans.premium), desc(supportSubscriptions.endsOn), asc(supportSubscriptions.id));
}

/**
 * The company's subscriptions to a plan running today, locked until the transaction ends (two
 * extensions at once queue): the company's own (no user) first, then the one that lasts longest.
 */
export function lockRunningCompanySubscriptions(tx: Tx, companyId: number, planId: number, today: string) {
  return tx
    .select()
    .from(supportSubscriptions)
    .where(
      and(
        eq(supportSubscriptions.companyId, companyId),
        eq(supportSubscriptions.planId, planId),
        activeOn(today),
      ),
    )
    .orderBy(
      sql`${supportSubscriptions.userId} is null desc`,
      desc(supportSubscriptions.endsOn),
      asc(supportSubscriptions.id),
    )
    .for('update');
}
