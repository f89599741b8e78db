import { z } from 'zod';
import { int4, int4Id } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PARTNER_SCOPES } from '../partners/partners.values';
import { BACKOFFICE_PARTNERS_ROUTES } from './partners.routes';
import {
  PARTNER_LINK_SORT_FIELDS,
  PARTNER_NAME_MAX,
  PARTNER_OVERLAP_HOURS,
  PARTNER_RATE,
  PARTNER_SORT_FIELDS,
  PARTNER_TOKEN_SECONDS,
} from './partners.values';

/**
 * Partner applications in the back office (decision 080): registered with the scopes they may ask
 * for, the lifetime of their tokens and their rate; their client secret is shown once, at creation
 * and at each rotation, and kept only as a keyed hash.
 */

/** One of a partner's secrets: the current one (`ExpiresAt` null) or one rotated out, working until `ExpiresAt`. */
export const PartnerSecret = z.object({
  Id: int4Id,
  Hint: z.string(),
  CreatedAt: z.string(),
  ExpiresAt: z.string().nullable(),
});

export const Partner = z
  .object({
    Id: int4Id,
    Name: z.string(),
    ClientId: z.string(),
    Scopes: z.array(z.enum(PARTNER_SCOPES)),
    TokenSeconds: z.number().int(),
    RatePerMinute: z.number().int(),
    DisclaimerCodes: z.array(z.string()),
    Enabled: z.boolean(),
    Links: z.number().int(),
    /** Secrets that still work, newest first. */
    Secrets: z.array(PartnerSecret),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof Partner>;

export const PartnerFilter = sortedPageFilter(PARTNER_SORT_FIELDS, 'Name').extend({
  Desc: z.boolean().default(false),
  Text: z.string().trim().max(100).optional(),
  Enabled: z.boolean().optional(),
});
export type PartnerFilter = z.input<typeof PartnerFilter>;

export const listPartners = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.listPartners,
  summary: 'Back office: partner applications, searched by name or client id, sorted and paged',
  params: z.object({ filter: encodedFilter(PartnerFilter) }),
  response: pageOf(Partner),
});

export const partnerDetail = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.partnerDetail,
  summary: 'Back office: one partner application',
  params: IdParams,
  response: Partner,
});

/** What an admin saves: `Id < 1` registers a new partner (its client id and first secret are made then). */
export const PartnerInput = z.object({
  Id: int4.default(0),
  Name: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(PARTNER_NAME_MAX, 'ERROR_FIELD_TOO_LONG'),
  Scopes: z
    .array(z.enum(PARTNER_SCOPES))
    .min(1, 'ERROR_PARTNER_SCOPES')
    .transform((s) => [...new Set(s)]),
  TokenSeconds: z
    .number()
    .int()
    .min(PARTNER_TOKEN_SECONDS.min, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(PARTNER_TOKEN_SECONDS.max, 'ERROR_NUMBER_OUT_OF_RANGE')
    .default(PARTNER_TOKEN_SECONDS.default),
  RatePerMinute: z
    .number()
    .int()
    .min(PARTNER_RATE.min, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(PARTNER_RATE.max, 'ERROR_NUMBER_OUT_OF_RANGE')
    .default(PARTNER_RATE.default),
  DisclaimerCodes: z
    .array(z.string().trim().min(1).max(40))
    .max(20)
    .default([])
    .transform((c) => [...new Set(c)]),
  Enabled: z.boolean().default(true),
});
export type PartnerInput = z.input<typeof PartnerInput>;

/** The partner as saved, and its new secret: shown this once, never again. */
export const PartnerWithSecret = z.object({ Partner, ClientSecret: z.string().nullable() });

export const savePartner = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.savePartner,
  summary:
    'Back office: register a partner (its client secret is in the answer, once) or change one (audited)',
  body: PartnerInput,
  response: PartnerWithSecret,
});

export const rotatePartnerSecret = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.rotatePartnerSecret,
  summary:
    'Back office: a new client secret (in the answer, once); the current one keeps working for the overlap, then stops (audited)',
  body: z.object({
    Id: int4Id,
    OverlapHours: z
      .number()
      .int()
      .min(PARTNER_OVERLAP_HOURS.min, 'ERROR_NUMBER_OUT_OF_RANGE')
      .max(PARTNER_OVERLAP_HOURS.max, 'ERROR_NUMBER_OUT_OF_RANGE')
      .default(PARTNER_OVERLAP_HOURS.default),
  }),
  response: PartnerWithSecret,
});

export const deletePartner = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.deletePartner,
  summary: 'Back office: remove a partner with its secrets and links (audited with how many links went)',
  params: IdParams,
  response: z.object({ Links: z.number().int() }),
});

/** A link as the back office lists it. */
export const PartnerLink = z
  .object({
    Id: int4Id,
    PartnerId: int4Id,
    PartnerName: z.string(),
    PartnerUserKey: z.string(),
    UserId: z.string(),
    UserName: z.string(),
    CompanyName: z.string(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'PartnerLink' });
export type PartnerLink = z.infer<typeof PartnerLink>;

export const PartnerLinkFilter = sortedPageFilter(PARTNER_LINK_SORT_FIELDS, 'CreatedAt').extend({
  PartnerId: int4Id.optional(),
  /** The partner's key, the user name or the company's name. */
  Text: z.string().trim().max(100).optional(),
});
export type PartnerLinkFilter = z.input<typeof PartnerLinkFilter>;

export const listPartnerLinks = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.listPartnerLinks,
  summary: "Back office: partners' links to portal users, searched and paged",
  params: z.object({ filter: encodedFilter(PartnerLinkFilter) }),
  response: pageOf(PartnerLink),
});

export const deletePartnerLink = defineRoute({
  ...BACKOFFICE_PARTNERS_ROUTES.deletePartnerLink,
  summary: 'Back office: remove a link (audited); the partner no longer finds the user by its key',
  params: IdParams,
  response: z.object({ Removed: z.literal(true) }),
});
