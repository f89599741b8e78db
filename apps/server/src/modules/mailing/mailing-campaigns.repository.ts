import type { CampaignListFilter, RecipientFilter } from '@sportello/contracts/backoffice/mailing.contract';
import type { CampaignState, RecipientState } from '@sportello/contracts/backoffice/mailing.values';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { mailTemplates } from '../mail-templates/mail-templates.tables';
import { users } from '../users/users.tables';
import { audiences, type CampaignRow, campaignRecipients, campaigns } from './mailing.tables';

export type ListFilter = z.output<typeof CampaignListFilter>;
export type RecipientListFilter = z.output<typeof RecipientFilter>;

const SORT = {
  Name: sql`lower(${campaigns.name})`,
  ScheduledAt: campaigns.scheduledAt,
  State: campaigns.state,
  UpdatedAt: campaigns.updatedAt,
};

/** A campaign with the names of its template and audience. */
const LISTED = { campaign: campaigns, templateName: mailTemplates.name, audienceName: audiences.name };
export type ListedCampaign = { campaign: CampaignRow; templateName: string; audienceName: string };

function listed(tx: Tx) {
  return tx
    .select(LISTED)
    .from(campaigns)
    .innerJoin(mailTemplates, eq(mailTemplates.id, campaigns.templateId))
    .innerJoin(audiences, eq(audiences.id, campaigns.audienceId));
}

export async function findCampaignsPage(tx: Tx, filter: ListFilter) {
  const where: SQL[] = [];
  if (filter.Text) where.push(ilike(campaigns.name, containsPattern(filter.Text)));
  if (filter.State) where.push(eq(campaigns.state, filter.State));
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(campaigns)
    .where(and(...where));
  const rows = await listed(tx)
    .where(and(...where))
    .orderBy(direction(SORT[filter.Sort]), direction(campaigns.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findListedCampaign(tx: Tx, id: number): Promise<ListedCampaign | undefined> {
  const [row] = await listed(tx).where(eq(campaigns.id, id));
  return row;
}

export async function findCampaign(tx: Tx, id: number, lock = false): Promise<CampaignRow | undefined> {
  const query = tx.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertCampaign(tx: Tx, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  return row as CampaignRow;
}

export async function updateCampaign(tx: Tx, id: number, values: Partial<typeof campaigns.$inferInsert>) {
  await tx.update(campaigns).set(values).where(eq(campaigns.id, id));
}

export async function deleteCampaignRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(campaigns).where(eq(campaigns.id, id));
}

/**
 * Where a recipient's mail stands: its own state until it is handed to the outbox, then its
 * outbox message's (a message discarded from the outbox since counts as failed).
 */
const RECIPIENT_STATE = sql<RecipientState>`case
  when ${campaignRecipients.state} <> 'handed' then ${campaignRecipients.state}
  when ${mailOutbox.id} is null then 'failed'
  when ${mailOutbox.status} = 'sent' then 'sent'
  when ${mailOutbox.status} = 'failed' and ${mailOutbox.bounced} then 'bounced'
  when ${mailOutbox.status} = 'failed' then 'failed'
  else 'sending' end`;

/** How many of each campaign's people are in each state, and how many unsubscribed through it. */
export function countRecipients(tx: Tx, campaignIds: number[]) {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      campaignId: campaignRecipients.campaignId,
      state: RECIPIENT_STATE,
      n: count(),
      unsubscribed: count(campaignRecipients.unsubscribedAt),
    })
    .from(campaignRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, campaignRecipients.outboxId))
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(sql`1, 2`);
}

const RECIPIENT_SORT = {
  Email: sql`lower(${users.email})`,
  State: RECIPIENT_STATE,
  SentAt: mailOutbox.sentAt,
};

