import type {
  MyEntry,
  OpenCampaign,
  TalkProposal,
  TalkRegistration,
  TutorApplication,
} from '@sportello/contracts/app/campaigns.contract';
import { type EntryKind, KINDS_OF_TYPE } from '@sportello/contracts/app/campaigns.values';
import type {
  Campaign,
  CampaignEntry,
  CampaignInput,
  EntryDecisionInput,
} from '@sportello/contracts/backoffice/campaigns.contract';
import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { type Audit, auditedTransaction } from '../../core/audit-trail';
import { invitationFile, senderAddress } from '../../core/calendar-file';
import { type ServiceContext, type SignedInActor, signedIn, within } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { isForeignKeyViolation, isUniqueViolation, type Tx } from '../../core/database';
import { keyedQueue } from '../../core/keyed-queue';
import { mailText, mailTime } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import { campaignsPermission } from './campaigns.policy';
import {
  campaignRecord,
  campaignStatus,
  entryRecord,
  isWithdrawable,
  toCampaign,
  toCampaignEntry,
  toMyEntry,
  toOpenCampaign,
} from './campaigns.presenters';
import {
  type CampaignListFilter,
  type CampaignListRow,
  countCampaignsNamingTag,
  countRegistered,
  deleteCampaignRow,
  type EntryListFilter,
  findAllEntries,
  findCampaign,
  findCampaignsNamingTag,
  findCampaignsPage,
  findCompanyEntries,
  findEntriesPage,
  findEntry,
  findEntryCampaignId,
  findOpenCampaignsFor,
  findRegistration,
  findReviewEntry,
  findStandingEntry,
  findTagsByIds,
  firstWaiting,
  insertCampaign,
  insertEntry,
  isEligible,
  lockCampaign,
  lockEntry,
  lockExistingTags,
  nextTurn,
  updateCampaign,
  updateEntry,
} from './campaigns.repository';
import type { CampaignEntryRow, CustomerCampaignRow, customerCampaignEntries } from './campaigns.tables';

/**
 * Campaigns open to customers: the tutor programme (a company applies, the vendor decides) and
 * talks events (a company proposes a talk, which the vendor decides on, and people take its places
 * or a turn on its waiting list). Every change is audited under `campaigns`: a campaign's by its id,
 * an entry's as `entry:<id>`. Every change to an event's places locks its campaign's row first, so
 * that the places taken are counted and taken in one step whoever else registers at the same time.
 */

/** What the campaigns take from the configuration. */
export interface CampaignsSettings {
  /** The portal's address, for the links in the e-mails. */
  publicUrl: string;
  /** The mails' sender: the events' calendar files name it as their organizer. */
  mailFrom: string;
}

type Ctx = ServiceContext<SignedInActor>;
type SavedCampaign = z.output<typeof CampaignInput>;
type Decision = z.output<typeof EntryDecisionInput>;

const RESOURCE = 'campaigns';
const entryObject = (id: number) => `entry:${id}`;

/** The sender of an entry, or an administrator of its company, may withdraw it. */
const mayWithdraw = (actor: SignedInActor, entry: CampaignEntryRow) =>
  entry.companyId === actor.companyId && (entry.userId === actor.userId || actor.role === 'company_admin');

// ---------------------------------------------------------------------------------------------
// Mails

/** What a mail about an entry tells its contact (`mail.campaignEntry.<notice>`). */
type Notice =
  | 'applicationAccepted'
  | 'applicationRejected'
  | 'talkAccepted'
  | 'talkRejected'
  | 'registered'
  | 'waiting'
  | 'movedUp'
  | 'registrationRejected';

/** The notices after which the contact is coming to the event: they say when and where. */
const EVENT_NOTICES: readonly Notice[] = ['talkAccepted', 'registered', 'waiting', 'movedUp'];

/**
 * Tells the entry's contact what became of it, in the language they sent it in, in the change's
 * transaction (the mail goes only if the change is kept).
 */
