import type { CampaignFilter, EntryFilter } from '@sportello/contracts/backoffice/campaigns.contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
// Reads the companies (eligibility, the entries' list) and the tags an eligibility names: a
// repository may read another module's tables, never write them.
import { companies } from '../companies/companies.tables';
import { tags } from '../tags/tags.tables';
import {
  type CampaignEntryRow,
  type CustomerCampaignRow,
  customerCampaigns as campaigns,
  customerCampaignEntries as entries,
} from './campaigns.tables';

export type CampaignListFilter = z.output<typeof CampaignFilter>;
export type EntryListFilter = z.output<typeof EntryFilter>;

// Written out with the outer table's full name: drizzle writes a one-table select's columns bare,
// and a bare "id" inside the subquery would be the entry's.
const countOf = (where: string) =>
  sql<number>`(select count(*) from customer_campaign_entries e where e.campaign_id = customer_campaigns.id${sql.raw(where)})::int`;

/** A campaign with its entries counted, as both sides show it. */
const campaignColumns = {
  campaign: campaigns,
  entries: countOf(''),
  pending: countOf(` and e.status = 'pending'`),
  registered: countOf(` and e.status = 'registered'`),
  waiting: countOf(` and e.status = 'waiting'`),
};

export interface CampaignListRow {
  campaign: CustomerCampaignRow;
  entries: number;
  pending: number;
  registered: number;
  waiting: number;
}

/** Taking entries at `now`: switched on, started and not ended. */
const openAt = (now: Date) =>
  and(eq(campaigns.enabled, true), sql`${campaigns.startsAt} <= ${now}`, sql`${campaigns.endsAt} > ${now}`);

const STATUS_WHERE = {
  open: openAt,
  upcoming: (now: Date) => and(eq(campaigns.enabled, true), sql`${campaigns.startsAt} > ${now}`),
  closed: (now: Date) => or(eq(campaigns.enabled, false), sql`${campaigns.endsAt} <= ${now}`),
} as const;

const CAMPAIGN_SORT = {
  StartsAt: campaigns.startsAt,
  EndsAt: campaigns.endsAt,
  Title: sql`lower(${campaigns.title})`,
  UpdatedAt: campaigns.updatedAt,
};

export async function findCampaignsPage(tx: Tx, filter: CampaignListFilter, now: Date) {
  const where = and(
    filter.Text
      ? or(
          ilike(campaigns.title, containsPattern(filter.Text)),
          ilike(campaigns.place, containsPattern(filter.Text)),
        )
      : undefined,
    filter.Type ? eq(campaigns.type, filter.Type) : undefined,
    filter.Status ? STATUS_WHERE[filter.Status](now) : undefined,
  );
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(campaigns).where(where);
  const rows: CampaignListRow[] = await tx
    .select(campaignColumns)
    .from(campaigns)
    .where(where)
    .orderBy(direction(CAMPAIGN_SORT[filter.Sort]), direction(campaigns.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** One campaign with its counts. */
export async function findCampaign(tx: Tx, id: number): Promise<CampaignListRow | undefined> {
  const [row] = await tx.select(campaignColumns).from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/**
 * The campaign's row, locked until the transaction ends: every change to its places (a
 * registration, a withdrawal, a decision, more places) takes this lock first, so that counting the
 * places taken and taking one are one step for everyone — no two callers both see the last place.
 */
export async function lockCampaign(tx: Tx, id: number): Promise<CustomerCampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function insertCampaign(
  tx: Tx,
  values: typeof campaigns.$inferInsert,
): Promise<CustomerCampaignRow> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign not inserted');
  return row;
}

export async function updateCampaign(tx: Tx, id: number, values: Partial<typeof campaigns.$inferInsert>) {
  await tx.update(campaigns).set(values).where(eq(campaigns.id, id));
}

/** Deletes the campaign; the foreign key refuses it while it has entries. */
export async function deleteCampaignRow(tx: Tx, id: number) {
  await tx.delete(campaigns).where(eq(campaigns.id, id));
}

/** Tags by id, for showing an eligibility. */
export function findTagsByIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: tags.id, name: tags.name, colour: tags.colour })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(sql`lower(${tags.name})`));
}

/**
 * Which of these ids are tags, each locked against deletion until the transaction ends (a tag
 * being deleted waits for the save, then finds the campaign naming it).
 */
