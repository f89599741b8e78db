import type {
  PayRequestFilter,
  PayServiceFilter,
} from '@sportello/contracts/backoffice/pay-services.contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { supportPlans, supportSubscriptions } from '../support-plans/support-plans.tables';
import { users } from '../users/users.tables';
import {
  type PayRequestRow,
  type PayServiceRow,
  type PayTypeRow,
  payServiceRequests,
  payServices,
  payServiceTypes,
} from './pay-services.tables';

// ─── Types ──────────────────────────────────────────────────────────────────────────────────────

/** The types by name, with how many services each has. */
export function findTypes(tx: Tx) {
  return tx
    .select({
      type: payServiceTypes,
      // The type's column by its full name: Drizzle writes a one-table select's columns bare, and a
      // bare "id" inside the subquery would be the service's.
      services: sql<number>`(select count(*) from pay_services s where s.type_id = pay_service_types.id)::int`,
    })
    .from(payServiceTypes)
    .orderBy(asc(sql`lower(${payServiceTypes.name})`), asc(payServiceTypes.id));
}

export async function findType(tx: Tx, id: number, lock = false): Promise<PayTypeRow | undefined> {
  const query = tx.select().from(payServiceTypes).where(eq(payServiceTypes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findTypeByCode(tx: Tx, code: string): Promise<PayTypeRow | undefined> {
  const [row] = await tx.select().from(payServiceTypes).where(eq(payServiceTypes.code, code));
  return row;
}

export async function countTypeServices(tx: Tx, typeId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(payServices).where(eq(payServices.typeId, typeId));
  return row?.n ?? 0;
}

// ─── Services ───────────────────────────────────────────────────────────────────────────────────

/** A service with its type and plan, as every list shows it. */
export interface ServiceView {
  service: PayServiceRow;
  type: { id: number; code: string; name: string };
  plan: { id: number; name: string } | null;
}

const serviceColumns = {
  service: payServices,
  type: { id: payServiceTypes.id, code: payServiceTypes.code, name: payServiceTypes.name },
  plan: { id: supportPlans.id, name: supportPlans.name },
};

const servicesFrom = (tx: Tx) =>
  tx
    .select(serviceColumns)
    .from(payServices)
    .innerJoin(payServiceTypes, eq(payServiceTypes.id, payServices.typeId))
    .leftJoin(supportPlans, eq(supportPlans.id, payServices.planId));

/**
 * A service is offered to a company using one of its products, or to all when it names none. The
 * column by its full name: written bare, `products` inside the subquery would be the company's.
 */
const offeredTo = (companyId: number) => sql`exists (
  select 1 from companies co
  where co.id = ${companyId}
    and (cardinality(pay_services.products) = 0 or pay_services.products && co.products)
)`;

/** The enabled services offered to the company, by type and name. */
export function findOfferedServices(tx: Tx, companyId: number): Promise<ServiceView[]> {
  return servicesFrom(tx)
    .where(and(eq(payServices.enabled, true), offeredTo(companyId)))
    .orderBy(
      asc(sql`lower(${payServiceTypes.name})`),
      asc(sql`lower(${payServices.name})`),
      asc(payServices.id),
    );
}

/** One enabled service offered to the company. */
export async function findOfferedService(tx: Tx, id: number, companyId: number) {
  const [row] = await tx
    .select()
    .from(payServices)
    .where(and(eq(payServices.id, id), eq(payServices.enabled, true), offeredTo(companyId)));
  return row;
}

export async function findServiceView(tx: Tx, id: number): Promise<ServiceView | undefined> {
  const [row] = await servicesFrom(tx).where(eq(payServices.id, id));
  return row;
}

export async function lockService(tx: Tx, id: number): Promise<PayServiceRow | undefined> {
  const [row] = await tx.select().from(payServices).where(eq(payServices.id, id)).for('update');
  return row;
}

const SERVICE_SORT = {
  Name: sql`lower(${payServices.name})`,
  Type: sql`lower(${payServiceTypes.name})`,
  Price: payServices.priceCents,
  UpdatedAt: payServices.updatedAt,
} as const;

export async function findServicesPage(tx: Tx, filter: z.output<typeof PayServiceFilter>) {
  const where = and(
    filter.Text
      ? or(
          sql`${payServices.name} ilike ${containsPattern(filter.Text)}`,
          sql`${payServices.description} ilike ${containsPattern(filter.Text)}`,
        )
      : undefined,
    filter.TypeId ? eq(payServices.typeId, filter.TypeId) : undefined,
    filter.Enabled === undefined ? undefined : eq(payServices.enabled, filter.Enabled),
    filter.Product ? sql`${filter.Product}::text = any(${payServices.products})` : undefined,
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(payServices)
    .innerJoin(payServiceTypes, eq(payServiceTypes.id, payServices.typeId))
    .where(where);
  const rows = await servicesFrom(tx)
    .where(where)
    .orderBy(direction(SERVICE_SORT[filter.Sort]), direction(payServices.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Requests of each service: all of them, and those still waiting. */
export async function countRequests(tx: Tx, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Map<number, { all: number; pending: number }>();
  const rows = await tx
    .select({
      id: payServiceRequests.serviceId,
      all: count(),
      pending: sql<number>`(count(*) filter (where ${payServiceRequests.status} = 'pending'))::int`,
    })
    .from(payServiceRequests)
    .where(inArray(payServiceRequests.serviceId, serviceIds))
    .groupBy(payServiceRequests.serviceId);
  return new Map(rows.map((r) => [r.id, { all: r.all, pending: r.pending }]));
}

/** Whether the support plan exists (the support-plans module owns the table). */
export async function planExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: supportPlans.id }).from(supportPlans).where(eq(supportPlans.id, id));
  return row !== undefined;
}

// ─── Requests ───────────────────────────────────────────────────────────────────────────────────

/** A request with what every view of it names: service, company, requester, subscription. */
export interface RequestView {
  request: PayRequestRow;
  service: { id: number; name: string; unit: PayServiceRow['unit']; period: PayServiceRow['period'] };
  typeName: string;
  company: { id: number; vatCode: string; name: string };
  requester: { id: string; name: string; email: string; languageId: number } | null;
  subscription: { id: number; planName: string; endsOn: string } | null;
}

/** How the portal names a person: their full name, or their user name without one. */
const personName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.userName})`;

const requestColumns = {
  request: payServiceRequests,
  service: {
    id: payServices.id,
    name: payServices.name,
    unit: payServices.unit,
    period: payServices.period,
  },
  typeName: payServiceTypes.name,
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
  requester: { id: users.id, name: personName, email: users.email, languageId: users.languageId },
  subscriptionEndsOn: supportSubscriptions.endsOn,
  planName: supportPlans.name,
};

/** The joined row as a view: the subscription (and its plan) only when the request names one. */
function toView(row: {
  request: PayRequestRow;
  service: RequestView['service'];
  typeName: string;
  company: RequestView['company'];
  requester: RequestView['requester'];
  subscriptionEndsOn: string | null;
  planName: string | null;
}): RequestView {
  const { subscriptionEndsOn, planName, ...rest } = row;
  const id = row.request.subscriptionId;
  return {
    ...rest,
    subscription:
      id !== null && subscriptionEndsOn !== null
        ? { id, planName: planName ?? '', endsOn: subscriptionEndsOn }
        : null,
  };
}

function requestsFrom(tx: Tx) {
  return tx
    .select(requestColumns)
    .from(payServiceRequests)
    .innerJoin(payServices, eq(payServices.id, payServiceRequests.serviceId))
    .innerJoin(payServiceTypes, eq(payServiceTypes.id, payServices.typeId))
    .innerJoin(companies, eq(companies.id, payServiceRequests.companyId))
    .leftJoin(users, eq(users.id, payServiceRequests.requestedBy))
    .leftJoin(supportSubscriptions, eq(supportSubscriptions.id, payServiceRequests.subscriptionId))
    .leftJoin(supportPlans, eq(supportPlans.id, supportSubscriptions.planId));
}

export async function findRequestView(tx: Tx, id: number): Promise<RequestView | undefined> {
  const [row] = await requestsFrom(tx).where(eq(payServiceRequests.id, id));
  return row && toView(row);
}

/** The company's requests, newest first. */
export async function findCompanyRequests(tx: Tx, companyId: number): Promise<RequestView[]> {
  const rows = await requestsFrom(tx)
    .where(eq(payServiceRequests.companyId, companyId))
    .orderBy(desc(payServiceRequests.createdAt), desc(payServiceRequests.id))
    .limit(200);
  return rows.map(toView);
}

export async function lockRequest(tx: Tx, id: number): Promise<PayRequestRow | undefined> {
  const [row] = await tx.select().from(payServiceRequests).where(eq(payServiceRequests.id, id)).for('update');
  return row;
}

export async function hasRequests(tx: Tx, serviceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payServiceRequests.id })
    .from(payServiceRequests)
    .where(eq(payServiceRequests.serviceId, serviceId))
    .limit(1);
  return row !== undefined;
}

const REQUEST_SORT = {
  CreatedAt: payServiceRequests.createdAt,
  Company: sql`lower(${companies.name})`,
  Service: sql`lower(${payServices.name})`,
  Status: payServiceRequests.status,
} as const;

function requestsWhere(filter: z.output<typeof PayRequestFilter>): SQL | undefined {
  return and(
    filter.Text
      ? or(
          sql`${companies.name} ilike ${containsPattern(filter.Text)}`,
          sql`${companies.vatCode} ilike ${containsPattern(filter.Text)}`,
          sql`${payServiceRequests.requesterName} ilike ${containsPattern(filter.Text)}`,
        )
      : undefined,
    filter.Status ? eq(payServiceRequests.status, filter.Status) : undefined,
    filter.ServiceId ? eq(payServiceRequests.serviceId, filter.ServiceId) : undefined,
    filter.CompanyId ? eq(payServiceRequests.companyId, filter.CompanyId) : undefined,
  );
}

const requestOrder = (filter: z.output<typeof PayRequestFilter>) => {
  const direction = filter.Desc ? desc : asc;
  return [direction(REQUEST_SORT[filter.Sort]), direction(payServiceRequests.id)];
};

export async function findRequestsPage(tx: Tx, filter: z.output<typeof PayRequestFilter>) {
  const where = requestsWhere(filter);
  const [total] = await tx
    .select({ n: count() })
    .from(payServiceRequests)
    .innerJoin(payServices, eq(payServices.id, payServiceRequests.serviceId))
    .innerJoin(companies, eq(companies.id, payServiceRequests.companyId))
    .where(where);
  const rows = await requestsFrom(tx)
    .where(where)
    .orderBy(...requestOrder(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows: rows.map(toView) };
}

export async function findAllRequests(tx: Tx, filter: z.output<typeof PayRequestFilter>, limit: number) {
  const rows = await requestsFrom(tx)
    .where(requestsWhere(filter))
    .orderBy(...requestOrder(filter))
    .limit(limit);
  return rows.map(toView);
}

/** The requester as the request records them: the customer's name. */
export async function findRequesterName(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ name: personName }).from(users).where(eq(users.id, userId));
  return row?.name;
}
