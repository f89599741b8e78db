import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import type { QueueFilter } from '@sportello/contracts/backoffice/helpdesk.contract';
import { UNFINISHED_STATES } from '@sportello/contracts/tickets/tickets.values';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditLog } from '../../core/audit-trail.tables';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { supportPlans } from '../support-plans/support-plans.tables';
import { tags } from '../tags/tags.tables';
import { users } from '../users/users.tables';
import type { TicketRow } from './tickets.repository';
import { operatorSignatures, supportTickets, ticketNextDue, ticketTags } from './tickets.tables';

/**
 * The helpdesk's reads (decision 036): the queue with its views and filters, one ticket with its
 * company, handler and plan, and the dashboard's counts. Writes go through tickets.repository.ts.
 */

export type QueueFilterValue = z.output<typeof QueueFilter>;

/** Instants the views and targets are measured against: now, and the end of the vendor's today. */
export interface QueueClock {
  now: Date;
  endOfToday: Date;
}

const handlers = alias(users, 'handlers');

const unfinished = inArray(supportTickets.state, [...UNFINISHED_STATES]);

/** The next target due: the first answer's until support answered, then the resolution's. */
const nextDue = ticketNextDue(supportTickets);

/** Tickets whose service targets run: waiting for the customer stops them (decision 036). */
const running = inArray(supportTickets.state, ['open', 'in_progress']);

/**
 * Missed a target by `at`: a running ticket due before it, or a waiting one that was past due when
 * it began waiting. Written as one CASE on the state, within the unfinished states: an OR of state
 * conditions hid from PostgreSQL that the partial index of unfinished tickets by due time answers
 * it alone (110 ms → 5 ms at a million tickets, docs/performance.md).
 */
const dueBefore = (at: Date) =>
  and(
    unfinished,
    sql`CASE WHEN ${supportTickets.state} = 'waiting' THEN ${nextDue} < ${supportTickets.waitingSince} ELSE ${nextDue} < ${at.toISOString()} END`,
  ) as SQL;
const dueToday = (clock: QueueClock) =>
  and(
    running,
    sql`${nextDue} >= ${clock.now.toISOString()}`,
    sql`${nextDue} < ${clock.endOfToday.toISOString()}`,
  ) as SQL;

/** The ticket number a search text names (SR-000123, 123), if it is a ticket code. */
export function ticketNumberOf(text: string): number | undefined {
  const code = /^(?:SR-?)?0*(\d{1,9})$/i.exec(text.trim());
  return code ? Number(code[1]) : undefined;
}

/** Words of the subject, the company, the requester. */
function textWhere(text: string): SQL {
  const pattern = containsPattern(text.trim());
  return or(
    ilike(supportTickets.subject, pattern),
    ilike(supportTickets.requesterName, pattern),
    ilike(supportTickets.requesterEmail, pattern),
    ilike(companies.name, pattern),
    sql`${supportTickets.vatCode} = ${text.trim().toUpperCase()}`,
    sql`${companies.vatCode} = ${text.trim().toUpperCase()}`,
  ) as SQL;
}

// Written out: drizzle would render the outer column unqualified inside a subquery. The tags' own
// table is the tags module's, read here (a repository may read another module's tables).
const hasAnyTag = (tagIds: number[]) =>
  sql`exists (select 1 from ticket_tags tt where tt.ticket_id = support_tickets.id and tt.tag_id in ${tagIds})`;

function queueWhere(filter: QueueFilterValue, actorId: string, clock: QueueClock): SQL | undefined {
  // A ticket code names one ticket: it is found whatever the view and the filters, closed ones
  // included, since the queue's default states would otherwise hide it without a word (decision 073).
  const number = filter.Text ? ticketNumberOf(filter.Text) : undefined;
  if (number !== undefined) return eq(supportTickets.number, number);
  const where: (SQL | undefined)[] = [];
  if (filter.View === 'mine') where.push(eq(supportTickets.handlerId, actorId));
  if (filter.View === 'unassigned') where.push(and(isNull(supportTickets.handlerId), unfinished));
  if (filter.View === 'breaching_today') where.push(dueBefore(clock.endOfToday));
  if (filter.Text) where.push(textWhere(filter.Text));
  if (filter.States) where.push(inArray(supportTickets.state, filter.States));
  if (filter.Product) where.push(eq(supportTickets.product, filter.Product));
  if (filter.Priority) where.push(eq(supportTickets.priority, filter.Priority));
  if (filter.Tags) where.push(hasAnyTag(filter.Tags));
  if (filter.CompanyId) where.push(eq(supportTickets.companyId, filter.CompanyId));
  if (filter.HandlerId) where.push(eq(supportTickets.handlerId, filter.HandlerId));
  if (filter.Type) where.push(eq(supportTickets.itemType, filter.Type));
  if (filter.Premium !== undefined) where.push(eq(supportTickets.premium, filter.Premium));
  if (filter.Sla === 'breached') where.push(dueBefore(clock.now));
  if (filter.Sla === 'due_today') where.push(dueToday(clock));
  const parts = where.filter((w): w is SQL => w !== undefined);
  return parts.length ? and(...parts) : undefined;
}

