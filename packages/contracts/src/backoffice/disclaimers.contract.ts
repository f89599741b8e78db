import { z } from 'zod';
import { int4, int4Id, SMALLINT_MAX } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { htmlHasText } from '../common/rich-text';
import { defineRoute } from '../common/route';
import { BACKOFFICE_DISCLAIMERS_ROUTES as ROUTES } from './disclaimers.routes';
import {
  CONSENT_SORT_FIELDS,
  CONSENT_SOURCES,
  DISCLAIMER_CODE_PATTERN,
  DISCLAIMER_KINDS,
  DISCLAIMER_SORT_FIELDS,
  DISCLAIMER_TEXT_MAX,
  DISCLAIMER_TITLE_MAX,
} from './disclaimers.values';

/**
 * Disclaimers in the back office (decision 059): the privacy notice, the terms and the marketing
 * consents users answer, per company type, in Italian and English, each mandatory or optional and
 * versioned; and the consents given to them, kept as evidence and exported per company.
 */

const title = z
  .string()
  .trim()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(DISCLAIMER_TITLE_MAX, 'ERROR_FIELD_TOO_LONG');
/** Rich text: empty markup (`<p></p>`) is no text. */
const text = z
  .string()
  .max(DISCLAIMER_TEXT_MAX, 'ERROR_FIELD_TOO_LONG')
  .refine(htmlHasText, 'ERROR_FIELD_REQUIRED');

/** A company type a disclaimer is for; out of range, the message says the range, in the caller's language. */
const COMPANY_TYPE_RANGE = `ERROR_NUMBER_OUT_OF_RANGE 1-${SMALLINT_MAX}`;
const companyType = z
  .number()
  .int(COMPANY_TYPE_RANGE)
  .min(1, COMPANY_TYPE_RANGE)
  .max(SMALLINT_MAX, COMPANY_TYPE_RANGE);

/**
 * What the back office saves: `Id < 1` publishes a new disclaimer at version 1; otherwise a change of
 * title, text or `Mandatory` publishes the next version, which every user concerned answers at their
 * next sign-in. `CompanyType` null: every company type but 0 (the vendor's, which answers none).
 */
export const DisclaimerInput = z.object({
  Id: int4.default(0),
  Code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'ERROR_FIELD_REQUIRED')
    .regex(DISCLAIMER_CODE_PATTERN, 'ERROR_BAD_REQUEST'),
  Kind: z.enum(DISCLAIMER_KINDS),
  CompanyType: companyType.nullable().default(null),
  Mandatory: z.boolean(),
  /** An inactive disclaimer is no longer asked nor shown; its consents stay. */
  Active: z.boolean().default(true),
  TitleIt: title,
  TitleEn: title,
  TextIt: text,
  TextEn: text,
});
export type DisclaimerInput = z.input<typeof DisclaimerInput>;

export const DisclaimerSummary = z
  .object({
    Id: int4Id,
    Code: z.string(),
    Kind: z.enum(DISCLAIMER_KINDS),
    CompanyType: z.number().int().nullable(),
    Mandatory: z.boolean(),
    Active: z.boolean(),
    Version: int4,
    TitleIt: z.string(),
    TitleEn: z.string(),
    UpdatedAt: z.string(),
    UpdatedBy: z.string(),
  })
  .meta({ id: 'DisclaimerSummary' });
export type DisclaimerSummary = z.infer<typeof DisclaimerSummary>;

export const DisclaimerVersion = z.object({
  Version: int4,
  Mandatory: z.boolean(),
  PublishedAt: z.string(),
  PublishedBy: z.string(),
});

export const DisclaimerDetail = DisclaimerSummary.extend({
  TextIt: z.string(),
  TextEn: z.string(),
  /** Every version published, newest first. */
  Versions: z.array(DisclaimerVersion),
}).meta({ id: 'DisclaimerDetail' });
export type DisclaimerDetail = z.infer<typeof DisclaimerDetail>;

const flag = z.boolean().optional();

export const DisclaimerFilter = sortedPageFilter(DISCLAIMER_SORT_FIELDS, 'Code').extend({
  Desc: z.boolean().default(false),
  /** Words of the code or of either title. */
  Text: z.string().trim().max(100).optional(),
  Kind: z.enum(DISCLAIMER_KINDS).optional(),
  CompanyType: companyType.optional(),
  Mandatory: flag,
  Active: flag,
});
export type DisclaimerFilter = z.input<typeof DisclaimerFilter>;

export const listDisclaimers = defineRoute({
  ...ROUTES.listDisclaimers,
  summary: 'Back office: disclaimers searched, filtered, sorted and paged',
  params: z.object({ filter: encodedFilter(DisclaimerFilter) }),
  response: pageOf(DisclaimerSummary),
});

export const getDisclaimer = defineRoute({
  ...ROUTES.getDisclaimer,
  summary: 'Back office: one disclaimer with its texts and versions',
  params: IdParams,
  response: DisclaimerDetail,
});

export const saveDisclaimer = defineRoute({
  ...ROUTES.saveDisclaimer,
  summary:
    'Back office: publish a disclaimer (Id < 1) or a change of it; a new title, text or obligation is a new version, answered by its users at their next sign-in (audited)',
  body: DisclaimerInput,
  response: DisclaimerDetail,
});

/** One consent record: who answered which version of which disclaimer, how, when and from where. */
export const ConsentRecord = z
  .object({
    Id: int4Id,
    UserName: z.string(),
    DisclaimerId: int4Id,
    Code: z.string(),
    Title: z.string(),
    Version: int4,
    Accepted: z.boolean(),
    At: z.string(),
    /** The client's address, when known. */
    Ip: z.string().nullable(),
    Source: z.enum(CONSENT_SOURCES),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const ConsentFilter = sortedPageFilter(CONSENT_SORT_FIELDS, 'At').extend({
  CompanyId: int4Id,
  /** Part of a user name. */
  Text: z.string().trim().max(100).optional(),
  DisclaimerId: int4Id.optional(),
  Accepted: flag,
});
export type ConsentFilter = z.input<typeof ConsentFilter>;

export const listConsents = defineRoute({
  ...ROUTES.listConsents,
  summary: "Back office: a company's consent records (every answer, withdrawals included), paged",
  params: z.object({ filter: encodedFilter(ConsentFilter) }),
  response: pageOf(ConsentRecord),
});

export const exportConsents = defineRoute({
  ...ROUTES.exportConsents,
  summary:
    "Back office: a company's consent records the filter finds, as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001)",
  params: z.object({ filter: encodedFilter(ConsentFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
