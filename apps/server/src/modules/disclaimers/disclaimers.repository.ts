import type { ConsentFilter, DisclaimerFilter } from '@sportello/contracts/backoffice/disclaimers.contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import {
  type ConsentRow,
  consentRecords,
  type DisclaimerRow,
  disclaimers,
  disclaimerVersions,
} from './disclaimers.tables';

export type DisclaimerListFilter = z.output<typeof DisclaimerFilter>;
export type ConsentListFilter = z.output<typeof ConsentFilter>;

/** The active disclaimers of a company type (none for type 0). */
const ofCompanyType = (companyType: number) =>
  and(
    eq(disclaimers.active, true),
    or(isNull(disclaimers.companyType), eq(disclaimers.companyType, companyType)),
  );

/** The active disclaimers of a company type (none for type 0). */
export function findForCompanyType(tx: Tx, companyType: number): Promise<DisclaimerRow[]> {
  if (companyType === 0) return Promise.resolve([]);
  return tx.select().from(disclaimers).where(ofCompanyType(companyType)).orderBy(asc(disclaimers.id));
}

/** The active disclaimers of these codes. */
export function findActiveByCodes(tx: Tx, codes: readonly string[]): Promise<DisclaimerRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(disclaimers)
    .where(and(eq(disclaimers.active, true), inArray(disclaimers.code, [...codes])))
    .orderBy(asc(disclaimers.id));
}

/** A consent record of the user at the disclaimer's current version, accepted or (`accepted` undefined) either way. */
const answeredNow = (userId: string, accepted?: boolean) => sql`exists (
  select 1 from ${consentRecords} c
  where c.user_id = ${userId} and c.disclaimer_id = ${disclaimers.id} and c.version = ${disclaimers.version}
  ${accepted === undefined ? sql`` : sql`and c.accepted = ${accepted}`})`;

/**
 * Of those, the ones the user has still to answer at their current version (decision 059): never
 * answered, or mandatory and not accepted (a refusal of a mandatory one is asked again).
 */
export function findPendingFor(tx: Tx, companyType: number, userId: string): Promise<DisclaimerRow[]> {
  if (companyType === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(disclaimers)
    .where(
      and(
        ofCompanyType(companyType),
        sql`not ${answeredNow(userId, true)}`,
        or(eq(disclaimers.mandatory, true), sql`not ${answeredNow(userId)}`),
      ),
    )
    .orderBy(asc(disclaimers.id));
}

/** The user's consent records, newest first. */
export function findConsentsOfUser(tx: Tx, userId: string): Promise<ConsentRow[]> {
  return tx
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id));
}

