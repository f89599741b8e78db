import {
  deletePartner,
  deletePartnerLink,
  listPartnerLinks,
  listPartners,
  partnerDetail,
  rotatePartnerSecret,
  savePartner,
} from '@sportello/contracts/backoffice/partners.contract';
import {
  allWrapperLinks,
  confirmInternalUser,
  disclaimerParams,
  listOwnPartnerLinks,
  partnerToken,
  removeOwnPartnerLink,
  userFromWrapper,
  usersFromWrapper,
  verifyInternalUser,
} from '@sportello/contracts/partners/partners.contract';
import { PARTNER_TOKEN_PATH } from '@sportello/contracts/partners/partners.values';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { AppError } from '../../core/app-error';
import { registerRoute } from '../../core/route';
import { partnerGates } from './partners.gate';
import * as partners from './partners.service';

export interface PartnersRouteSettings extends partners.PartnerSettings {
  /** The token endpoint's per-address limit: the sign-in's, as it is a guess at a secret too. */
  tokenRateLimit: Config['loginRateLimit'];
  /** Where the partners' call counters live when several processes share them. */
  redis: Redis | undefined;
}

/**
 * RFC 6749 §4.4.2 sends the token request form-encoded. The parser is the application's, so it
 * refuses a form body on any other route: nothing else of the portal reads forms.
 */
function acceptFormEncodedTokenRequests(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => {
      if (request.routeOptions.url !== PARTNER_TOKEN_PATH) {
        done(new AppError('ERROR_UNSUPPORTED_MEDIA_TYPE'), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

export function partnersRoutes(app: FastifyInstance, settings: PartnersRouteSettings): void {
  acceptFormEncodedTokenRequests(app);

  // ── A partner's own calls: a bearer token, no cookie, so no anti-forgery token either.
  const partnerCall = { tag: 'Partners', config: { csrf: false } } as const;
  const gate = partnerGates(settings.redis);

  registerRoute(
    app,
    partnerToken,
    { tag: 'Partners', access: 'public', config: { csrf: false, rateLimit: settings.tokenRateLimit } },
    ({ ctx, request, body }) =>
      partners.issuePartnerToken(ctx, { authorization: request.headers.authorization, body }),
  );

  registerRoute(
    app,
    userFromWrapper,
    { ...partnerCall, access: gate.scope('users.read') },
    ({ ctx, params }) => partners.userFromWrapper(ctx, params.x),
  );

  registerRoute(
    app,
    usersFromWrapper,
    { ...partnerCall, access: gate.scope('users.read') },
    ({ ctx, params }) => partners.usersFromWrapper(ctx, params.x),
  );

  registerRoute(
    app,
    allWrapperLinks,
    { ...partnerCall, access: gate.scope('users.read') },
    ({ ctx, query }) => partners.allWrapperLinks(ctx, query),
  );

  registerRoute(
    app,
    disclaimerParams,
    { ...partnerCall, access: gate.scope('disclaimers.read') },
    ({ ctx, params }) => partners.disclaimerParams(ctx, params.x),
  );

  registerRoute(
    app,
    verifyInternalUser,
    { ...partnerCall, access: gate.scope('users.link') },
    ({ ctx, body }) => partners.verifyInternalUser(ctx, body, settings),
  );

  registerRoute(
    app,
    confirmInternalUser,
    { ...partnerCall, access: gate.scope('users.link') },
    ({ ctx, body }) => partners.confirmInternalUser(ctx, body, settings),
  );

  // ── The signed-in user's own links (the profile).
  const own = { tag: 'Partners', access: 'signed-in' } as const;

  registerRoute(app, listOwnPartnerLinks, own, ({ ctx }) => partners.listOwnPartnerLinks(ctx));

  registerRoute(app, removeOwnPartnerLink, own, async ({ ctx, params }) => {
    await partners.removeOwnPartnerLink(ctx, params.Id);
    return { Removed: true as const };
  });

  // ── The back office: who may do what is the service's check (partners.policy.ts).
  const backOffice = { tag: 'Partners', access: ['operator', 'admin'] } as const;

  registerRoute(app, listPartners, backOffice, ({ ctx, params }) =>
    partners.listPartners(ctx, params.filter),
  );

  registerRoute(app, partnerDetail, backOffice, ({ ctx, params }) => partners.getPartner(ctx, params.Id));

  registerRoute(app, savePartner, backOffice, ({ ctx, body }) => partners.savePartner(ctx, body));

  registerRoute(app, rotatePartnerSecret, backOffice, ({ ctx, body }) =>
    partners.rotatePartnerSecret(ctx, body),
  );

  registerRoute(app, deletePartner, backOffice, ({ ctx, params }) => partners.deletePartner(ctx, params.Id));

  registerRoute(app, listPartnerLinks, backOffice, ({ ctx, params }) =>
    partners.listPartnerLinks(ctx, params.filter),
  );

  registerRoute(app, deletePartnerLink, backOffice, async ({ ctx, params }) => {
    await partners.deletePartnerLink(ctx, params.Id);
    return { Removed: true as const };
  });
}
