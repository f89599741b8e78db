import { SENT_TYPE } from '@sportello/contracts/news/news.values';
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { mailOutbox } from '../../core/mail-outbox.tables';
// The people a communication addresses are read here (a repository may join another module's tables to read).
import { companies } from '../companies/companies.tables';
import { companyTags } from '../tags/tags.tables';
import { users } from '../users/users.tables';
import { type CommunicationRow, communicationDeliveries, communications } from './communications.tables';

/** A type-18 communication published, inside its window and not sent yet. */
function dueWhere(now: Date): SQL {
  return and(
    eq(communications.type, SENT_TYPE),
    eq(communications.status, 'published'),
    isNull(communications.dispatchedAt),
    or(isNull(communications.publishFrom), lte(communications.publishFrom, now)),
    or(isNull(communications.publishTo), sql`${communications.publishTo} > ${now}`),
  ) as SQL;
}

export async function findDueDispatchIds(tx: Tx, now: Date): Promise<number[]> {
  const rows = await tx.select({ id: communications.id }).from(communications).where(dueWhere(now));
  return rows.map((r) => r.id);
}

/**
 * The communication, locked, if it is still due: SKIP LOCKED, so that of two processes looking at
 * once one sends it and the other passes on.
 */
export async function claimDueDispatch(tx: Tx, id: number, now: Date): Promise<CommunicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(communications)
    .where(and(eq(communications.id, id), dueWhere(now)))
    .for('update', { skipLocked: true });
  return row;
}

export interface Addressee {
  userId: string;
  email: string;
  mobilePhone: string;
  languageId: number;
  firstName: string;
  lastName: string;
  userName: string;
  companyName: string;
}

/**
 * Whom a communication addresses, as the news shows it to them (news.repository.ts): customers'
 * enabled users whose company matches every non-empty filter and whose role matches the role's.
 */
export function findAddressees(tx: Tx, row: CommunicationRow): Promise<Addressee[]> {
  const where: SQL[] = [
    eq(users.enabled, true),
    eq(companies.isVendor, false),
    inArray(users.role, row.userRoleFilter ? [row.userRoleFilter] : ['user', 'company_admin']),
  ];
  if (row.productFilters.length)
    where.push(sql`${companies.products} && ${sql.param(row.productFilters)}::text[]`);
  if (row.companyTypeFilters.length)
    where.push(sql`${companies.companyType}::text = any(${sql.param(row.companyTypeFilters)}::text[])`);
  if (row.groupCodeFilters.length)
    where.push(sql`${companies.groupCodes} && ${sql.param(row.groupCodeFilters)}::text[]`);
  if (row.tagFilters.length)
    where.push(
      sql`exists (select 1 from ${companyTags} where ${companyTags.companyId} = ${companies.id} and ${inArray(companyTags.tagId, row.tagFilters)})`,
    );
  return (
    tx
      .select({
        userId: users.id,
        email: users.email,
        mobilePhone: users.mobilePhone,
        languageId: users.languageId,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        companyName: companies.name,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(...where))
      // Of several accounts of one address, the first by user name gets the mail (a stable choice).
      .orderBy(users.userName)
  );
}

export async function insertDeliveries(
  tx: Tx,
  rows: { communicationId: number; userId: string; channel: 'email' | 'sms'; outboxId: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(communicationDeliveries).values(rows.slice(i, i + 1000));
}

export async function markDispatched(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(communications).set({ dispatchedAt: at }).where(eq(communications.id, id));
}

/** Each channel's messages of a communication, by their outbox state. */
export async function countDeliveries(tx: Tx, id: number) {
  const rows = await tx
    .select({
      channel: communicationDeliveries.channel,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
    })
    .from(communicationDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, communicationDeliveries.outboxId))
    .where(eq(communicationDeliveries.communicationId, id))
    .groupBy(communicationDeliveries.channel);
  const of = (channel: 'email' | 'sms') => {
    const row = rows.find((r) => r.channel === channel);
    return { Total: row?.total ?? 0, Sent: row?.sent ?? 0, Failed: row?.failed ?? 0 };
  };
  return { Email: of('email'), Sms: of('sms') };
}
