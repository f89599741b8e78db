import type {
  CampaignCounts,
  CampaignInput,
  CampaignSend,
  CampaignSummary,
  Recipient,
} from '@sportello/contracts/backoffice/mailing.contract';
import { type CampaignState, EDITABLE_CAMPAIGN_STATES } from '@sportello/contracts/backoffice/mailing.values';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { campaignTemplateName } from '../mail-templates/mail-templates.campaign';
import { campaignObject, RESOURCE } from './mailing.audit-labels';
import { mailingPermission } from './mailing.policy';
import type { CampaignRow } from './mailing.tables';
import { findAudience } from './mailing-audiences.repository';
import {
  countRecipients,
  deleteCampaignRow,
  findAllRecipients,
  findCampaign,
  findCampaignsPage,
  findListedCampaign,
  findRecipientsPage,
  insertCampaign,
  type ListedCampaign,
  type ListFilter,
  markRecipients,
  type RecipientListFilter,
  type RecipientRow,
  updateCampaign,
} from './mailing-campaigns.repository';

/**
 * Campaigns (decision 075): written as drafts, sent now or at a time, paused, resumed, cancelled;
 * their progress and report. The sending itself is the sender's (mailing-sender.ts). Every change
 * is audited.
 */

type SavedInput = z.output<typeof CampaignInput>;

const ZERO: CampaignCounts = {
  Total: 0,
  Queued: 0,
  Sending: 0,
  Sent: 0,
  Failed: 0,
  Bounced: 0,
  Skipped: 0,
  Cancelled: 0,
  Unsubscribed: 0,
};
const COUNT_OF = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  bounced: 'Bounced',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
} as const;

async function countsOf(ctx: ServiceContext, ids: number[]): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  for (const row of await countRecipients(ctx.tx, ids)) {
    const c = counts.get(row.campaignId) ?? { ...ZERO };
    c[COUNT_OF[row.state]] += row.n;
    c.Total += row.n;
    c.Unsubscribed += row.unsubscribed;
    counts.set(row.campaignId, c);
  }
  return counts;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toSummary(row: ListedCampaign, counts: CampaignCounts | undefined): CampaignSummary {
  const c = row.campaign;
  return {
    Id: c.id,
    Name: c.name,
    State: c.state,
    TemplateId: c.templateId,
    TemplateName: row.templateName,
    AudienceId: c.audienceId,
    AudienceName: row.audienceName,
    RatePerSecond: c.ratePerSecond,
    ScheduledAt: iso(c.scheduledAt),
    StartedAt: iso(c.startedAt),
    FinishedAt: iso(c.finishedAt),
    Counts: counts ?? ZERO,
    UpdatedAt: c.updatedAt.toISOString(),
    UpdatedBy: c.updatedBy,
  };
}

const toRecord = (c: CampaignRow) => ({
  Name: c.name,
  State: c.state,
  TemplateId: c.templateId,
  AudienceId: c.audienceId,
  RatePerSecond: c.ratePerSecond,
  ScheduledAt: iso(c.scheduledAt),
});

async function summaryOf(ctx: ServiceContext, id: number): Promise<CampaignSummary> {
  const row = await findListedCampaign(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toSummary(row, (await countsOf(ctx, [id])).get(id));
}

export async function listCampaigns(ctx: ServiceContext, filter: ListFilter) {
  await mailingPermission(ctx, 'list');
  const { total, rows } = await findCampaignsPage(ctx.tx, filter);
  const counts = await countsOf(
    ctx,
    rows.map((r) => r.campaign.id),
  );
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toSummary(r, counts.get(r.campaign.id))),
  };
}

export async function getCampaign(ctx: ServiceContext, id: number): Promise<CampaignSummary> {
  await mailingPermission(ctx, 'read');
  return summaryOf(ctx, id);
}

/** Its template must be a campaign template and its audience must exist: each refused next to its field. */
async function checkParts(ctx: ServiceContext, input: SavedInput): Promise<void> {
  const fields: { path: string; key: 'ERROR_CAMPAIGN_TEMPLATE' | 'ERROR_NOT_FOUND' }[] = [];
  if ((await campaignTemplateName(ctx, input.TemplateId as number)) === undefined)
    fields.push({ path: 'TemplateId', key: 'ERROR_CAMPAIGN_TEMPLATE' });
  if (!(await findAudience(ctx.tx, input.AudienceId as number)))
    fields.push({ path: 'AudienceId', key: 'ERROR_NOT_FOUND' });
  const [first] = fields;
  if (first) throw new AppError(first.key, undefined, fields);
}