function recipientsWhere(campaignId: number, filter: RecipientListFilter): SQL {
  const where: SQL[] = [eq(campaignRecipients.campaignId, campaignId)];
  if (filter.State) where.push(sql`${RECIPIENT_STATE} = ${filter.State}`);
  if (filter.Text) {
    const pattern = containsPattern(filter.Text);
    where.push(
      or(
        ilike(users.email, pattern),
        ilike(users.userName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(companies.name, pattern),
      ) as SQL,
    );
  }
  return and(...where) as SQL;
}

function recipients(tx: Tx) {
  return tx
    .select({
      userId: campaignRecipients.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      email: users.email,
      companyName: companies.name,
      state: RECIPIENT_STATE,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.lastError,
      unsubscribedAt: campaignRecipients.unsubscribedAt,
    })
    .from(campaignRecipients)
    .innerJoin(users, eq(users.id, campaignRecipients.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, campaignRecipients.outboxId));
}
export type RecipientRow = Awaited<ReturnType<ReturnType<typeof recipients>['execute']>>[number];

export async function findRecipientsPage(tx: Tx, campaignId: number, filter: RecipientListFilter) {
  const where = recipientsWhere(campaignId, filter);
  const [total] = await tx
    .select({ n: count() })
    .from(campaignRecipients)
    .innerJoin(users, eq(users.id, campaignRecipients.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, campaignRecipients.outboxId))
    .where(where);
  const direction = filter.Desc ? desc : asc;
  const rows = await recipients(tx)
    .where(where)
    .orderBy(direction(RECIPIENT_SORT[filter.Sort]), direction(campaignRecipients.userId))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export function findAllRecipients(tx: Tx, campaignId: number, filter: RecipientListFilter, limit: number) {
  const direction = filter.Desc ? desc : asc;
  return recipients(tx)
    .where(recipientsWhere(campaignId, filter))
    .orderBy(direction(RECIPIENT_SORT[filter.Sort]), direction(campaignRecipients.userId))
    .limit(limit);
}

/** Ids of the campaigns the sender has work for at `now`: sending, or scheduled and due. */
export async function findDueCampaignIds(tx: Tx, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      or(
        eq(campaigns.state, 'sending'),
        and(eq(campaigns.state, 'scheduled'), lte(campaigns.scheduledAt, now)),
      ),
    )
    .orderBy(campaigns.id);
  return rows.map((r) => r.id);
}

/**
 * The campaign, locked for this transaction, when it is in `state` and its next batch is due; none
 * when another process holds it (it is handing a batch) or it is not due.
 */
export async function claimCampaign(
  tx: Tx,
  id: number,
  state: CampaignState,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.state, state),
        state === 'scheduled'
          ? lte(campaigns.scheduledAt, now)
          : or(isNull(campaigns.nextBatchAt), lte(campaigns.nextBatchAt, now)),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Writes one row per address the audience takes now, of someone who accepts commercial mail; returns
 * how many. Several accounts of one address (a consultant in two companies) make one mail, to the
 * first of them by user name: one mail per mailbox.
 */
export async function insertRecipients(tx: Tx, campaignId: number, audience: SQL): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${campaignRecipients} (campaign_id, user_id)
    select distinct on (lower(${users.email})) ${campaignId}, ${users.id} from ${users}
    inner join ${companies} on ${companies.id} = ${users.companyId}
    where ${audience} and ${users.newsletter}
    order by lower(${users.email}), ${users.userName}
    on conflict do nothing`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}

/** The next people of a campaign waiting for their mail, locked, with what their mail is made of. */
export function lockQueuedRecipients(tx: Tx, campaignId: number, limit: number) {
  return tx
    .select({
      userId: campaignRecipients.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      languageId: users.languageId,
      newsletter: users.newsletter,
      enabled: users.enabled,
      companyName: companies.name,
    })
    .from(campaignRecipients)
    .innerJoin(users, eq(users.id, campaignRecipients.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, 'queued')))
    .orderBy(campaignRecipients.userId)
    .limit(limit)
    .for('update', { of: campaignRecipients, skipLocked: true });
}
export type QueuedRecipient = Awaited<ReturnType<typeof lockQueuedRecipients>>[number];

export async function markHanded(
  tx: Tx,
  campaignId: number,
  handed: { userId: string; outboxId: string }[],
  now: Date,
) {
  if (handed.length === 0) return;
  await tx.execute(sql`
    update ${campaignRecipients} set state = 'handed', handed_at = ${now}, outbox_id = h.outbox_id
    from (select unnest(${sql.param(handed.map((h) => h.userId))}::uuid[]) as user_id,
                 unnest(${sql.param(handed.map((h) => h.outboxId))}::uuid[]) as outbox_id) h
    where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.userId} = h.user_id`);
}

export async function markRecipients(
  tx: Tx,
  campaignId: number,
  userIds: string[] | 'queued',
  state: 'skipped' | 'cancelled',
) {
  await tx
    .update(campaignRecipients)
    .set({ state })
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        userIds === 'queued'
          ? eq(campaignRecipients.state, 'queued')
          : inArray(campaignRecipients.userId, userIds),
      ),
    );
}

export async function hasQueued(tx: Tx, campaignId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, 'queued')))
    .limit(1);
  return row !== undefined;
}

/** Records that a person unsubscribed through a campaign's mail (for its report). */
export async function markUnsubscribed(tx: Tx, campaignId: number, userId: string, now: Date) {
  await tx
    .update(campaignRecipients)
    .set({ unsubscribedAt: now })
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.userId, userId),
        isNull(campaignRecipients.unsubscribedAt),
      ),
    );
}
