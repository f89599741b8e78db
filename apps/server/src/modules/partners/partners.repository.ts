import type { PartnerFilter, PartnerLinkFilter } from '@sportello/contracts/backoffice/partners.contract';
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { type PartnerRow, partnerLinks, partnerSecrets, partners } from './partners.tables';

export type ListFilter = z.output<typeof PartnerFilter>;
export type LinkListFilter = z.output<typeof PartnerLinkFilter>;

// ─── Partners ───────────────────────────────────────────────────────────────────────────────────

// Written out: drizzle would render the outer column unqualified inside a subquery.
const linksCount = sql<number>`(select count(*) from partner_links pl where pl.partner_id = partners.id)::int`;
const listColumns = { ...getTableColumns(partners), links: linksCount };
export type PartnerListRow = PartnerRow & { links: number };

const SORT = { Name: sql`lower(${partners.name})`, CreatedAt: partners.createdAt, Links: linksCount };

export async function findPartnersPage(tx: Tx, filter: ListFilter) {
  const where = and(
    filter.Text
      ? or(
          ilike(partners.name, containsPattern(filter.Text)),
          ilike(partners.clientId, containsPattern(filter.Text)),
        )
      : undefined,
    filter.Enabled === undefined ? undefined : eq(partners.enabled, filter.Enabled),
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(partners).where(where);
  const rows: PartnerListRow[] = await tx
    .select(listColumns)
    .from(partners)
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(partners.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findPartner(tx: Tx, id: number, lock = false): Promise<PartnerListRow | undefined> {
  const query = tx.select(listColumns).from(partners).where(eq(partners.id, id));
  const [row] = await (lock ? query.for('update', { of: partners }) : query);
  return row;
}

/**
 * The partner's own row, without the back office's count of its links: what a partner's call reads
 * on every request (the count scans every link of the partner).
 */
export async function findPartnerRow(tx: Tx, id: number): Promise<PartnerRow | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id));
  return row;
}

export async function findPartnerByClientId(tx: Tx, clientId: string): Promise<PartnerRow | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.clientId, clientId));
  return row;
}

export async function insertPartner(tx: Tx, values: typeof partners.$inferInsert): Promise<PartnerRow> {
  const [row] = await tx.insert(partners).values(values).returning();
  return row!;
}

export async function updatePartner(tx: Tx, id: number, values: Partial<typeof partners.$inferInsert>) {
  await tx.update(partners).set(values).where(eq(partners.id, id));
}

/** Deletes the partner; its secrets and links go with it (the foreign keys cascade). */
export async function deletePartnerRow(tx: Tx, id: number) {
  await tx.delete(partners).where(eq(partners.id, id));
}

// ─── Secrets ────────────────────────────────────────────────────────────────────────────────────

/** The secrets that work at `now`, newest first: the current one and those still in their overlap. */
export function findLiveSecrets(tx: Tx, partnerIds: readonly number[], now: Date) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(partnerSecrets)
    .where(
      and(
        inArray(partnerSecrets.partnerId, [...partnerIds]),
        or(isNull(partnerSecrets.expiresAt), gt(partnerSecrets.expiresAt, now)),
      ),
    )
    .orderBy(desc(partnerSecrets.createdAt), desc(partnerSecrets.id));
}

export async function insertSecret(tx: Tx, values: typeof partnerSecrets.$inferInsert) {
  await tx.insert(partnerSecrets).values(values);
}

/** Gives the current secret (and any still without an end) its end: the rotation's overlap. */
export async function endCurrentSecrets(tx: Tx, partnerId: number, at: Date) {
  await tx
    .update(partnerSecrets)
    .set({ expiresAt: at })
    .where(
      and(
        eq(partnerSecrets.partnerId, partnerId),
        or(isNull(partnerSecrets.expiresAt), gt(partnerSecrets.expiresAt, at)),
      ),
    );
}

// ─── Links ──────────────────────────────────────────────────────────────────────────────────────