async function mailEntry(
  ctx: ServiceContext,
  settings: CampaignsSettings,
  campaign: CustomerCampaignRow,
  entry: CampaignEntryRow,
  notice: Notice,
  rank: number | null = null,
): Promise<void> {
  const t = mailText(entry.languageId);
  const lines = [
    t(`mail.campaignEntry.${notice}`, {
      title: campaign.title,
      talk: entry.talkTitle,
      position: String(rank ?? ''),
    }),
  ];
  if (EVENT_NOTICES.includes(notice) && campaign.eventAt) {
    lines.push(t('mail.campaignEntry.when', { at: mailTime(campaign.eventAt) }));
    if (campaign.place) lines.push(t('mail.campaignEntry.where', { place: campaign.place }));
  }
  if (entry.note) lines.push(t('mail.campaignEntry.note', { note: entry.note }));
  const mail = await renderServiceMail(
    ctx,
    'campaign-entry',
    {
      PortalUrl: settings.publicUrl,
      'Recipient.Name': entry.contactName,
      'Campaign.Title': campaign.title,
      Notice: lines.join('\n'),
      // The campaigns live on the customer's home page, as cards.
      Link: `${settings.publicUrl}/home?lg=${entry.languageId}`,
    },
    entry.languageId,
  );
  const calendar = eventFile(settings, campaign, entry, notice, ctx.clock.now());
  await enqueueMail(ctx, 'campaign-entry', { to: entry.email, ...mail, ...(calendar && { calendar }) });
}

/** The notices that put the event in the contact's calendar, and the one that takes it out. */
const INVITING: readonly Notice[] = ['talkAccepted', 'registered', 'movedUp'];

/**
 * The event as a calendar file (decision 082's machinery) for a notice that gives or takes away a
 * place at it: one UID per entry, its SEQUENCE the entry's last change (in seconds, so that each
 * later mail is a newer version of the same event). None for the tutor programme or a turn.
 */
function eventFile(
  settings: CampaignsSettings,
  campaign: CustomerCampaignRow,
  entry: CampaignEntryRow,
  notice: Notice,
  stamp: Date,
) {
  const cancelled = notice === 'registrationRejected';
  if (!campaign.eventAt || !(cancelled || INVITING.includes(notice))) return undefined;
  return invitationFile(
    {
      uid: `campaign-${campaign.id}-entry-${entry.id}@${new URL(settings.publicUrl).hostname}`,
      sequence: Math.floor(entry.updatedAt.getTime() / 1000),
      start: campaign.eventAt,
      summary: campaign.title,
      description: campaign.description,
      location: campaign.place,
      url: `${settings.publicUrl}/home`,
      cancelled,
      organizer: { name: 'Sportello', email: senderAddress(settings.mailFrom) },
      attendee: { name: entry.contactName, email: entry.email },
    },
    stamp,
  );
}

// ---------------------------------------------------------------------------------------------
// The waiting list

/**
 * Gives the event's free places to the first of its waiting list, each mailed and audited. Called
 * with the campaign's row locked, after a place was freed or places were added. Nobody moves up
 * once the event has taken place.
 */
async function moveWaitingListUp(
  ctx: ServiceContext,
  settings: CampaignsSettings,
  tx: Tx,
  audit: Audit,
  campaign: CustomerCampaignRow,
): Promise<void> {
  const now = ctx.clock.now();
  if (campaign.type !== 'talks' || (campaign.eventAt && campaign.eventAt <= now)) return;
  const free =
    campaign.capacity === null
      ? Number.MAX_SAFE_INTEGER
      : campaign.capacity - (await countRegistered(tx, campaign.id));
  for (const before of await firstWaiting(tx, campaign.id, free)) {
    const row = await updateEntry(tx, before.id, { status: 'registered', position: null, updatedAt: now });
    audit({
      resource: RESOURCE,
      objectId: entryObject(row.id),
      action: 'update',
      before: entryRecord(before),
      after: entryRecord(row),
    });
    await mailEntry(within(ctx, tx), settings, campaign, row, 'movedUp');
  }
}

// ---------------------------------------------------------------------------------------------
// The customer's side

/** The campaigns open today to the caller's company, with the company's entries in each. */
export async function listOpenCampaigns(ctx: ServiceContext): Promise<OpenCampaign[]> {
  const { actor, tx, clock } = signedIn(ctx);
  const rows = await findOpenCampaignsFor(tx, actor.companyId, clock.now());
  const entries = await findCompanyEntries(
    tx,
    actor.companyId,
    rows.map((r) => r.campaign.id),
  );
  return rows.map((row) =>
    toOpenCampaign(
      row,
      entries.filter((e) => e.campaignId === row.campaign.id).map((e) => toMyEntry(e, mayWithdraw(actor, e))),
    ),
  );
}

