import { z } from 'zod';
import { int4, int4Id, smallint, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { type DetailField, NewsItem } from '../news/news.contract';
import {
  COMMUNICATION_TYPES,
  detailFieldsOf,
  detailsOf,
  SEVERITIES,
  SMS_TEXT_MAX,
} from '../news/news.values';
import { COMMUNICATIONS_ROUTES } from './communications.routes';
import { AUDIENCE_ROLES, COMMUNICATION_SORT_FIELDS, isBlankHtml, STATUSES } from './communications.values';

/**
 * Communications in the back office (spec §3 Communication, §4, §6): the full shape with authorship,
 * audience filters and the caller's right to change it. Types, type-specific fields and the
 * customers' shape are in news/news.values.ts and news/news.contract.ts.
 */

export const CommunicationType = smallint.refine(
  (v) => v in COMMUNICATION_TYPES,
  'ERROR_BAD_REQUEST unknown communication type',
);

const code = z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(32, 'ERROR_FIELD_TOO_LONG');
const CodeList = z
  .array(z.object({ Code: code }))
  .max(100)
  .default([]);
/** The registry files companies under upper-case group codes: a code given otherwise would match none. */
const GroupCodeList = z
  .array(z.object({ Code: code.transform((value) => value.toUpperCase()) }))
  .max(100)
  .default([]);

/**
 * Type-specific fields as sent: each one optional here; which ones a type has, and which it needs,
 * is DETAIL_FIELDS (checked on the whole input below). Empty values count as absent.
 */
const DetailsInput = z.strictObject({
  EventDate: wireInstant.nullable().optional(),
  EventPlace: z.string().trim().max(200, 'ERROR_FIELD_TOO_LONG').optional(),
  Version: z.string().trim().max(40, 'ERROR_FIELD_TOO_LONG').optional(),
  ReleaseDate: wireInstant.nullable().optional(),
  Severity: z.enum(SEVERITIES).optional(),
  SourceUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  SmsText: z.string().trim().max(SMS_TEXT_MAX, 'ERROR_FIELD_TOO_LONG').optional(),
});

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const title = z.string().trim().max(200, 'ERROR_FIELD_TOO_LONG');
const summary = z.string().trim().max(500, 'ERROR_FIELD_TOO_LONG');
/** Rich text (HTML); the server keeps only safe markup. */
const body = z.string().max(100_000, 'ERROR_FIELD_TOO_LONG');

/**
 * Decision 047: an English version is optional, but once begun it has a title, and a summary and a
 * body wherever the Italian has them, so that a reader of English never gets a half-translated item.
 */
function checkEnglishVersion(
  input: { Summary: string; Body: string; TitleEn: string; SummaryEn: string; BodyEn: string },
  ctx: z.RefinementCtx,
) {
  if (!input.TitleEn && !input.SummaryEn && isBlankHtml(input.BodyEn)) return;
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'ERROR_FIELD_REQUIRED' });
  if (!input.TitleEn) required('TitleEn');
  if (input.Summary && !input.SummaryEn) required('SummaryEn');
  if (!isBlankHtml(input.Body) && isBlankHtml(input.BodyEn)) required('BodyEn');
}

/** What the back office sends to save: `Id < 1` creates (spec §4). */
export const CommunicationInput = z
  .object({
    Id: int4.default(0),
    Type: CommunicationType,
    Title: title.min(1, 'ERROR_FIELD_REQUIRED'),
    Summary: summary.default(''),
    Body: body.default(''),
    /** The English version (decision 047): all empty for none. */
    TitleEn: title.default(''),
    SummaryEn: summary.default(''),
    BodyEn: body.default(''),
    Status: z.enum(STATUSES).default('draft'),
    PublishFrom: wireInstant.nullable().default(null),
    PublishTo: wireInstant.nullable().default(null),
    IsPopup: z.boolean().default(false),
    /** Spec §6: false makes the item read-only for everyone (decision 017). */
    CanManage: z.boolean().default(true),
    /** The "company flag" of spec §6: colleagues of the author's company may manage it too. */
    ManageByCompany: z.boolean().default(false),
    ProductFilters: CodeList,
    CompanyTypeFilters: CodeList,
    GroupCodeFilters: GroupCodeList,
    /** Tags (tags.contract.ts) by id: the companies with one of them. */
    TagFilters: z
      .array(z.object({ Id: int4Id }))
      .max(100)
      .default([]),
    UserRoleFilter: z.enum(AUDIENCE_ROLES).nullable().default(null),
    /** Only the fields of the type (DETAIL_FIELDS): an event's date and place, a release's version… */
    Details: DetailsInput.default({}),
  })
  .superRefine((input, ctx) => {
    checkEnglishVersion(input, ctx);
    const rules = detailFieldsOf(input.Type);
    for (const field of Object.keys(input.Details) as DetailField[]) {
      if (!rules[field] && input.Details[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['Details', field],
          message: `ERROR_BAD_REQUEST not a field of communication type ${input.Type}`,
        });
    }
    for (const [field, rule] of Object.entries(rules) as [DetailField, string][]) {
      if (rule === 'required' && isEmpty(input.Details[field]))
        ctx.addIssue({ code: 'custom', path: ['Details', field], message: 'ERROR_FIELD_REQUIRED' });
    }
  })
  .transform((input) => ({
    ...input,
    BodyEn: isBlankHtml(input.BodyEn) ? '' : input.BodyEn,
    Details: detailsOf(input.Type, input.Details),
  }));
