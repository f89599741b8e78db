import type { MyEntry, OpenCampaign } from '@sportello/contracts/app/campaigns.contract';
import { WITHDRAWABLE_STATUSES } from '@sportello/contracts/app/campaigns.values';
import type { Campaign, CampaignEntry } from '@sportello/contracts/backoffice/campaigns.contract';
import type { CampaignStatus } from '@sportello/contracts/backoffice/campaigns.values';
import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import type { CampaignListRow, EntryWithRank, ReviewRow } from './campaigns.repository';
import type { CampaignEntryRow, CustomerCampaignRow } from './campaigns.tables';

/** Where a campaign stands at `now`. */
export function campaignStatus(row: CustomerCampaignRow, now: Date): CampaignStatus {
  if (!row.enabled || row.endsAt <= now) return 'closed';
  return row.startsAt > now ? 'upcoming' : 'open';
}

/** Places not yet taken; null when unlimited (or not an event). */
export const placesLeft = (row: CustomerCampaignRow, registered: number): number | null =>
  row.capacity === null ? null : Math.max(0, row.capacity - registered);

export const isWithdrawable = (entry: CampaignEntryRow) =>
  (WITHDRAWABLE_STATUSES as readonly string[]).includes(entry.status);

/** What the back office and the customers both see of a campaign. */
const campaignBasics = (c: CustomerCampaignRow) => ({
  Id: c.id,
  Type: c.type,
  Title: c.title,
  Description: c.description,
  StartsAt: c.startsAt.toISOString(),
  EndsAt: c.endsAt.toISOString(),
  EventAt: c.eventAt?.toISOString() ?? null,
  Place: c.place,
  Capacity: c.capacity,
});

export function toCampaign(row: CampaignListRow, tags: CompanyTag[], now: Date): Campaign {
  const c = row.campaign;
  return {
    ...campaignBasics(c),
    Products: c.products,
    CompanyTypes: c.companyTypes,
    TagIds: c.tagIds,
    Tags: tags.filter((t) => c.tagIds.includes(t.Id)),
    Enabled: c.enabled,
    Status: campaignStatus(c, now),
    Entries: row.entries,
    Pending: row.pending,
    Registered: row.registered,
    Waiting: row.waiting,
    PlacesLeft: placesLeft(c, row.registered),
    CreatedAt: c.createdAt.toISOString(),
    UpdatedAt: c.updatedAt.toISOString(),
  };
}

/** A campaign as the audit log keeps it. */
export function campaignRecord(c: CustomerCampaignRow) {
  return {
    Type: c.type,
    Title: c.title,
    StartsAt: c.startsAt.toISOString(),
    EndsAt: c.endsAt.toISOString(),
    EventAt: c.eventAt?.toISOString() ?? null,
    Place: c.place,
    Capacity: c.capacity,
    Products: c.products,
    CompanyTypes: c.companyTypes,
    TagIds: c.tagIds,
    Enabled: c.enabled,
  };
}

/** An entry as the audit log keeps it: where it stands, not the contact's texts. */
export function entryRecord(e: CampaignEntryRow) {
  return {
    CampaignId: e.campaignId,
    CompanyId: e.companyId,
    Kind: e.kind,
    Status: e.status,
    Position: e.position,
    ContactName: e.contactName,
    Email: e.email,
    Note: e.note,
  };
}

/** The caller's own entry; `mayWithdraw`: whether the caller may withdraw it (theirs, or their company's admin). */
export function toMyEntry(entry: EntryWithRank, mayWithdraw: boolean): MyEntry {
  return {
    Id: entry.id,
    Kind: entry.kind,
    Status: entry.status,
    Position: entry.rank,
    ContactName: entry.contactName,
    CanWithdraw: mayWithdraw && isWithdrawable(entry),
    CreatedAt: entry.createdAt.toISOString(),
  };
}

export function toOpenCampaign(row: CampaignListRow, mine: MyEntry[]): OpenCampaign {
  const c = row.campaign;
  return {
    ...campaignBasics(c),
    PlacesLeft: placesLeft(c, row.registered),
    Mine: mine,
  };
}

export function toCampaignEntry(row: ReviewRow): CampaignEntry {
  const e = row.entry;
  return {
    Id: e.id,
    Campaign: { Id: row.campaign.id, Type: row.campaign.type, Title: row.campaign.title },
    Kind: e.kind,
    Status: e.status,
    Position: row.rank,
    Company: { Id: row.company.id, VatCode: row.company.vatCode, Name: row.company.name },
    UserId: e.userId,
    ContactName: e.contactName,
    Email: e.email,
    Phone: e.phone,
    Availability: e.availability,
    Motivation: e.motivation,
    TalkTitle: e.talkTitle,
    Abstract: e.abstract,
    PrivacyConsentAt: e.privacyConsentAt.toISOString(),
    MarketingConsentAt: e.marketingConsentAt?.toISOString() ?? null,
    DecidedBy: e.decidedBy,
    DecidedAt: e.decidedAt?.toISOString() ?? null,
    Note: e.note,
    CreatedAt: e.createdAt.toISOString(),
    UpdatedAt: e.updatedAt.toISOString(),
  };
}