const queueColumns = {
  ticket: supportTickets,
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
  handlerName: sql<string | null>`trim(${handlers.firstName} || ' ' || ${handlers.lastName})`,
  planName: supportPlans.name,
  tags: sql<CompanyTag[]>`coalesce((
    select json_agg(json_build_object('Id', t.id, 'Name', t.name, 'Colour', t.colour) order by lower(t.name), t.id)
    from ticket_tags tt join tags t on t.id = tt.tag_id where tt.ticket_id = support_tickets.id), '[]'::json)`,
};

export interface QueueRow {
  ticket: TicketRow;
  company: { id: number; vatCode: string; name: string } | null;
  handlerName: string | null;
  planName: string | null;
  /** Its tags by name (decision 079). */
  tags: CompanyTag[];
}

function queueFrom(tx: Tx) {
  return tx
    .select(queueColumns)
    .from(supportTickets)
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(handlers, eq(handlers.id, supportTickets.handlerId))
    .leftJoin(supportPlans, eq(supportPlans.id, supportTickets.planId));
}

function queueOrder(filter: QueueFilterValue) {
  const direction = filter.Desc ? desc : asc;
  switch (filter.Sort) {
    // Premium first, then the soonest due; tickets without a target last.
    case 'Due':
      return [
        desc(supportTickets.premium),
        sql`${nextDue} ${sql.raw(filter.Desc ? 'DESC' : 'ASC')} NULLS LAST`,
        asc(supportTickets.number),
      ];
    case 'CreatedAt':
      return [direction(supportTickets.createdAt), direction(supportTickets.number)];
    case 'Code':
      return [direction(supportTickets.number)];
    // Urgent first (descending: the default reading of "by priority"), then the oldest.
    case 'Priority':
      return [
        sql`CASE ${supportTickets.priority} WHEN 'urgent' THEN 3 WHEN 'high' THEN 2 WHEN 'normal' THEN 1 ELSE 0 END ${sql.raw(filter.Desc ? 'DESC' : 'ASC')}`,
        asc(supportTickets.number),
      ];
    // The operators' own last activity, internal notes included.
    default:
      return [direction(supportTickets.activityAt), direction(supportTickets.number)];
  }
}