export async function lockExistingTags(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)).for('share');
  return rows.map((r) => r.id);
}

/** How many campaigns name the tag in their eligibility. */
export async function countCampaignsNamingTag(tx: Tx, tagId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(campaigns)
    .where(sql`${tagId}::int = any(${campaigns.tagIds})`);
  return row?.n ?? 0;
}

/** The campaigns whose eligibility names the tag, locked for the change. */
export function findCampaignsNamingTag(tx: Tx, tagId: number) {
  return tx.select().from(campaigns).where(sql`${tagId}::int = any(${campaigns.tagIds})`).for('update');
}

/**
 * Whether the company may take part: every list of the campaign that is not empty has one of the
 * company's values (one of its products, its type, one of its tags).
 */
const eligibleCompany = (companyId: number) => sql`exists (
  select 1 from companies co
  where co.id = ${companyId}
    and (cardinality(${campaigns.products}) = 0 or ${campaigns.products} && co.products)
    and (cardinality(${campaigns.companyTypes}) = 0 or co.company_type = any(${campaigns.companyTypes}))
    and (cardinality(${campaigns.tagIds}) = 0 or exists (
      select 1 from company_tags ct where ct.company_id = co.id and ct.tag_id = any(${campaigns.tagIds})
    ))
)`;

/** The campaigns open at `now` to the company, soonest ending first. */
export function findOpenCampaignsFor(tx: Tx, companyId: number, now: Date): Promise<CampaignListRow[]> {
  return tx
    .select(campaignColumns)
    .from(campaigns)
    .where(and(openAt(now), eligibleCompany(companyId)))
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
}

export async function isEligible(tx: Tx, campaignId: number, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eligibleCompany(companyId)));
  return row !== undefined;
}

/** A waiting entry's turn among those still waiting (1: the next to move up); null for others. */
const waitingRank = sql<number | null>`case when customer_campaign_entries.status = 'waiting' then (
  select count(*) from customer_campaign_entries w
  where w.campaign_id = customer_campaign_entries.campaign_id and w.status = 'waiting'
    and w.position <= customer_campaign_entries.position
)::int end`;

export type EntryWithRank = CampaignEntryRow & { rank: number | null };

const entryColumns = { entry: entries, rank: waitingRank };

/** The company's entries in these campaigns, newest first. */
export async function findCompanyEntries(tx: Tx, companyId: number, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  const rows = await tx
    .select(entryColumns)
    .from(entries)
    .where(and(eq(entries.companyId, companyId), inArray(entries.campaignId, campaignIds)))
    .orderBy(desc(entries.createdAt), desc(entries.id));
  return rows.map(({ entry, rank }): EntryWithRank => ({ ...entry, rank }));
}

export async function findEntry(tx: Tx, id: number): Promise<EntryWithRank | undefined> {
  const [row] = await tx.select(entryColumns).from(entries).where(eq(entries.id, id));
  return row && { ...row.entry, rank: row.rank };
}

/** The entry's row, locked for a change (after its campaign's, always in that order). */
export async function lockEntry(tx: Tx, id: number): Promise<CampaignEntryRow | undefined> {
  const [row] = await tx.select().from(entries).where(eq(entries.id, id)).for('update');
  return row;
}

/** Just the campaign an entry belongs to, to lock that first. */
export async function findEntryCampaignId(tx: Tx, id: number): Promise<number | undefined> {
  const [row] = await tx.select({ campaignId: entries.campaignId }).from(entries).where(eq(entries.id, id));
  return row?.campaignId;
}

/** The company's standing entry of this kind (an application, a talk), if any. */
export async function findStandingEntry(
  tx: Tx,
  campaignId: number,
  companyId: number,
  kind: 'application' | 'talk',
) {
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(
      and(
        eq(entries.campaignId, campaignId),
        eq(entries.companyId, companyId),
        eq(entries.kind, kind),
        sql`${entries.status} <> 'withdrawn'`,
      ),
    );
  return row;
}

/** The standing registration of this address at the event, if any. */
export async function findRegistration(tx: Tx, campaignId: number, email: string) {
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(
      and(
        eq(entries.campaignId, campaignId),
        eq(entries.kind, 'registration'),
        inArray(entries.status, ['registered', 'waiting']),
        sql`lower(${entries.email}) = lower(${email})`,
      ),
    );
  return row;
}