export async function saveCampaign(ctx: ServiceContext, input: SavedInput): Promise<CampaignSummary> {
  await mailingPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const values = {
    name: input.Name,
    templateId: input.TemplateId as number,
    audienceId: input.AudienceId as number,
    ratePerSecond: input.RatePerSecond,
    updatedAt: ctx.clock.now(),
    updatedBy: signedIn(ctx).actor.userName,
  };
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    await checkParts(within(ctx, tx), input);
    if (input.Id < 1) {
      const row = await insertCampaign(tx, { ...values, createdAt: values.updatedAt });
      audit({
        resource: RESOURCE,
        objectId: campaignObject(row.id),
        action: 'create',
        before: null,
        after: toRecord(row),
      });
      return row.id;
    }
    const before = await findCampaign(tx, input.Id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if (!EDITABLE_CAMPAIGN_STATES.includes(before.state)) throw new AppError('ERROR_CAMPAIGN_STATE');
    await updateCampaign(tx, input.Id, values);
    audit({
      resource: RESOURCE,
      objectId: campaignObject(input.Id),
      action: 'update',
      before: toRecord(before),
      after: toRecord({ ...before, ...values }),
    });
    return input.Id;
  });
  return summaryOf(ctx, id);
}

/**
 * Moves a campaign from one of `from` to `to`, locked against the sender's batch (which holds the
 * campaign's row while it hands one), audited; anything else is ERROR_CAMPAIGN_STATE.
 */
async function transition(
  ctx: ServiceContext,
  id: number,
  from: readonly CampaignState[],
  to: CampaignState,
  extra: (row: CampaignRow) => Partial<CampaignRow> = () => ({}),
): Promise<CampaignSummary> {
  await mailingPermission(ctx, 'update');
  await auditedTransaction(ctx, async (tx, audit) => {
    const before = await findCampaign(tx, id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if (!from.includes(before.state)) throw new AppError('ERROR_CAMPAIGN_STATE');
    const changes = {
      state: to,
      ...extra(before),
      updatedAt: ctx.clock.now(),
      updatedBy: signedIn(ctx).actor.userName,
    };
    await updateCampaign(tx, id, changes);
    if (to === 'cancelled') await markRecipients(tx, id, 'queued', 'cancelled');
    audit({
      resource: RESOURCE,
      objectId: campaignObject(id),
      action: 'update',
      before: toRecord(before),
      after: toRecord({ ...before, ...changes }),
    });
  });
  return summaryOf(ctx, id);
}

/** Sends now or at a time (a time already past is now): the sender takes its people when it starts. */
export function sendCampaign(ctx: ServiceContext, input: z.output<typeof CampaignSend>) {
  const now = ctx.clock.now();
  const at = input.At && new Date(input.At) > now ? new Date(input.At) : now;
  return transition(ctx, input.Id, EDITABLE_CAMPAIGN_STATES, 'scheduled', () => ({ scheduledAt: at }));
}

/** No more of its mails go to the outbox until resumed (those handed already go on). */
export const pauseCampaign = (ctx: ServiceContext, id: number) => transition(ctx, id, ['sending'], 'paused');

export const resumeCampaign = (ctx: ServiceContext, id: number) =>
  transition(ctx, id, ['paused'], 'sending', () => ({ nextBatchAt: null }));

/** Stops it for good: the people still waiting never get its mail. */
export const cancelCampaign = (ctx: ServiceContext, id: number) =>
  transition(ctx, id, ['scheduled', 'sending', 'paused'], 'cancelled', () => ({
    finishedAt: ctx.clock.now(),
  }));

/** A campaign that never sent a mail: its report would be empty. */
export async function deleteCampaign(ctx: ServiceContext, id: number): Promise<{ Deleted: number }> {
  await mailingPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const row = await findCampaign(tx, id, true);
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    if (row.startedAt !== null || !['draft', 'scheduled', 'cancelled'].includes(row.state))
      throw new AppError('ERROR_CAMPAIGN_STATE');
    await deleteCampaignRow(tx, id);
    audit({
      resource: RESOURCE,
      objectId: campaignObject(id),
      action: 'delete',
      before: toRecord(row),
      after: null,
    });
    return { Deleted: 1 };
  });
}

const toRecipient = (r: RecipientRow): Recipient => ({
  UserId: r.userId,
  Name: `${r.firstName} ${r.lastName}`.trim() || r.userName,
  Email: r.email,
  CompanyName: r.companyName,
  State: r.state,
  SentAt: iso(r.sentAt),
  Error: r.state === 'failed' || r.state === 'bounced' ? (r.error ?? '') : '',
  UnsubscribedAt: iso(r.unsubscribedAt),
});

export async function listRecipients(ctx: ServiceContext, id: number, filter: RecipientListFilter) {
  await mailingPermission(ctx, 'read');
  if (!(await findCampaign(ctx.tx, id))) throw new AppError('ERROR_NOT_FOUND');
  const { total, rows } = await findRecipientsPage(ctx.tx, id, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toRecipient) };
}

const CSV_COLUMNS = ['Email', 'Name', 'CompanyName', 'State', 'SentAt', 'UnsubscribedAt', 'Error'] as const;

/** The campaign's report, one line per person, as CSV in the chosen encoding. */
export async function exportRecipients(
  ctx: ServiceContext,
  id: number,
  filter: RecipientListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await mailingPermission(ctx, 'export');
  if (!(await findCampaign(ctx.tx, id))) throw new AppError('ERROR_NOT_FOUND');
  const rows = await findAllRecipients(ctx.tx, id, filter, EXPORT_LIMIT);
  return encodeCsv(csvDocument(CSV_COLUMNS, rows.map(toRecipient)), encoding);
}