export async function findQueuePage(
  tx: Tx,
  filter: QueueFilterValue,
  actorId: string,
  clock: QueueClock,
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = queueWhere(filter, actorId, clock);
  // The page alone, so that its first rows come from an index in the page's order (no window count
  // over every match: at a million tickets that sorted them all for each page).
  const rows = await queueFrom(tx)
    .where(where)
    .orderBy(...queueOrder(filter))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  // A page that is not full is the last one: the total is known without counting.
  const offset = filter.Page * filter.Size;
  if (rows.length < filter.Size && (rows.length > 0 || offset === 0))
    return { rows, total: offset + rows.length };
  // Only a search reads the company's columns.
  const counted = tx.select({ n: sql<number>`count(*)::int` }).from(supportTickets);
  const [count] = await (filter.Text
    ? counted.leftJoin(companies, eq(companies.id, supportTickets.companyId))
    : counted
  ).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findQueueTicket(tx: Tx, id: string): Promise<QueueRow | undefined> {
  const [row] = await queueFrom(tx).where(eq(supportTickets.id, id));
  return row;
}

export async function findQueueTickets(tx: Tx, ids: string[]): Promise<QueueRow[]> {
  return ids.length ? queueFrom(tx).where(inArray(supportTickets.id, ids)) : [];
}

/** The menu's counts over the unfinished tickets: nobody's, `handlerId`'s, past a target. */
export async function findQueueCounts(tx: Tx, clock: QueueClock, handlerId: string) {
  const [counts] = await tx
    .select({
      unassigned: sql<number>`count(*) filter (where ${supportTickets.handlerId} is null)::int`,
      mine: sql<number>`count(*) filter (where ${supportTickets.handlerId} = ${handlerId})::int`,
      breached: sql<number>`count(*) filter (where ${dueBefore(clock.now)})::int`,
    })
    .from(supportTickets)
    .where(unfinished);
  return { Unassigned: counts?.unassigned ?? 0, Mine: counts?.mine ?? 0, Breached: counts?.breached ?? 0 };
}

/** The dashboard's counts over the unfinished tickets, and this week's first answers. */
export async function findDashboardFigures(tx: Tx, clock: QueueClock, weekStart: Date) {
  const byState = await tx
    .select({ state: supportTickets.state, n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(unfinished)
    .groupBy(supportTickets.state);
  const byProduct = await tx
    .select({ product: supportTickets.product, n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(and(unfinished, eq(supportTickets.itemType, 'ticket')))
    .groupBy(supportTickets.product)
    .orderBy(desc(sql`count(*)`), asc(supportTickets.product));
  const [counts] = await tx
    .select({
      unassigned: sql<number>`count(*) filter (where ${supportTickets.handlerId} is null)::int`,
      breached: sql<number>`count(*) filter (where ${dueBefore(clock.now)})::int`,
      dueToday: sql<number>`count(*) filter (where ${running} and ${nextDue} >= ${clock.now.toISOString()} and ${nextDue} < ${clock.endOfToday.toISOString()})::int`,
    })
    .from(supportTickets)
    .where(unfinished);
  const answered = await tx
    .select({ createdAt: supportTickets.createdAt, firstRespondedAt: supportTickets.firstRespondedAt })
    .from(supportTickets)
    .where(and(gte(supportTickets.createdAt, weekStart), isNotNull(supportTickets.firstRespondedAt)))
    .limit(10_000);
  return { byState, byProduct, counts, answered };
}

/** The ticket's requester (an account), its company, and the company's other unfinished tickets. */
export async function findTicketContext(tx: Tx, id: string, limit: number) {
  const [ticket] = await tx
    .select({ userId: supportTickets.userId, companyId: supportTickets.companyId })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  if (!ticket) return undefined;
  const [requester] = ticket.userId ? await tx.select().from(users).where(eq(users.id, ticket.userId)) : [];
  const [company] = ticket.companyId
    ? await tx.select().from(companies).where(eq(companies.id, ticket.companyId))
    : [];
  const others = and(
    unfinished,
    ticket.companyId ? eq(supportTickets.companyId, ticket.companyId) : sql`false`,
    sql`${supportTickets.id} <> ${id}`,
  );
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(supportTickets).where(others);
  const open = await tx
    .select({
      id: supportTickets.id,
      number: supportTickets.number,
      subject: supportTickets.subject,
      state: supportTickets.state,
    })
    .from(supportTickets)
    .where(others)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.number))
    .limit(limit);
  return { requester, company, open, openTotal: total?.n ?? 0 };
}

export async function findSignature(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ signature: operatorSignatures.signature })
    .from(operatorSignatures)
    .where(eq(operatorSignatures.userId, userId));
  return row?.signature ?? '';
}

export async function saveSignature(tx: Tx, userId: string, signature: string, at: Date): Promise<void> {
  await tx
    .insert(operatorSignatures)
    .values({ userId, signature, updatedAt: at })
    .onConflictDoUpdate({ target: operatorSignatures.userId, set: { signature, updatedAt: at } });
}

/** The ticket's audit trail, oldest first: what its history is read from. */
export function findTicketChanges(tx: Tx, id: string) {
  return tx
    .select({
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'tickets'), eq(auditLog.objectId, id)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** The names of users by id (the operators a history names). */
export async function findUserNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName, userName: users.userName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim() || r.userName]));
}

/** The ticket of a number (SR-000123 is 123), as the queue shows it. */
export async function findQueueTicketByNumber(tx: Tx, number: number): Promise<QueueRow | undefined> {
  const [row] = await queueFrom(tx).where(eq(supportTickets.number, number));
  return row;
}

/**
 * Which of these ids are tags, by name, each locked against deletion until the transaction ends (a
 * tag being deleted waits for the change, then takes its links with it).
 */
export async function lockExistingTags(tx: Tx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, ids)).for('share');
}

/** The tags (by name, in the queue's order) of each of these tickets. */
export async function findTicketTagNames(tx: Tx, ticketIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return names;
  const rows = await tx
    .select({ ticketId: ticketTags.ticketId, name: tags.name })
    .from(ticketTags)
    .innerJoin(tags, eq(tags.id, ticketTags.tagId))
    .where(inArray(ticketTags.ticketId, ticketIds))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  for (const row of rows) names.get(row.ticketId)?.push(row.name);
  return names;
}

/** The tickets that have the tag. */
export async function findTicketIdsTagged(tx: Tx, tagId: number): Promise<string[]> {
  const rows = await tx
    .select({ ticketId: ticketTags.ticketId })
    .from(ticketTags)
    .where(eq(ticketTags.tagId, tagId));
  return rows.map((r) => r.ticketId);
}