/** A link with the portal user and company it names, as partners read it. */
const linkedUserColumns = {
  id: partnerLinks.id,
  partnerUserKey: partnerLinks.partnerUserKey,
  createdAt: partnerLinks.createdAt,
  userId: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  enabled: users.enabled,
  companyId: companies.id,
  companyName: companies.name,
  vatCode: companies.vatCode,
};
export type LinkedUserRow = {
  [K in keyof typeof linkedUserColumns]: (typeof linkedUserColumns)[K]['_']['data'];
};

function linkedUsers(tx: Tx) {
  return tx
    .select(linkedUserColumns)
    .from(partnerLinks)
    .innerJoin(users, eq(users.id, partnerLinks.userId))
    .innerJoin(companies, eq(companies.id, users.companyId));
}

/** The partner's links of these keys, newest first (the unique index finds them by key). */
export function findLinksByKeys(
  tx: Tx,
  partnerId: number,
  keys: readonly string[],
): Promise<LinkedUserRow[]> {
  return linkedUsers(tx)
    .where(and(eq(partnerLinks.partnerId, partnerId), inArray(partnerLinks.partnerUserKey, [...keys])))
    .orderBy(desc(partnerLinks.createdAt), desc(partnerLinks.id));
}

/** The partner's links after `after` (a link id), oldest first: keyset paging. */
export function findLinksAfter(
  tx: Tx,
  partnerId: number,
  after: number,
  size: number,
): Promise<LinkedUserRow[]> {
  return linkedUsers(tx)
    .where(and(eq(partnerLinks.partnerId, partnerId), gt(partnerLinks.id, after)))
    .orderBy(asc(partnerLinks.id))
    .limit(size);
}

/** Links the user to the partner's key; nothing when that link exists already. */
export async function insertLink(tx: Tx, values: typeof partnerLinks.$inferInsert) {
  const [row] = await tx.insert(partnerLinks).values(values).onConflictDoNothing().returning();
  return row;
}

export function findOwnLinks(tx: Tx, userId: string) {
  return tx
    .select({
      id: partnerLinks.id,
      partnerName: partners.name,
      partnerUserKey: partnerLinks.partnerUserKey,
      createdAt: partnerLinks.createdAt,
    })
    .from(partnerLinks)
    .innerJoin(partners, eq(partners.id, partnerLinks.partnerId))
    .where(eq(partnerLinks.userId, userId))
    .orderBy(desc(partnerLinks.createdAt), desc(partnerLinks.id));
}

const backOfficeLinkColumns = {
  id: partnerLinks.id,
  partnerId: partnerLinks.partnerId,
  partnerName: partners.name,
  partnerUserKey: partnerLinks.partnerUserKey,
  userId: partnerLinks.userId,
  userName: users.userName,
  companyName: companies.name,
  createdAt: partnerLinks.createdAt,
};
const LINK_SORT = { CreatedAt: partnerLinks.createdAt, PartnerUserKey: partnerLinks.partnerUserKey };

export async function findLinksPage(tx: Tx, filter: LinkListFilter) {
  const pattern = filter.Text ? containsPattern(filter.Text) : undefined;
  const where = and(
    filter.PartnerId ? eq(partnerLinks.partnerId, filter.PartnerId) : undefined,
    pattern
      ? or(
          ilike(partnerLinks.partnerUserKey, pattern),
          ilike(users.userName, pattern),
          ilike(companies.name, pattern),
        )
      : undefined,
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(partnerLinks)
    .innerJoin(users, eq(users.id, partnerLinks.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  const rows = await tx
    .select(backOfficeLinkColumns)
    .from(partnerLinks)
    .innerJoin(partners, eq(partners.id, partnerLinks.partnerId))
    .innerJoin(users, eq(users.id, partnerLinks.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(direction(LINK_SORT[filter.Sort]), direction(partnerLinks.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findLink(tx: Tx, id: number) {
  const [row] = await tx.select().from(partnerLinks).where(eq(partnerLinks.id, id));
  return row;
}

export async function deleteLinkRow(tx: Tx, id: number) {
  await tx.delete(partnerLinks).where(eq(partnerLinks.id, id));
}