export type CommunicationInput = z.input<typeof CommunicationInput>;

/**
 * What the back office sees: what a customer does (NewsItem) with its Italian texts, their English
 * version, state, authorship and audience.
 */
export const Communication = NewsItem.omit({ Language: true })
  .extend({
    /** The English version (decision 047); empty strings when there is none. */
    TitleEn: z.string(),
    SummaryEn: z.string(),
    BodyEn: z.string(),
    Status: z.enum(STATUSES),
    /** Operator name of the creator: the login before the `@` (spec §6). */
    Author: z.string(),
    UserLastUpdate: z.string().nullable(),
    AuthorCompanyCode: z.string(),
    CanManage: z.boolean(),
    ManageByCompany: z.boolean(),
    /** Whether the caller may change or delete it (spec §6 rule and the caller's permissions). */
    Editable: z.boolean(),
    Filters: z.array(z.object({ Code: z.string(), FilterType: smallint })),
    ProductFilters: z.array(z.object({ Code: z.string() })),
    CompanyTypeFilters: z.array(z.object({ Code: z.string() })),
    GroupCodeFilters: z.array(z.object({ Code: z.string() })),
    TagFilters: z.array(z.object({ Id: z.number().int() })),
    UserRoleFilter: z.enum(AUDIENCE_ROLES).nullable(),
  })
  .meta({ id: 'Communication' });
export type Communication = z.infer<typeof Communication>;

/** The back-office list's filter (base64url JSON in the path): paging, sorting and search. */
export const CommunicationFilter = sortedPageFilter(COMMUNICATION_SORT_FIELDS, 'UpdatedAt').extend({
  Type: smallint.optional(),
  Status: z.enum(STATUSES).optional(),
  Text: z.string().trim().max(100).optional(),
  Popup: z.boolean().optional(),
});
export type CommunicationFilter = z.input<typeof CommunicationFilter>;

export const listCommunications = defineRoute({
  ...COMMUNICATIONS_ROUTES.listCommunications,
  summary: 'Back office: communications filtered, sorted and paged on the server',
  params: z.object({ filter: encodedFilter(CommunicationFilter) }),
  response: pageOf(Communication),
});

export const getCommunication = defineRoute({
  ...COMMUNICATIONS_ROUTES.getCommunication,
  summary: 'Back office: one communication',
  params: IdParams,
  response: Communication,
});

export const saveCommunication = defineRoute({
  ...COMMUNICATIONS_ROUTES.saveCommunication,
  summary: 'Back office: create (Id < 1, sets Author) or update (sets UserLastUpdate) a communication',
  body: CommunicationInput,
  response: Communication,
});

export const deleteCommunication = defineRoute({
  ...COMMUNICATIONS_ROUTES.deleteCommunication,
  summary: 'Back office: delete one communication',
  params: IdParams,
  response: z.object({ Deleted: z.number().int() }),
});

/** How a channel's messages of a communication fared: each is one person's message. */
const ChannelDelivery = z.object({
  Total: z.number().int(),
  Sent: z.number().int(),
  Failed: z.number().int(),
});

/**
 * What publishing an SMS/e-mail communication (type 18) sent: nothing yet (`DispatchedAt` null: it
 * goes once published and inside its window), then each channel's messages. `SmsAvailable` says
 * whether text messages can be sent at all (a provider is configured).
 */
export const CommunicationDelivery = z
  .object({
    DispatchedAt: z.string().nullable(),
    Email: ChannelDelivery,
    Sms: ChannelDelivery,
    SmsAvailable: z.boolean(),
  })
  .meta({ id: 'CommunicationDelivery' });
export type CommunicationDelivery = z.infer<typeof CommunicationDelivery>;

export const getCommunicationDelivery = defineRoute({
  ...COMMUNICATIONS_ROUTES.getCommunicationDelivery,
  summary: 'Back office: what an SMS/e-mail communication sent, by channel',
  params: IdParams,
  response: CommunicationDelivery,
});

/** A value of an audience filter that companies have, and how many companies have it. */
const ValueInUse = z.object({ Code: z.string(), Companies: z.number().int() });

export const AudienceValues = z
  .object({
    /** Company types of the companies (0, none, left out), as the filter's codes. */
    CompanyTypes: z.array(ValueInUse),
    GroupCodes: z.array(ValueInUse),
  })
  .meta({ id: 'CommunicationAudienceValues' });
export type AudienceValues = z.infer<typeof AudienceValues>;

export const getAudienceValues = defineRoute({
  ...COMMUNICATIONS_ROUTES.getAudienceValues,
  summary:
    'Back office: the company types and group codes the companies have, each with how many companies have it (the audience filters offer them)',
  response: AudienceValues,
});

export const BulkSelection = z.object({ Ids: z.array(int4Id).min(1).max(MAX_PAGE_SIZE) });

export const deleteCommunications = defineRoute({
  ...COMMUNICATIONS_ROUTES.deleteCommunications,
  summary: 'Back office: delete the selected communications, all or none',
  params: z.object({ filter: encodedFilter(BulkSelection) }),
  response: z.object({ Deleted: z.number().int() }),
});

export const exportCommunications = defineRoute({
  ...COMMUNICATIONS_ROUTES.exportCommunications,
  summary:
    'Back office: the filtered, sorted communications as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001, UTF-8 by default)',
  params: z.object({ filter: encodedFilter(CommunicationFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
