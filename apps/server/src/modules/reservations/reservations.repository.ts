import type {
  AppointmentFilter,
  ServiceFilter,
  TestRequestFilter,
} from '@sportello/contracts/backoffice/reservations.contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { supportPlans } from '../support-plans/support-plans.tables';
import { tags } from '../tags/tags.tables';
import { users } from '../users/users.tables';
import {
  type AbsenceRow,
  type AppointmentRow,
  appointments,
  calendarFeeds,
  reservationAbsences,
  reservationServiceOperators,
  reservationServices,
  type ServiceRow,
  type TestRequestRow,
  testAppointmentRequests,
} from './reservations.tables';

// ─── Services ───────────────────────────────────────────────────────────────────────────────────

/** A company may book a service when each of its non-empty lists matches the company. */
const eligibleCompany = (companyId: number) => sql`exists (
  select 1 from companies co
  where co.id = ${companyId}
    and (cardinality(${reservationServices.products}) = 0 or ${reservationServices.products} && co.products)
    and (cardinality(${reservationServices.planIds}) = 0 or exists (
      select 1 from support_subscriptions ss
      where ss.company_id = co.id and ss.plan_id = any(${reservationServices.planIds})
        and current_date between ss.starts_on and ss.ends_on
    ))
    and (cardinality(${reservationServices.tagIds}) = 0 or exists (
      select 1 from company_tags ct where ct.company_id = co.id and ct.tag_id = any(${reservationServices.tagIds})
    ))
)`;

/** The enabled services the company may book, by name. */
export function findBookableServices(tx: Tx, companyId: number): Promise<ServiceRow[]> {
  return tx
    .select()
    .from(reservationServices)
    .where(and(eq(reservationServices.enabled, true), eligibleCompany(companyId)))
    .orderBy(asc(reservationServices.name), asc(reservationServices.id));
}

/** One enabled service the company may book. */
export async function findBookableService(tx: Tx, id: number, companyId: number) {
  const [row] = await tx
    .select()
    .from(reservationServices)
    .where(
      and(eq(reservationServices.id, id), eq(reservationServices.enabled, true), eligibleCompany(companyId)),
    );
  return row;
}

export async function findService(tx: Tx, id: number): Promise<ServiceRow | undefined> {
  const [row] = await tx.select().from(reservationServices).where(eq(reservationServices.id, id));
  return row;
}

/** The operators of each service, by name. */
export async function findServiceOperators(
  tx: Tx,
  serviceIds: number[],
): Promise<{ serviceId: number; id: string; name: string; email: string }[]> {
  if (serviceIds.length === 0) return [];
  return tx
    .select({
      serviceId: reservationServiceOperators.serviceId,
      id: users.id,
      name: operatorName,
      email: users.email,
    })
    .from(reservationServiceOperators)
    .innerJoin(users, eq(users.id, reservationServiceOperators.operatorId))
    .where(inArray(reservationServiceOperators.serviceId, serviceIds))
    .orderBy(asc(users.id));
}

