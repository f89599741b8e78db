import { z } from 'zod';
import { int4Id, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { FILE_ENCODINGS, type FileEncoding } from '../common/file-encodings';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PRODUCTS } from '../tickets/tickets.values';
import { MAILING_ROUTES as ROUTES, UNSUBSCRIBE_ROUTES } from './mailing.routes';
import {
  AUDIENCE_FILE_MAX_BYTES,
  AUDIENCE_KINDS,
  AUDIENCE_NAME_MAX,
  AUDIENCE_ROLES,
  AUDIENCE_SORT_FIELDS,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_RATE_DEFAULT,
  CAMPAIGN_RATE_MAX,
  CAMPAIGN_RATE_MIN,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATES,
  RECIPIENT_SORT_FIELDS,
  RECIPIENT_STATES,
} from './mailing.values';

/**
 * Audiences and campaigns (decision 075): a campaign sends a campaign template to an audience, now or
 * later, at a chosen pace, through the outbox, exactly once per person; every mail carries a signed
 * one-click unsubscribe link.
 */

const name = (max: number) =>
  z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(max, 'ERROR_FIELD_TOO_LONG');
const codeList = z.array(z.string().trim().min(1).max(40)).max(50);

/**
 * Who an audience takes: customers' users (never the vendor's staff, never a disabled account)
 * whose company has one of the products, types, group codes and tags given (an empty list: any),
 * with the role and language given (null: any); `NewsLetter` true keeps to those who accept
 * commercial mail — a campaign never reaches anyone else, whatever its audience says.
 */
export const AudienceFilter = z
  .object({
    Products: z
      .array(z.enum(PRODUCTS, { error: 'ERROR_BAD_REQUEST' }))
      .max(PRODUCTS.length)
      .default([]),
    CompanyTypes: z.array(z.number().int().min(0).max(32_767)).max(50).default([]),
    GroupCodes: codeList.default([]),
    TagIds: z.array(int4Id).max(50).default([]),
    Role: z.enum(AUDIENCE_ROLES).nullable().default(null),
    LanguageId: z.number().int().min(1).max(2).nullable().default(null),
    NewsLetter: z.boolean().nullable().default(null),
  })
  .meta({ id: 'AudienceFilter' });
export type AudienceFilter = z.input<typeof AudienceFilter>;

export const AudienceInput = z.object({
  Id: z.number().int().min(-1).max(2_147_483_647).default(0),
  Name: name(AUDIENCE_NAME_MAX),
  Kind: z.enum(AUDIENCE_KINDS),
  /** For a `filter` audience; a static one keeps the list its file gave. */
  Filter: AudienceFilter.default(AudienceFilter.parse({})),
});
export type AudienceInput = z.input<typeof AudienceInput>;

export const AudienceSummary = z
  .object({
    Id: int4Id,
    Name: z.string(),
    Kind: z.enum(AUDIENCE_KINDS),
    /** The people it takes now (a filter's live count; a list's members). */
    Users: z.number().int(),
    UpdatedAt: z.string(),
    UpdatedBy: z.string(),
  })
  .meta({ id: 'AudienceSummary' });
export type AudienceSummary = z.infer<typeof AudienceSummary>;

export const AudienceDetail = AudienceSummary.extend({
  Filter: AudienceFilter,
  /** Of those, the companies they belong to and how many accept commercial mail. */
  Companies: z.number().int(),
  Subscribed: z.number().int(),
}).meta({ id: 'AudienceDetail' });
export type AudienceDetail = z.infer<typeof AudienceDetail>;

export const AudienceListFilter = sortedPageFilter(AUDIENCE_SORT_FIELDS, 'UpdatedAt').extend({
  Text: z.string().trim().max(100).optional(),
  Kind: z.enum(AUDIENCE_KINDS).optional(),
});
export type AudienceListFilter = z.input<typeof AudienceListFilter>;

export const listAudiences = defineRoute({
  ...ROUTES.listAudiences,
  summary: 'Back office: audiences searched by name, filtered by kind, sorted and paged, with their counts',
  params: z.object({ filter: encodedFilter(AudienceListFilter) }),
  response: pageOf(AudienceSummary),
});

export const getAudience = defineRoute({
  ...ROUTES.getAudience,
  summary: 'Back office: one audience with its filter and counts',
  params: IdParams,
  response: AudienceDetail,
});

