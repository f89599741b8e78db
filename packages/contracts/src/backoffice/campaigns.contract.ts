import { z } from 'zod';
import { CampaignType, EntryKind, EntryStatus } from '../app/campaigns.contract';
import { ENTRY_DECISIONS } from '../app/campaigns.values';
import { int4, int4Id, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PRODUCTS } from '../tickets/tickets.values';
import { BACKOFFICE_CAMPAIGNS_ROUTES } from './campaigns.routes';
import {
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_PLACE_MAX,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TITLE_MAX,
  CAPACITY_MAX,
  DECISION_NOTE_MAX,
  ENTRY_SORT_FIELDS,
} from './campaigns.values';
import { CompanyTag } from './companies.contract';

/**
 * Campaigns in the back office: the tutor programme and talks events the vendor offers, whom each
 * is open to (products, company types, tags: every list given must match, an empty one matches
 * everyone), and the entries customers send, which operators review and export.
 */

const unique = <T>(values: T[]) => [...new Set(values)];

/** What the back office sends to save: `Id < 1` creates. */
export const CampaignInput = z
  .object({
    Id: int4.default(0),
    Type: CampaignType,
    Title: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(CAMPAIGN_TITLE_MAX, 'ERROR_FIELD_TOO_LONG'),
    Description: z.string().trim().max(CAMPAIGN_DESCRIPTION_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
    /** Entries are taken from this instant (included) to `EndsAt` (excluded). */
    StartsAt: wireInstant,
    EndsAt: wireInstant,
    /** When the event takes place: required for talks, ignored for the tutor programme. */
    EventAt: wireInstant.nullable().default(null),
    Place: z.string().trim().max(CAMPAIGN_PLACE_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
    /** Attendee places of a talks event; null: unlimited. Ignored for the tutor programme. */
    Capacity: z
      .number({ error: 'ERROR_NUMBER_OUT_OF_RANGE' })
      .int('ERROR_NUMBER_OUT_OF_RANGE')
      .min(1, 'ERROR_NUMBER_OUT_OF_RANGE')
      .max(CAPACITY_MAX, 'ERROR_NUMBER_OUT_OF_RANGE')
      .nullable()
      .default(null),
    /** Companies using one of these products; empty: any. */
    Products: z.array(z.enum(PRODUCTS)).max(PRODUCTS.length).default([]),
    /** Companies of one of these types; empty: any. */
    CompanyTypes: z.array(z.number().int().min(0).max(32_767)).max(100).default([]),
    /** Companies with one of these tags; empty: any. */
    TagIds: z.array(int4Id).max(100).default([]),
    /** Off: closed to customers whatever its dates. */
    Enabled: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (new Date(input.EndsAt) <= new Date(input.StartsAt))
      ctx.addIssue({ code: 'custom', path: ['EndsAt'], message: 'ERROR_DATE_RANGE_END_BEFORE_START' });
    if (input.Type === 'talks' && input.EventAt === null)
      ctx.addIssue({ code: 'custom', path: ['EventAt'], message: 'ERROR_FIELD_REQUIRED' });
  })
  .transform((input) => ({
    ...input,
    EventAt: input.Type === 'talks' ? input.EventAt : null,
    Capacity: input.Type === 'talks' ? input.Capacity : null,
    Products: unique(input.Products),
    CompanyTypes: unique(input.CompanyTypes),
    TagIds: unique(input.TagIds),
  }));
export type CampaignInput = z.input<typeof CampaignInput>;

/** A campaign with where it stands and how many entries it has. */
export const Campaign = z
  .object({
    Id: z.number().int(),
    Type: CampaignType,
    Title: z.string(),
    Description: z.string(),
    StartsAt: z.string(),
    EndsAt: z.string(),
    EventAt: z.string().nullable(),
    Place: z.string(),
    Capacity: z.number().int().nullable(),
    Products: z.array(z.string()),
    CompanyTypes: z.array(z.number().int()),
    /** The eligibility's tags by id, as the form edits them… */
    TagIds: z.array(z.number().int()),
    /** …and by name, as the page shows them. */
    Tags: z.array(CompanyTag),
    Enabled: z.boolean(),
    Status: z.enum(CAMPAIGN_STATUSES),
    /** Every entry, withdrawn ones included: a campaign with any is closed, not deleted. */
    Entries: z.number().int(),
    /** Applications and talks waiting for a decision. */
    Pending: z.number().int(),
    Registered: z.number().int(),
    Waiting: z.number().int(),
    /** Places not yet taken; null when unlimited (or not an event). */
    PlacesLeft: z.number().int().nullable(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof Campaign>;

/** The campaigns list's filter (base64url JSON in the path). */
export const CampaignFilter = sortedPageFilter(CAMPAIGN_SORT_FIELDS, 'StartsAt').extend({
  /** Words of the title or the place. */
  Text: z.string().trim().max(100).optional(),
  Type: CampaignType.optional(),
  Status: z.enum(CAMPAIGN_STATUSES).optional(),
});
export type CampaignFilter = z.input<typeof CampaignFilter>;

export const listCampaigns = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.listCampaigns,
  summary: 'Back office: campaigns searched, filtered by type and status, sorted and paged',
  params: z.object({ filter: encodedFilter(CampaignFilter) }),
  response: pageOf(Campaign),
});

export const getCampaign = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.getCampaign,
  summary: 'Back office: one campaign with its eligibility and counts',
  params: IdParams,
  response: Campaign,
});

export const saveCampaign = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.saveCampaign,
  summary:
    'Back office: create (Id < 1) or change a campaign (audited); more places move the waiting list up; its type is kept once it has entries',
  body: CampaignInput,
  response: Campaign,
});