/** What an entry of each kind keeps besides its contact. */
type EntryDetails = Pick<
  typeof customerCampaignEntries.$inferInsert,
  'phone' | 'availability' | 'motivation' | 'talkTitle' | 'abstract' | 'marketingConsentAt'
>;

interface Submission {
  kind: EntryKind;
  campaignId: number;
  contactName: string;
  email: string;
  details: EntryDetails;
}

/** This process's entries, one campaign at a time (see `enter`). */
const oneAtATime = keyedQueue();

const alreadyIn = (kind: EntryKind) =>
  kind === 'registration'
    ? new AppError('ERROR_CAMPAIGN_ALREADY_REGISTERED', undefined, [
        { path: 'Email', key: 'ERROR_CAMPAIGN_ALREADY_REGISTERED' },
      ])
    : new AppError('ERROR_CAMPAIGN_ALREADY_APPLIED');

/**
 * Enters the caller's company in an open campaign it is eligible for. A registration takes a place
 * while one is left and a turn on the waiting list otherwise, counted under the campaign's lock;
 * one standing entry per company (or, for a registration, per address) is the database's rule too,
 * so that two sent at once cannot both pass.
 */
async function enter(ctx: Ctx, settings: CampaignsSettings, submission: Submission): Promise<MyEntry> {
  const { actor } = ctx;
  const { kind } = submission;
  try {
    // A burst on one campaign waits its turn here rather than holding the pool's connections while
    // it waits for the campaign's row lock (core/keyed-queue.ts).
    return await oneAtATime(`campaign:${submission.campaignId}`, () =>
      auditedTransaction(ctx, async (tx, audit) => {
        const campaign = await lockCampaign(tx, submission.campaignId);
        if (!campaign) throw new AppError('ERROR_CAMPAIGN_NOT_FOUND');
        if (!(KINDS_OF_TYPE[campaign.type] as readonly EntryKind[]).includes(kind))
          throw new AppError('ERROR_CAMPAIGN_WRONG_TYPE');
        if (!(await isEligible(tx, campaign.id, actor.companyId)))
          throw new AppError('ERROR_CAMPAIGN_NOT_ELIGIBLE');
        const now = ctx.clock.now();
        if (campaignStatus(campaign, now) !== 'open') throw new AppError('ERROR_CAMPAIGN_CLOSED');
        const standing =
          kind === 'registration'
            ? await findRegistration(tx, campaign.id, submission.email)
            : await findStandingEntry(tx, campaign.id, actor.companyId, kind);
        if (standing) throw alreadyIn(kind);

        let status: CampaignEntryRow['status'] = 'pending';
        let position: number | null = null;
        if (kind === 'registration') {
          const taken = await countRegistered(tx, campaign.id);
          const hasPlace = campaign.capacity === null || taken < campaign.capacity;
          status = hasPlace ? 'registered' : 'waiting';
          position = hasPlace ? null : await nextTurn(tx, campaign.id);
        }
        const row = await insertEntry(tx, {
          campaignId: campaign.id,
          kind,
          status,
          position,
          companyId: actor.companyId,
          userId: actor.userId,
          languageId: actor.languageId,
          contactName: submission.contactName,
          email: submission.email,
          ...submission.details,
          privacyConsentAt: now,
          createdAt: now,
          updatedAt: now,
        });
        audit({
          resource: RESOURCE,
          objectId: entryObject(row.id),
          action: 'create',
          before: null,
          after: entryRecord(row),
        });
        const entry = await findEntry(tx, row.id);
        if (!entry) throw new Error('entry not read back');
        if (kind === 'registration')
          await mailEntry(within(ctx, tx), settings, campaign, row, registrationNotice(row), entry.rank);
        return toMyEntry(entry, true);
      }),
    );
  } catch (error) {
    // Sent twice at once: the first check passed for both, the unique index did not.
    if (isUniqueViolation(error)) throw alreadyIn(kind);
    throw error;
  }
}