export const saveAudience = defineRoute({
  ...ROUTES.saveAudience,
  summary: 'Back office: create (Id < 1) or change an audience (audited)',
  body: AudienceInput,
  response: AudienceDetail,
});

export const AudienceCount = z
  .object({ Users: z.number().int(), Companies: z.number().int(), Subscribed: z.number().int() })
  .meta({ id: 'AudienceCount' });

export const countAudience = defineRoute({
  ...ROUTES.countAudience,
  summary: 'Back office: how many users and companies a filter takes now (the live count)',
  body: AudienceFilter,
  response: AudienceCount,
});

/**
 * A static audience's file: one person per line, named by e-mail address or user name (the first
 * column; a header line is skipped), in one of the spec's encodings, base64 in JSON.
 */
export const AudienceMembersFile = z.object({
  Content: z
    .string()
    .max(Math.ceil((AUDIENCE_FILE_MAX_BYTES * 4) / 3) + 4, 'ERROR_PAYLOAD_TOO_LARGE')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'ERROR_BAD_REQUEST'),
  Encoding: z
    .number()
    .refine((v): v is FileEncoding => (FILE_ENCODINGS as readonly number[]).includes(v), 'ERROR_BAD_REQUEST'),
  /** Replace the list (true) or add to it. */
  Replace: z.boolean().default(true),
});

export const AudienceMembersResult = z
  .object({
    Members: z.number().int(),
    Added: z.number().int(),
    /** Lines naming nobody the audience may take (unknown, disabled, staff), with their line number. */
    Unknown: z.array(z.object({ Line: z.number().int(), Value: z.string() })),
  })
  .meta({ id: 'AudienceMembersResult' });

export const uploadAudienceMembers = defineRoute({
  ...ROUTES.uploadAudienceMembers,
  summary: "Back office: a static audience's people from a CSV file (audited); unknown lines are listed",
  params: IdParams,
  body: AudienceMembersFile,
  response: AudienceMembersResult,
});

export const deleteAudience = defineRoute({
  ...ROUTES.deleteAudience,
  summary: 'Back office: delete an audience no campaign uses (audited)',
  params: IdParams,
  response: z.object({ Deleted: z.number().int() }),
});