/** Places taken at the event. */
export async function countRegistered(tx: Tx, campaignId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(entries)
    .where(and(eq(entries.campaignId, campaignId), eq(entries.status, 'registered')));
  return row?.n ?? 0;
}

/** The turn after the last one given at the event (turns are never given twice). */
export async function nextTurn(tx: Tx, campaignId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${entries.position}), 0)::int` })
    .from(entries)
    .where(eq(entries.campaignId, campaignId));
  return (row?.last ?? 0) + 1;
}

/** The first `n` of the waiting list, in their turn, locked to be moved up. */
export function firstWaiting(tx: Tx, campaignId: number, n: number): Promise<CampaignEntryRow[]> {
  if (n <= 0) return Promise.resolve([]);
  return tx
    .select()
    .from(entries)
    .where(and(eq(entries.campaignId, campaignId), eq(entries.status, 'waiting')))
    .orderBy(asc(entries.position), asc(entries.id))
    .limit(n)
    .for('update');
}

export async function insertEntry(tx: Tx, values: typeof entries.$inferInsert): Promise<CampaignEntryRow> {
  const [row] = await tx.insert(entries).values(values).returning();
  if (!row) throw new Error('entry not inserted');
  return row;
}

export async function updateEntry(
  tx: Tx,
  id: number,
  values: Partial<typeof entries.$inferInsert>,
): Promise<CampaignEntryRow> {
  const [row] = await tx.update(entries).set(values).where(eq(entries.id, id)).returning();
  if (!row) throw new Error('entry not updated');
  return row;
}

/** An entry as the back office lists it: with its campaign and its company. */
const reviewColumns = {
  entry: entries,
  rank: waitingRank,
  campaign: { id: campaigns.id, type: campaigns.type, title: campaigns.title },
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
};

export type ReviewRow = {
  entry: CampaignEntryRow;
  rank: number | null;
  campaign: { id: number; type: CustomerCampaignRow['type']; title: string };
  company: { id: number; vatCode: string; name: string };
};

const ENTRY_SORT = {
  CreatedAt: entries.createdAt,
  Company: sql`lower(${companies.name})`,
  Status: entries.status,
  Campaign: sql`lower(${campaigns.title})`,
};

function entriesWhere(filter: EntryListFilter): SQL | undefined {
  const text = filter.Text ? containsPattern(filter.Text) : undefined;
  return and(
    filter.CampaignId ? eq(entries.campaignId, filter.CampaignId) : undefined,
    filter.Type ? eq(campaigns.type, filter.Type) : undefined,
    filter.Kind ? eq(entries.kind, filter.Kind) : undefined,
    filter.Status ? eq(entries.status, filter.Status) : undefined,
    text
      ? or(
          ilike(companies.name, text),
          ilike(companies.vatCode, text),
          ilike(entries.contactName, text),
          ilike(entries.email, text),
        )
      : undefined,
    filter.From ? gte(entries.createdAt, new Date(filter.From)) : undefined,
    filter.To ? lt(entries.createdAt, new Date(filter.To)) : undefined,
  );
}

const reviewQuery = (tx: Tx, filter: EntryListFilter) => {
  const direction = filter.Desc ? desc : asc;
  return tx
    .select(reviewColumns)
    .from(entries)
    .innerJoin(campaigns, eq(campaigns.id, entries.campaignId))
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(entriesWhere(filter))
    .orderBy(direction(ENTRY_SORT[filter.Sort]), direction(entries.id));
};

export async function findEntriesPage(tx: Tx, filter: EntryListFilter) {
  const [total] = await tx
    .select({ n: count() })
    .from(entries)
    .innerJoin(campaigns, eq(campaigns.id, entries.campaignId))
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(entriesWhere(filter));
  const rows: ReviewRow[] = await reviewQuery(tx, filter)
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every entry the filter finds, in its order, up to `limit` (an export). */
export function findAllEntries(tx: Tx, filter: EntryListFilter, limit: number): Promise<ReviewRow[]> {
  return reviewQuery(tx, filter).limit(limit);
}

/** One entry as the back office sees it. */
export async function findReviewEntry(tx: Tx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .select(reviewColumns)
    .from(entries)
    .innerJoin(campaigns, eq(campaigns.id, entries.campaignId))
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(eq(entries.id, id));
  return row;
}