export async function findDisclaimer(tx: Tx, id: number, lock = false): Promise<DisclaimerRow | undefined> {
  const query = tx.select().from(disclaimers).where(eq(disclaimers.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findDisclaimerIdByCode(tx: Tx, code: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: disclaimers.id }).from(disclaimers).where(eq(disclaimers.code, code));
  return row?.id;
}

export function findVersions(tx: Tx, disclaimerId: number) {
  return tx
    .select()
    .from(disclaimerVersions)
    .where(eq(disclaimerVersions.disclaimerId, disclaimerId))
    .orderBy(desc(disclaimerVersions.version));
}

const DISCLAIMER_SORT = {
  Code: disclaimers.code,
  Kind: disclaimers.kind,
  CompanyType: disclaimers.companyType,
  Version: disclaimers.version,
  UpdatedAt: disclaimers.updatedAt,
};

export async function findDisclaimersPage(tx: Tx, filter: DisclaimerListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.Text) {
    const pattern = containsPattern(filter.Text);
    conditions.push(
      or(
        ilike(disclaimers.code, pattern),
        ilike(disclaimers.titleIt, pattern),
        ilike(disclaimers.titleEn, pattern),
      ),
    );
  }
  if (filter.Kind) conditions.push(eq(disclaimers.kind, filter.Kind));
  if (filter.CompanyType !== undefined) conditions.push(eq(disclaimers.companyType, filter.CompanyType));
  if (filter.Mandatory !== undefined) conditions.push(eq(disclaimers.mandatory, filter.Mandatory));
  if (filter.Active !== undefined) conditions.push(eq(disclaimers.active, filter.Active));
  const where = and(...conditions);
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(disclaimers).where(where);
  const rows = await tx
    .select()
    .from(disclaimers)
    .where(where)
    .orderBy(direction(DISCLAIMER_SORT[filter.Sort]), direction(disclaimers.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function insertDisclaimer(tx: Tx, values: typeof disclaimers.$inferInsert) {
  const [row] = await tx.insert(disclaimers).values(values).returning();
  return row!;
}

export async function updateDisclaimer(tx: Tx, id: number, values: Partial<typeof disclaimers.$inferInsert>) {
  const [row] = await tx.update(disclaimers).set(values).where(eq(disclaimers.id, id)).returning();
  return row!;
}

/** The version's texts, as its users answer them (once: a version is never rewritten). */
export async function insertVersion(tx: Tx, row: DisclaimerRow): Promise<void> {
  await tx
    .insert(disclaimerVersions)
    .values({
      disclaimerId: row.id,
      version: row.version,
      mandatory: row.mandatory,
      titleIt: row.titleIt,
      titleEn: row.titleEn,
      textIt: row.textIt,
      textEn: row.textEn,
      publishedAt: row.updatedAt,
      publishedBy: row.updatedBy,
    })
    .onConflictDoNothing();
}

/** Inserts a reference disclaimer unless its code exists; answers the row inserted, if any. */
export async function insertDisclaimerIfNew(
  tx: Tx,
  row: typeof disclaimers.$inferInsert,
): Promise<DisclaimerRow | undefined> {
  const [inserted] = await tx
    .insert(disclaimers)
    .values(row)
    .onConflictDoNothing({ target: disclaimers.code })
    .returning();
  return inserted;
}

/** Appends consent records: the only write the app makes to them. */
export async function insertConsents(tx: Tx, rows: (typeof consentRecords.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(consentRecords).values(rows);
}

const CONSENT_SORT = {
  At: consentRecords.at,
  UserName: consentRecords.userName,
  Code: disclaimers.code,
};

function consentsWhere(filter: ConsentListFilter) {
  return and(
    eq(consentRecords.companyId, filter.CompanyId),
    filter.Text ? ilike(consentRecords.userName, containsPattern(filter.Text)) : undefined,
    filter.DisclaimerId !== undefined ? eq(consentRecords.disclaimerId, filter.DisclaimerId) : undefined,
    filter.Accepted !== undefined ? eq(consentRecords.accepted, filter.Accepted) : undefined,
  );
}

const consentColumns = {
  consent: consentRecords,
  code: disclaimers.code,
  titleIt: disclaimerVersions.titleIt,
  titleEn: disclaimerVersions.titleEn,
};
export type ConsentListRow = { consent: ConsentRow; code: string; titleIt: string; titleEn: string };

function consentsQuery(tx: Tx, filter: ConsentListFilter) {
  const direction = filter.Desc ? desc : asc;
  return tx
    .select(consentColumns)
    .from(consentRecords)
    .innerJoin(disclaimers, eq(disclaimers.id, consentRecords.disclaimerId))
    .innerJoin(
      disclaimerVersions,
      and(
        eq(disclaimerVersions.disclaimerId, consentRecords.disclaimerId),
        eq(disclaimerVersions.version, consentRecords.version),
      ),
    )
    .where(consentsWhere(filter))
    .orderBy(direction(CONSENT_SORT[filter.Sort]), direction(consentRecords.id));
}

export async function findConsentsPage(tx: Tx, filter: ConsentListFilter) {
  const [total] = await tx
    .select({ n: count() })
    .from(consentRecords)
    .innerJoin(disclaimers, eq(disclaimers.id, consentRecords.disclaimerId))
    .where(consentsWhere(filter));
  const rows: ConsentListRow[] = await consentsQuery(tx, filter)
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export function findConsentsToExport(
  tx: Tx,
  filter: ConsentListFilter,
  limit: number,
): Promise<ConsentListRow[]> {
  return consentsQuery(tx, filter).limit(limit);
}