export const CampaignInput = z.object({
  Id: z.number().int().min(-1).max(2_147_483_647).default(0),
  Name: name(CAMPAIGN_NAME_MAX),
  TemplateId: int4Id.nullable().refine((v) => v !== null, 'ERROR_FIELD_REQUIRED'),
  AudienceId: int4Id.nullable().refine((v) => v !== null, 'ERROR_FIELD_REQUIRED'),
  RatePerSecond: z
    .number()
    .int()
    .min(CAMPAIGN_RATE_MIN, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(CAMPAIGN_RATE_MAX, 'ERROR_NUMBER_OUT_OF_RANGE')
    .default(CAMPAIGN_RATE_DEFAULT),
});
export type CampaignInput = z.input<typeof CampaignInput>;

/** A campaign's people by where their mail stands. */
export const CampaignCounts = z.object({
  Total: z.number().int(),
  Queued: z.number().int(),
  Sending: z.number().int(),
  Sent: z.number().int(),
  Failed: z.number().int(),
  Bounced: z.number().int(),
  Skipped: z.number().int(),
  Cancelled: z.number().int(),
  /** Of those sent, the people who unsubscribed through this campaign's link. */
  Unsubscribed: z.number().int(),
});
export type CampaignCounts = z.infer<typeof CampaignCounts>;

export const CampaignSummary = z
  .object({
    Id: int4Id,
    Name: z.string(),
    State: z.enum(CAMPAIGN_STATES),
    TemplateId: int4Id,
    TemplateName: z.string(),
    AudienceId: int4Id,
    AudienceName: z.string(),
    RatePerSecond: z.number().int(),
    ScheduledAt: z.string().nullable(),
    StartedAt: z.string().nullable(),
    FinishedAt: z.string().nullable(),
    Counts: CampaignCounts,
    UpdatedAt: z.string(),
    UpdatedBy: z.string(),
  })
  .meta({ id: 'CampaignSummary' });
export type CampaignSummary = z.infer<typeof CampaignSummary>;

export const CampaignListFilter = sortedPageFilter(CAMPAIGN_SORT_FIELDS, 'UpdatedAt').extend({
  Text: z.string().trim().max(100).optional(),
  State: z.enum(CAMPAIGN_STATES).optional(),
});
export type CampaignListFilter = z.input<typeof CampaignListFilter>;

export const listCampaigns = defineRoute({
  ...ROUTES.listCampaigns,
  summary: 'Back office: campaigns searched by name, filtered by state, sorted and paged, with their counts',
  params: z.object({ filter: encodedFilter(CampaignListFilter) }),
  response: pageOf(CampaignSummary),
});

export const getCampaign = defineRoute({
  ...ROUTES.getCampaign,
  summary: 'Back office: one campaign with its progress and report',
  params: IdParams,
  response: CampaignSummary,
});

export const saveCampaign = defineRoute({
  ...ROUTES.saveCampaign,
  summary: 'Back office: create (Id < 1) or change a campaign not yet sending (audited)',
  body: CampaignInput,
  response: CampaignSummary,
});

export const CampaignSend = z.object({
  Id: int4Id,
  /** When to start; absent or null: now. */
  At: wireInstant.nullable().default(null),
});

export const sendCampaign = defineRoute({
  ...ROUTES.sendCampaign,
  summary: 'Back office: send a campaign now or at a time (audited); its people are taken when it starts',
  body: CampaignSend,
  response: CampaignSummary,
});

const CampaignId = z.object({ Id: int4Id });

export const pauseCampaign = defineRoute({
  ...ROUTES.pauseCampaign,
  summary: 'Back office: pause a sending campaign: no more of its mails go to the outbox until resumed',
  body: CampaignId,
  response: CampaignSummary,
});

export const resumeCampaign = defineRoute({
  ...ROUTES.resumeCampaign,
  summary: 'Back office: resume a paused campaign',
  body: CampaignId,
  response: CampaignSummary,
});

export const cancelCampaign = defineRoute({
  ...ROUTES.cancelCampaign,
  summary: 'Back office: stop a campaign for good; the mails not yet handed to the outbox are never sent',
  body: CampaignId,
  response: CampaignSummary,
});

export const deleteCampaign = defineRoute({
  ...ROUTES.deleteCampaign,
  summary: 'Back office: delete a campaign that never sent (draft, scheduled or cancelled before starting)',
  params: IdParams,
  response: z.object({ Deleted: z.number().int() }),
});

export const Recipient = z
  .object({
    UserId: z.string(),
    Name: z.string(),
    Email: z.string(),
    CompanyName: z.string(),
    State: z.enum(RECIPIENT_STATES),
    SentAt: z.string().nullable(),
    Error: z.string(),
    UnsubscribedAt: z.string().nullable(),
  })
  .meta({ id: 'CampaignRecipient' });
export type Recipient = z.infer<typeof Recipient>;

export const RecipientFilter = sortedPageFilter(RECIPIENT_SORT_FIELDS, 'Email').extend({
  Desc: z.boolean().default(false),
  Text: z.string().trim().max(100).optional(),
  State: z.enum(RECIPIENT_STATES).optional(),
});
export type RecipientFilter = z.input<typeof RecipientFilter>;

export const listRecipients = defineRoute({
  ...ROUTES.listRecipients,
  summary: "Back office: a campaign's people with where each one's mail stands, searched, filtered and paged",
  params: IdParams.extend({ filter: encodedFilter(RecipientFilter) }),
  response: pageOf(Recipient),
});

export const exportRecipients = defineRoute({
  ...ROUTES.exportRecipients,
  summary:
    "Back office: a campaign's report, one line per person, as CSV in the chosen encoding (?Encoding=1252|65000|65001)",
  params: IdParams.extend({ filter: encodedFilter(RecipientFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});

/** What the unsubscribe page shows: the address (partly hidden) and whether it is already out. */
export const UnsubscribeState = z
  .object({ Email: z.string(), Unsubscribed: z.boolean() })
  .meta({ id: 'UnsubscribeState' });

const TokenParams = z.object({ Token: z.string().min(10).max(300) });

export const getUnsubscribe = defineRoute({
  ...UNSUBSCRIBE_ROUTES.getUnsubscribe,
  summary: "The unsubscribe link's page: whose address it is and whether it already receives no campaign",
  params: TokenParams,
  response: UnsubscribeState,
});

export const unsubscribe = defineRoute({
  ...UNSUBSCRIBE_ROUTES.unsubscribe,
  summary:
    'Unsubscribe from campaign mail (the page, or the mail client’s one-click POST of RFC 8058); service mail is unaffected',
  params: TokenParams,
  response: UnsubscribeState,
});