export const deleteCampaign = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.deleteCampaign,
  summary:
    'Back office: delete a campaign without entries (audited); one with entries answers 409 ERROR_CAMPAIGN_HAS_ENTRIES and is closed instead (Enabled false)',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

/** An entry as the back office reviews it: who sent it for which company, and where it stands. */
export const CampaignEntry = z
  .object({
    Id: z.number().int(),
    Campaign: z.object({ Id: z.number().int(), Type: CampaignType, Title: z.string() }),
    Kind: EntryKind,
    Status: EntryStatus,
    /** A waiting registration's turn (1 = the next to move up); null otherwise. */
    Position: z.number().int().nullable(),
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    /** Who sent it; null once their account is deleted. */
    UserId: z.string().nullable(),
    ContactName: z.string(),
    Email: z.string(),
    /** Empty for a registration. */
    Phone: z.string(),
    /** A tutor application's; empty otherwise. */
    Availability: z.string(),
    Motivation: z.string(),
    /** A talk's; empty otherwise. */
    TalkTitle: z.string(),
    Abstract: z.string(),
    PrivacyConsentAt: z.string(),
    /** When the contact agreed to the vendor's offers; null: they did not. */
    MarketingConsentAt: z.string().nullable(),
    DecidedBy: z.string().nullable(),
    DecidedAt: z.string().nullable(),
    /** The vendor's note with its decision, as mailed to the contact. */
    Note: z.string(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'CampaignEntry' });
export type CampaignEntry = z.infer<typeof CampaignEntry>;

/**
 * The entries' filter: `Text` searches the company's name or VAT code and the contact's name or
 * address; `From` (included) and `To` (excluded) bound when the entry was sent.
 */
export const EntryFilter = sortedPageFilter(ENTRY_SORT_FIELDS, 'CreatedAt')
  .extend({
    CampaignId: int4Id.optional(),
    Type: CampaignType.optional(),
    Kind: EntryKind.optional(),
    Status: EntryStatus.optional(),
    Text: z.string().trim().max(100).optional(),
    From: wireInstant.optional(),
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  })
  .meta({ id: 'CampaignEntryFilter' });
export type EntryFilter = z.input<typeof EntryFilter>;

export const listEntries = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.listEntries,
  summary: 'Back office: applications, talks and registrations, filtered, sorted and paged',
  body: EntryFilter,
  response: pageOf(CampaignEntry),
});

export const exportEntries = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.exportEntries,
  summary:
    'Back office: the filtered, sorted entries as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001, UTF-8 by default)',
  params: z.object({ filter: encodedFilter(EntryFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});

export const EntryDecisionInput = z
  .object({
    Id: int4Id,
    Decision: z.enum(ENTRY_DECISIONS),
    /** Mailed to the contact with the decision. */
    Note: z.string().trim().max(DECISION_NOTE_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
  })
  .meta({ id: 'CampaignEntryDecision' });
export type EntryDecisionInput = z.input<typeof EntryDecisionInput>;

export const decideEntry = defineRoute({
  ...BACKOFFICE_CAMPAIGNS_ROUTES.decideEntry,
  summary:
    'Back office: accept or reject a pending application or talk, or reject a registration (audited, mailed to the contact in their language); a registration that loses its place gives it to the first of the waiting list',
  body: EntryDecisionInput,
  response: CampaignEntry,
});