/** A new registration's mail: its place, or its turn on the waiting list. */
const registrationNotice = (row: CampaignEntryRow): Notice =>
  row.status === 'waiting' ? 'waiting' : 'registered';

/** Applies to the tutor programme for the caller's company. */
export function applyTutor(
  ctx: ServiceContext,
  input: z.output<typeof TutorApplication>,
  settings: CampaignsSettings,
): Promise<MyEntry> {
  const signed = signedIn(ctx);
  return enter(signed, settings, {
    kind: 'application',
    campaignId: input.CampaignId,
    contactName: input.ContactName,
    email: input.Email,
    details: {
      phone: input.Phone,
      availability: input.Availability,
      motivation: input.Motivation,
      marketingConsentAt: input.MarketingConsent ? signed.clock.now() : null,
    },
  });
}

/** Proposes a talk at an event for the caller's company. */
export function proposeTalk(
  ctx: ServiceContext,
  input: z.output<typeof TalkProposal>,
  settings: CampaignsSettings,
): Promise<MyEntry> {
  return enter(signedIn(ctx), settings, {
    kind: 'talk',
    campaignId: input.CampaignId,
    contactName: input.ContactName,
    email: input.Email,
    details: { phone: input.Phone, talkTitle: input.TalkTitle, abstract: input.Abstract },
  });
}

/** Takes a place at an event (or a turn on its waiting list), mailed to the address given. */
export function registerTalks(
  ctx: ServiceContext,
  input: z.output<typeof TalkRegistration>,
  settings: CampaignsSettings,
): Promise<MyEntry> {
  return enter(signedIn(ctx), settings, {
    kind: 'registration',
    campaignId: input.CampaignId,
    contactName: input.ContactName,
    email: input.Email,
    details: {},
  });
}

/**
 * The entry's campaign locked first, then the entry: every change to an event's places takes the
 * two locks in this order, so that two of them never wait for each other.
 */
async function lockEntryWithCampaign(tx: Tx, id: number) {
  const campaignId = await findEntryCampaignId(tx, id);
  const campaign = campaignId === undefined ? undefined : await lockCampaign(tx, campaignId);
  const entry = campaign && (await lockEntry(tx, id));
  return campaign && entry ? { campaign, entry } : undefined;
}

/**
 * Withdraws one of the company's entries (its sender, or an administrator of the company); a place
 * it held goes to the first of the waiting list.
 */
export async function withdrawEntry(
  ctx: ServiceContext,
  id: number,
  settings: CampaignsSettings,
): Promise<MyEntry> {
  const { actor } = signedIn(ctx);
  return auditedTransaction(ctx, async (tx, audit) => {
    const locked = await lockEntryWithCampaign(tx, id);
    if (!locked || locked.entry.companyId !== actor.companyId) throw new AppError('ERROR_NOT_FOUND');
    const { campaign, entry: before } = locked;
    if (!mayWithdraw(actor, before)) throw new AppError('ERROR_FORBIDDEN');
    if (!isWithdrawable(before)) throw new AppError('ERROR_CAMPAIGN_ENTRY_STATE');
    const row = await updateEntry(tx, id, {
      status: 'withdrawn',
      position: null,
      updatedAt: ctx.clock.now(),
    });
    audit({
      resource: RESOURCE,
      objectId: entryObject(id),
      action: 'update',
      before: entryRecord(before),
      after: entryRecord(row),
    });
    if (before.status === 'registered') await moveWaitingListUp(ctx, settings, tx, audit, campaign);
    return toMyEntry({ ...row, rank: null }, true);
  });
}

// ---------------------------------------------------------------------------------------------
// The back office: campaigns

async function tagsOf(tx: Tx, rows: CampaignListRow[]): Promise<CompanyTag[]> {
  const ids = [...new Set(rows.flatMap((r) => r.campaign.tagIds))];
  return (await findTagsByIds(tx, ids)).map((t) => ({ Id: t.id, Name: t.name, Colour: t.colour }));
}

export async function listCampaigns(ctx: ServiceContext, filter: CampaignListFilter) {
  await campaignsPermission(ctx, 'list');
  const now = ctx.clock.now();
  const { total, rows } = await findCampaignsPage(ctx.tx, filter, now);
  const tags = await tagsOf(ctx.tx, rows);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((row) => toCampaign(row, tags, now)),
  };
}