/** How the back office and the customers' mails name an operator. */
export const operatorName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.userName})`;

export async function setServiceOperators(tx: Tx, serviceId: number, operatorIds: string[]): Promise<void> {
  await tx.delete(reservationServiceOperators).where(eq(reservationServiceOperators.serviceId, serviceId));
  if (operatorIds.length > 0)
    await tx
      .insert(reservationServiceOperators)
      .values(operatorIds.map((operatorId) => ({ serviceId, operatorId })));
}

const SERVICE_SORT = {
  Name: reservationServices.name,
  Kind: reservationServices.kind,
  UpdatedAt: reservationServices.updatedAt,
} as const;

export async function findServicesPage(tx: Tx, filter: z.output<typeof ServiceFilter>) {
  const where = and(
    filter.Text
      ? or(
          sql`${reservationServices.name} ilike ${containsPattern(filter.Text)}`,
          sql`${reservationServices.description} ilike ${containsPattern(filter.Text)}`,
        )
      : undefined,
    filter.Kind ? eq(reservationServices.kind, filter.Kind) : undefined,
    filter.Enabled === undefined ? undefined : eq(reservationServices.enabled, filter.Enabled),
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(reservationServices).where(where);
  const rows = await tx
    .select()
    .from(reservationServices)
    .where(where)
    .orderBy(direction(SERVICE_SORT[filter.Sort]), direction(reservationServices.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Confirmed appointments still to come, per service. */
export async function countUpcoming(tx: Tx, serviceIds: number[], now: Date): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: appointments.serviceId, n: count() })
    .from(appointments)
    .where(
      and(
        inArray(appointments.serviceId, serviceIds),
        eq(appointments.status, 'confirmed'),
        gt(appointments.startsAt, now),
      ),
    )
    .groupBy(appointments.serviceId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function hasAppointments(tx: Tx, serviceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.serviceId, serviceId))
    .limit(1);
  return row !== undefined;
}

// ─── Busy time ──────────────────────────────────────────────────────────────────────────────────

/** An instant as epoch milliseconds, read as a number: no `Date` per row where thousands are read. */
const epochMs = (column: typeof appointments.startsAt) =>
  sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

/**
 * What keeps the operators busy in [from, to): their confirmed appointments grouped as sessions (a
 * course's seats at one start are one), with the service's buffer after the end, in epoch
 * milliseconds, sorted by start. `except` leaves one appointment out (the one being moved). Read in
 * the compact form the slot functions take: a month of 10,000 appointments is parsed on every call.
 */
export function findBusy(tx: Tx, operatorIds: readonly string[], from: Date, to: Date, except?: number) {
  if (operatorIds.length === 0) return Promise.resolve([]);
  // An appointment ending before `from` may still keep its buffer after it: a day's margin; and none
  // lasts a day (DURATION_MAX_MINUTES plus BUFFER_MAX_MINUTES), which bounds the index's range below.
  const since = new Date(from.getTime() - 24 * 3_600_000);
  return tx
    .select({
      operatorId: sql<string>`${appointments.operatorId}::text`,
      serviceId: appointments.serviceId,
      start: epochMs(appointments.startsAt),
      end: sql<number>`(extract(epoch from max(${appointments.endsAt})) * 1000 + ${reservationServices.bufferMinutes} * 60000)::float8`.mapWith(
        Number,
      ),
      taken: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(appointments)
    .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
    .where(
      and(
        inArray(appointments.operatorId, [...operatorIds]),
        eq(appointments.status, 'confirmed'),
        lt(appointments.startsAt, to),
        gt(appointments.startsAt, new Date(since.getTime() - 24 * 3_600_000)),
        gt(appointments.endsAt, since),
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    )
    .groupBy(
      appointments.operatorId,
      appointments.serviceId,
      appointments.startsAt,
      reservationServices.bufferMinutes,
    )
    .orderBy(asc(appointments.startsAt));
}

/** The operators' absences that overlap [from, to). */
export function findAbsences(
  tx: Tx,
  operatorIds: readonly string[],
  from: Date,
  to: Date,
): Promise<AbsenceRow[]> {
  if (operatorIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(reservationAbsences)
    .where(
      and(
        inArray(reservationAbsences.operatorId, [...operatorIds]),
        lt(reservationAbsences.startsAt, to),
        gt(reservationAbsences.endsAt, from),
      ),
    )
    .orderBy(asc(reservationAbsences.startsAt));
}

/**
 * Takes the operator's booking lock until the transaction ends: every booking, move and absence of
 * theirs takes it first, so that reading their busy time and adding to it are one step for everyone —
 * no two callers both find the same seat free. Locks are taken in operator id order (deadlock-free).
 */
export async function lockOperator(tx: Tx, operatorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reservations:${operatorId}`}, 0))`);
}

// ─── Appointments ───────────────────────────────────────────────────────────────────────────────

export async function insertAppointment(
  tx: Tx,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment not inserted');
  return row;
}

export async function updateAppointment(
  tx: Tx,
  id: number,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<AppointmentRow> {
  const [row] = await tx.update(appointments).set(values).where(eq(appointments.id, id)).returning();
  if (!row) throw new Error('appointment not updated');
  return row;
}

export async function lockAppointment(tx: Tx, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** An appointment with what the back office and its customer are shown of it. */
export const appointmentColumns = {
  appointment: appointments,
  service: {
    id: reservationServices.id,
    name: reservationServices.name,
    kind: reservationServices.kind,
    seats: reservationServices.seats,
    place: reservationServices.place,
    placeDetail: reservationServices.placeDetail,
    cancelHours: reservationServices.cancelHours,
  },
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
  operator: sql<
    string | null
  >`(select ${operatorName} from users where users.id = ${appointments.operatorId})`,
  operatorEmail: sql<
    string | null
  >`(select users.email from users where users.id = ${appointments.operatorId})`,
};

export type AppointmentView = {
  appointment: AppointmentRow;
  service: {
    id: number;
    name: string;
    kind: ServiceRow['kind'];
    seats: number;
    place: ServiceRow['place'];
    placeDetail: string;
    cancelHours: number;
  };
  company: { id: number; vatCode: string; name: string };
  operator: string | null;
  operatorEmail: string | null;
};

const appointmentView = (tx: Tx) =>
  tx
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
    .innerJoin(companies, eq(companies.id, appointments.companyId));

export async function findAppointmentView(tx: Tx, id: number): Promise<AppointmentView | undefined> {
  const [row] = await appointmentView(tx).where(eq(appointments.id, id));
  return row;
}

/** A customer's appointments (a company admin's: the company's), upcoming first, then the past. */
export function findCustomerAppointments(
  tx: Tx,
  scope: { companyId: number; userId?: string },
  now: Date,
): Promise<AppointmentView[]> {
  return appointmentView(tx)
    .where(
      and(
        eq(appointments.companyId, scope.companyId),
        scope.userId ? eq(appointments.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(
      sql`(${appointments.startsAt} < ${now})`,
      sql`case when ${appointments.startsAt} >= ${now} then ${appointments.startsAt} end asc`,
      desc(appointments.startsAt),
    )
    .limit(200);
}

/** The operators' confirmed appointments overlapping [from, to), for the calendar and the feed. */
export function findAppointmentsBetween(
  tx: Tx,
  query: { operatorIds: string[]; serviceId?: number; from: Date; to: Date },
): Promise<AppointmentView[]> {
  return appointmentView(tx)
    .where(
      and(
        query.operatorIds.length > 0 ? inArray(appointments.operatorId, query.operatorIds) : undefined,
        query.serviceId ? eq(appointments.serviceId, query.serviceId) : undefined,
        eq(appointments.status, 'confirmed'),
        lt(appointments.startsAt, query.to),
        gt(appointments.endsAt, query.from),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(5000);
}

const APPOINTMENT_SORT = {
  Start: appointments.startsAt,
  Company: companies.name,
  Service: reservationServices.name,
  Operator: appointmentColumns.operator,
  CreatedAt: appointments.createdAt,
} as const;

function appointmentWhere(filter: z.output<typeof AppointmentFilter>): SQL | undefined {
  return and(
    filter.Text
      ? or(
          sql`${companies.name} ilike ${containsPattern(filter.Text)}`,
          sql`${companies.vatCode} ilike ${containsPattern(filter.Text)}`,
          sql`${appointments.contactName} ilike ${containsPattern(filter.Text)}`,
          sql`${appointments.email} ilike ${containsPattern(filter.Text)}`,
        )
      : undefined,
    filter.ServiceId ? eq(appointments.serviceId, filter.ServiceId) : undefined,
    filter.OperatorId ? eq(appointments.operatorId, filter.OperatorId) : undefined,
    filter.Status ? eq(appointments.status, filter.Status) : undefined,
    filter.CompanyId ? eq(appointments.companyId, filter.CompanyId) : undefined,
    filter.From ? gte(appointments.startsAt, new Date(filter.From)) : undefined,
    filter.To ? lt(appointments.startsAt, new Date(filter.To)) : undefined,
  );
}

export async function findAppointmentsPage(tx: Tx, filter: z.output<typeof AppointmentFilter>) {
  const where = appointmentWhere(filter);
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(appointments)
    .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
    .innerJoin(companies, eq(companies.id, appointments.companyId))
    .where(where);
  const rows = await appointmentView(tx)
    .where(where)
    .orderBy(direction(APPOINTMENT_SORT[filter.Sort]), direction(appointments.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export function findAllAppointments(tx: Tx, filter: z.output<typeof AppointmentFilter>, limit: number) {
  return appointmentView(tx)
    .where(appointmentWhere(filter))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(limit);
}

/**
 * Confirmed appointments starting within the next day that were not reminded yet, locked for this
 * round (another process skips them): the reminder job's work.
 */
export function claimDueReminders(tx: Tx, now: Date, within: Date): Promise<AppointmentRow[]> {
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        isNull(appointments.remindedAt),
        gt(appointments.startsAt, now),
        lt(appointments.startsAt, within),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(100)
    .for('update', { skipLocked: true });
}

// ─── Absences ───────────────────────────────────────────────────────────────────────────────────

export async function findAbsence(tx: Tx, id: number): Promise<AbsenceRow | undefined> {
  const [row] = await tx.select().from(reservationAbsences).where(eq(reservationAbsences.id, id));
  return row;
}

/** Confirmed appointments of the operator that overlap [from, to): what an absence leaves to move. */
export async function findOverlapping(tx: Tx, operatorId: string, from: Date, to: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.operatorId, operatorId),
        eq(appointments.status, 'confirmed'),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.map((r) => r.id);
}

// ─── Demonstration requests ─────────────────────────────────────────────────────────────────────

export async function findTestRequest(tx: Tx, id: number, lock = false): Promise<TestRequestRow | undefined> {
  const query = tx.select().from(testAppointmentRequests).where(eq(testAppointmentRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findUserTestRequests(tx: Tx, userId: string): Promise<TestRequestRow[]> {
  return tx
    .select()
    .from(testAppointmentRequests)
    .where(eq(testAppointmentRequests.userId, userId))
    .orderBy(desc(testAppointmentRequests.createdAt), desc(testAppointmentRequests.id))
    .limit(100);
}

const REQUEST_SORT = {
  CreatedAt: testAppointmentRequests.createdAt,
  Company: companies.name,
  Product: testAppointmentRequests.product,
  PreferredDate: testAppointmentRequests.preferredDate,
} as const;

export async function findTestRequestsPage(tx: Tx, filter: z.output<typeof TestRequestFilter>) {
  const where = and(
    filter.Text
      ? or(
          sql`${companies.name} ilike ${containsPattern(filter.Text)}`,
          sql`${companies.vatCode} ilike ${containsPattern(filter.Text)}`,
          sql`${testAppointmentRequests.contactName} ilike ${containsPattern(filter.Text)}`,
          sql`${testAppointmentRequests.email} ilike ${containsPattern(filter.Text)}`,
        )
      : undefined,
    filter.Status ? eq(testAppointmentRequests.status, filter.Status) : undefined,
    filter.Product ? eq(testAppointmentRequests.product, filter.Product) : undefined,
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(testAppointmentRequests)
    .innerJoin(companies, eq(companies.id, testAppointmentRequests.companyId))
    .where(where);
  const rows = await tx
    .select({
      request: testAppointmentRequests,
      company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
    })
    .from(testAppointmentRequests)
    .innerJoin(companies, eq(companies.id, testAppointmentRequests.companyId))
    .where(where)
    .orderBy(direction(REQUEST_SORT[filter.Sort]), direction(testAppointmentRequests.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

// ─── Calendar feeds ─────────────────────────────────────────────────────────────────────────────

export async function findFeed(tx: Tx, operatorId: string) {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.operatorId, operatorId));
  return row;
}

export async function findFeedByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ operatorId: calendarFeeds.operatorId, name: operatorName, enabled: users.enabled })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.operatorId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

// ─── People ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A customer as an appointment names them: their name and address. Only a customer company's user
 * (not the vendor's staff) is one.
 */
export async function findPerson(
  tx: Tx,
  userId: string,
): Promise<{ id: string; name: string; email: string; companyId: number; languageId: number } | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      name: operatorName,
      email: users.email,
      companyId: users.companyId,
      languageId: users.languageId,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.role === 'operator' || row.role === 'admin') return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    companyId: row.companyId,
    languageId: row.languageId,
  };
}

/** The company's number, VAT code and name. */
export async function findCompanyRef(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: companies.id, vatCode: companies.vatCode, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** Which of these support plans exist. */
export async function findExistingPlanIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .where(inArray(supportPlans.id, ids));
  return rows.map((r) => r.id);
}

/** Which of these tags exist. */
export async function findExistingTags(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return rows.map((r) => r.id);
}

/** Tags by id, named, for showing a service's eligibility. */
export function findTagRefs(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: tags.id, name: tags.name, colour: tags.colour })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(sql`lower(${tags.name})`));
}
