import { z } from 'zod';
import { int4Id } from '../common/column-ranges';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { Disclaimer } from '../registration/disclaimers.contract';
import { PARTNERS_ROUTES } from './partners.routes';
import { PARTNER_MULTI_MAX, PARTNER_PAGE_MAX, PARTNER_USER_KEY_MAX } from './partners.values';

/**
 * The partner integration (the spec's `vlc` area, decision 080): partner applications such as
 * "vialibera" obtain an OAuth 2.0 access token with their client credentials (RFC 6749 §4.4) and
 * send it as `Authorization: Bearer …`; with it they link their users to portal users (a code mailed
 * to the portal user proves the link) and look them up by their own key. A partner sees its own
 * links only; a session never opens these calls and a partner's token opens no other.
 */

/**
 * The token request, as RFC 6749 §4.4.2 writes it (form-encoded; JSON is taken too). The client
 * authenticates with HTTP Basic (`client_id:client_secret`) or, as §2.3.1 allows, in the body.
 */
export const PartnerTokenRequest = z
  .object({
    grant_type: z.literal('client_credentials', { error: 'ERROR_PARTNER_GRANT_TYPE' }),
    /** Space-separated scopes; absent: every scope the partner is allowed. */
    scope: z.string().trim().max(200).optional(),
    client_id: z.string().trim().max(64).optional(),
    client_secret: z.string().max(200).optional(),
  })
  .meta({ id: 'PartnerTokenRequest' });

/** RFC 6749 §5.1. */
export const PartnerToken = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .meta({ id: 'PartnerToken' });

export const partnerToken = defineRoute({
  ...PARTNERS_ROUTES.partnerToken,
  summary:
    'Partner: an access token for the client credentials (OAuth 2.0, RFC 6749 §4.4); HTTP Basic or body authentication',
  body: PartnerTokenRequest,
  response: PartnerToken,
});

/** A partner's user key in a path. */
const PartnerUserKey = z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(PARTNER_USER_KEY_MAX);

/** A portal user linked to one of the partner's users. */
export const PartnerLinkedUser = z
  .object({
    PartnerUserKey: z.string(),
    UserId: z.string(),
    UserName: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    CompanyId: z.number().int(),
    CompanyName: z.string(),
    VatCode: z.string(),
    Enabled: z.boolean(),
    LinkedAt: z.string(),
  })
  .meta({ id: 'PartnerLinkedUser' });
export type PartnerLinkedUser = z.infer<typeof PartnerLinkedUser>;

export const userFromWrapper = defineRoute({
  ...PARTNERS_ROUTES.userFromWrapper,
  summary:
    "Partner: the portal user linked to the partner's user key (the latest link when there are several); 404 when none",
  params: z.object({ x: PartnerUserKey }),
  response: PartnerLinkedUser,
});

export const usersFromWrapper = defineRoute({
  ...PARTNERS_ROUTES.usersFromWrapper,
  summary: `Partner: the portal users linked to one or more of the partner's user keys (comma-separated, at most ${PARTNER_MULTI_MAX})`,
  params: z.object({
    x: z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z.array(PartnerUserKey).min(1, 'ERROR_FIELD_REQUIRED').max(PARTNER_MULTI_MAX, 'ERROR_FIELD_TOO_LONG'),
      ),
  }),
  response: z.array(PartnerLinkedUser),
});

/** Keyset paging: `After` is the `Next` of the page before, so that page 10,000 costs what page 1 does. */
export const allWrapperLinks = defineRoute({
  ...PARTNERS_ROUTES.allWrapperLinks,
  summary:
    "Partner: every link of the partner, oldest first, a page at a time (`After` = the previous page's `Next`)",
  querystring: z.object({
    After: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
    Size: z.coerce.number().int().min(1).max(PARTNER_PAGE_MAX).default(100),
  }),
  response: z.object({ Items: z.array(PartnerLinkedUser), Next: z.number().int().nullable() }),
});

export const disclaimerParams = defineRoute({
  ...PARTNERS_ROUTES.disclaimerParams,
  summary:
    'Partner: the disclaimers (current version, in the language `x`: it, en or a language id) it must show its user before linking',
  params: z.object({ x: z.string().trim().min(1).max(10) }),
  response: z.array(Disclaimer),
});

/** Who the partner's user says they are on the portal: a user name or an e-mail address. */
const PortalLogin = z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(320, 'ERROR_FIELD_TOO_LONG');

export const verifyInternalUser = defineRoute({
  ...PARTNERS_ROUTES.verifyInternalUser,
  summary:
    'Partner: mail a one-time code to the portal user who would be linked to the key; the same answer whether or not the user exists',
  body: z.object({ PartnerUserKey, UserName: PortalLogin }).meta({ id: 'PartnerVerifyRequest' }),
  response: z.object({ Sent: z.literal(true), ExpiresInSeconds: z.number().int() }),
});

export const confirmInternalUser = defineRoute({
  ...PARTNERS_ROUTES.confirmInternalUser,
  summary:
    'Partner: the code the portal user received links them to the key (audited, the user is told by mail)',
  body: z
    .object({
      PartnerUserKey,
      UserName: PortalLogin,
      Code: z
        .string()
        .trim()
        .regex(/^\d{8}$/, 'ERROR_INVALID_CODE'),
    })
    .meta({ id: 'PartnerCodeRequest' }),
  response: PartnerLinkedUser,
});

/** One of the signed-in user's links, as the profile lists them. */
export const OwnPartnerLink = z
  .object({ Id: int4Id, PartnerName: z.string(), PartnerUserKey: z.string(), LinkedAt: z.string() })
  .meta({ id: 'OwnPartnerLink' });
export type OwnPartnerLink = z.infer<typeof OwnPartnerLink>;

export const listOwnPartnerLinks = defineRoute({
  ...PARTNERS_ROUTES.listOwnPartnerLinks,
  summary: "The signed-in user's links to partner applications",
  response: z.array(OwnPartnerLink),
});

export const removeOwnPartnerLink = defineRoute({
  ...PARTNERS_ROUTES.removeOwnPartnerLink,
  summary: 'The signed-in user removes one of their links to a partner application (audited)',
  params: IdParams,
  response: z.object({ Removed: z.literal(true) }),
});