async function presentCampaign(tx: Tx, id: number, now: Date): Promise<Campaign> {
  const row = await findCampaign(tx, id);
  if (!row) throw new AppError('ERROR_CAMPAIGN_NOT_FOUND');
  return toCampaign(row, await tagsOf(tx, [row]), now);
}

export async function getCampaign(ctx: ServiceContext, id: number): Promise<Campaign> {
  await campaignsPermission(ctx, 'read');
  return presentCampaign(ctx.tx, id, ctx.clock.now());
}

/**
 * Creates (`Id < 1`) or changes a campaign: both `create`, the admins' — what every customer is
 * offered — while `update` is the operators' review of entries. Its tags must exist (locked until
 * the save ends, so that none is deleted meanwhile). A campaign with entries keeps its type; more
 * places (or none limited) move its waiting list up.
 */
export async function saveCampaign(
  ctx: ServiceContext,
  input: SavedCampaign,
  settings: CampaignsSettings,
): Promise<Campaign> {
  const grant = await campaignsPermission(ctx, 'create');
  return auditedTransaction(ctx, async (tx, audit) => {
    const found = await lockExistingTags(tx, input.TagIds);
    if (found.length !== input.TagIds.length)
      throw new AppError('ERROR_CAMPAIGN_TAG', undefined, [{ path: 'TagIds', key: 'ERROR_CAMPAIGN_TAG' }]);
    const now = ctx.clock.now();
    const values = {
      type: input.Type,
      title: input.Title,
      description: input.Description,
      startsAt: new Date(input.StartsAt),
      endsAt: new Date(input.EndsAt),
      eventAt: input.EventAt === null ? null : new Date(input.EventAt),
      place: input.Place,
      capacity: input.Capacity,
      products: input.Products,
      companyTypes: input.CompanyTypes,
      tagIds: input.TagIds,
      enabled: input.Enabled,
      updatedAt: now,
      updatedBy: grant.userName,
    };
    if (input.Id < 1) {
      const row = await insertCampaign(tx, { ...values, createdAt: now });
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'create',
        before: null,
        after: campaignRecord(row),
      });
      return presentCampaign(tx, row.id, now);
    }
    const before = await lockCampaign(tx, input.Id);
    if (!before) throw new AppError('ERROR_CAMPAIGN_NOT_FOUND');
    if (before.type !== input.Type) {
      const counted = await findCampaign(tx, input.Id);
      if (counted && counted.entries > 0)
        throw new AppError('ERROR_CAMPAIGN_HAS_ENTRIES', undefined, [
          { path: 'Type', key: 'ERROR_CAMPAIGN_HAS_ENTRIES' },
        ]);
    }
    await updateCampaign(tx, input.Id, values);
    const after = { ...before, ...values };
    audit({
      resource: RESOURCE,
      objectId: input.Id,
      action: 'update',
      before: campaignRecord(before),
      after: campaignRecord(after),
    });
    await moveWaitingListUp(ctx, settings, tx, audit, after);
    return presentCampaign(tx, input.Id, now);
  });
}

/**
 * Deletes a campaign nobody entered (`delete`); one with entries keeps them for the record and is
 * closed instead (switched off). The foreign key refuses it too, should an entry arrive meanwhile.
 */
