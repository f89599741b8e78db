import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { appointments, reservationServices } from '../reservations/reservations.tables';
import { users } from '../users/users.tables';
import { crmActivities } from './crm.tables';

/** The owner of an activity's next action, by name. */
export const ownerName = sql<
  string | null
>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name) from users u where u.id = ${crmActivities.nextOwnerId})`;

/** An activity with its next action's owner's name. */
export const activityColumns = { activity: crmActivities, owner: ownerName };

export async function findCompanyRef(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: companies.id, vatCode: companies.vatCode, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** A person's full name, or their user name. */
export async function findPersonName(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.userName})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name;
}

/** The open next actions of these owners due in [from, to), with their company's name. */
export function findDueForOwners(tx: Tx, query: { ownerIds: string[]; from: Date; to: Date }) {
  return tx
    .select({ activity: crmActivities, owner: ownerName, company: companies.name })
    .from(crmActivities)
    .innerJoin(companies, eq(companies.id, crmActivities.companyId))
    .where(
      and(
        inArray(crmActivities.nextOwnerId, query.ownerIds),
        isNull(crmActivities.doneAt),
        ne(crmActivities.nextAction, ''),
        sql`${crmActivities.nextDueAt} >= ${query.from} and ${crmActivities.nextDueAt} < ${query.to}`,
      ),
    )
    .orderBy(asc(crmActivities.nextDueAt))
    .limit(1000);
}

/** The open next actions one operator owns, due before `until` (overdue ones too). */
export function findDueOfOwner(tx: Tx, ownerId: string, until: Date) {
  return tx
    .select({ activity: crmActivities, company: companies.name })
    .from(crmActivities)
    .innerJoin(companies, eq(companies.id, crmActivities.companyId))
    .where(
      and(
        eq(crmActivities.nextOwnerId, ownerId),
        isNull(crmActivities.doneAt),
        ne(crmActivities.nextAction, ''),
        lt(crmActivities.nextDueAt, until),
      ),
    )
    .orderBy(asc(crmActivities.nextDueAt))
    .limit(50);
}

/** Confirmed appointments in [from, to) of an operator, a company, or one of its users. */
export function findUpcomingAppointments(
  tx: Tx,
  query: { from: Date; to: Date; operatorId?: string; companyId?: number; userId?: string },
) {
  return tx
    .select({
      id: appointments.id,
      service: reservationServices.name,
      start: appointments.startsAt,
      end: appointments.endsAt,
      company: companies.name,
    })
    .from(appointments)
    .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
    .innerJoin(companies, eq(companies.id, appointments.companyId))
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        gt(appointments.endsAt, query.from),
        lt(appointments.startsAt, query.to),
        query.operatorId ? eq(appointments.operatorId, query.operatorId) : undefined,
        query.companyId ? eq(appointments.companyId, query.companyId) : undefined,
        query.userId ? eq(appointments.userId, query.userId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(50);
}