export async function deleteCampaign(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await campaignsPermission(ctx, 'delete');
  const hasEntries = () => new AppError('ERROR_CAMPAIGN_HAS_ENTRIES');
  try {
    return await auditedTransaction(ctx, async (tx, audit) => {
      const before = await lockCampaign(tx, id);
      if (!before) throw new AppError('ERROR_CAMPAIGN_NOT_FOUND');
      if ((await findCampaign(tx, id))?.entries) throw hasEntries();
      await deleteCampaignRow(tx, id);
      audit({
        resource: RESOURCE,
        objectId: id,
        action: 'delete',
        before: campaignRecord(before),
        after: null,
      });
      return { Deleted: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw hasEntries();
    throw error;
  }
}

/** How many campaigns name the tag in their eligibility (a tag in use is not deleted). */
export const countNamingTag = (ctx: ServiceContext, tagId: number): Promise<number> =>
  countCampaignsNamingTag(ctx.tx, tagId);

/**
 * A merge of tags (modules/tags): the campaigns naming the source tag name the target instead,
 * each change audited. Part of the merge's transaction (`ctx.tx`), whose permission the tags
 * module checked.
 */
export async function replaceTagInEligibility(ctx: ServiceContext, sourceId: number, targetId: number) {
  await auditedTransaction(ctx, async (tx, audit) => {
    for (const before of await findCampaignsNamingTag(tx, sourceId)) {
      const tagIds = [...new Set(before.tagIds.map((id) => (id === sourceId ? targetId : id)))];
      await updateCampaign(tx, before.id, { tagIds });
      audit({
        resource: RESOURCE,
        objectId: before.id,
        action: 'update',
        before: campaignRecord(before),
        after: campaignRecord({ ...before, tagIds }),
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The back office: entries

export async function listEntries(ctx: ServiceContext, filter: EntryListFilter) {
  await campaignsPermission(ctx, 'list');
  const { total, rows } = await findEntriesPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toCampaignEntry) };
}

const CSV_COLUMNS = [
  'Id',
  'CreatedAt',
  'Campaign',
  'Type',
  'Kind',
  'Status',
  'Position',
  'VatCode',
  'Company',
  'ContactName',
  'Email',
  'Phone',
  'Availability',
  'Motivation',
  'TalkTitle',
  'Abstract',
  'PrivacyConsentAt',
  'MarketingConsentAt',
  'DecidedBy',
  'DecidedAt',
  'Note',
] as const;

/** The filtered, sorted entries as CSV in the chosen encoding (spec §2 picker). */
export async function exportEntries(
  ctx: ServiceContext,
  filter: EntryListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await campaignsPermission(ctx, 'export');
  const rows = (await findAllEntries(ctx.tx, filter, EXPORT_LIMIT)).map(toCampaignEntry);
  return encodeCsv(
    csvDocument(
      CSV_COLUMNS,
      rows.map((e) => ({
        ...e,
        Campaign: e.Campaign.Title,
        Type: e.Campaign.Type,
        VatCode: e.Company.VatCode,
        Company: e.Company.Name,
      })),
    ),
    encoding,
  );
}

/** The mail each decision sends, by the entry's kind. */
const DECISION_NOTICES: Record<EntryKind, Partial<Record<Decision['Decision'], Notice>>> = {
  application: { accept: 'applicationAccepted', reject: 'applicationRejected' },
  talk: { accept: 'talkAccepted', reject: 'talkRejected' },
  registration: { reject: 'registrationRejected' },
};

/**
 * Accepts or rejects a pending application or talk, or takes a registration's place (or turn)
 * away (`update`): audited, mailed to the contact in their language with the note. A place taken
 * away goes to the first of the waiting list. A registration is never accepted here: its place is
 * the waiting list's order, not a choice.
 */
export async function decideEntry(
  ctx: ServiceContext,
  input: Decision,
  settings: CampaignsSettings,
): Promise<CampaignEntry> {
  const grant = await campaignsPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const locked = await lockEntryWithCampaign(tx, input.Id);
    if (!locked) throw new AppError('ERROR_NOT_FOUND');
    const { campaign, entry: before } = locked;
    const notice = DECISION_NOTICES[before.kind][input.Decision];
    const decidable =
      before.kind === 'registration'
        ? before.status === 'registered' || before.status === 'waiting'
        : before.status === 'pending';
    if (!notice || !decidable) throw new AppError('ERROR_CAMPAIGN_ENTRY_STATE');
    const now = ctx.clock.now();
    const row = await updateEntry(tx, input.Id, {
      status: input.Decision === 'accept' ? 'accepted' : 'rejected',
      position: null,
      decidedBy: grant.userName,
      decidedAt: now,
      note: input.Note,
      updatedAt: now,
    });
    audit({
      resource: RESOURCE,
      objectId: entryObject(row.id),
      action: 'update',
      before: entryRecord(before),
      after: entryRecord(row),
    });
    await mailEntry(within(ctx, tx), settings, campaign, row, notice);
    if (before.status === 'registered') await moveWaitingListUp(ctx, settings, tx, audit, campaign);
    const review = await findReviewEntry(tx, row.id);
    if (!review) throw new Error('entry not read back');
    return toCampaignEntry(review);
  });
}
