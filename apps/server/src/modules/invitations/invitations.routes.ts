import {
  companyPeople,
  completeInvitation,
  inviteUser,
  readInvitation,
  readInvitationUser,
  resendInvitation,
  revokeInvitation,
} from '@sportello/contracts/companies/invitations.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { registerRoute } from '../../core/route';
import type { OidcClient } from '../sso/oidc-client';
import { clearBinding, readBinding } from '../sso/sso-binding-cookie';
import * as invitations from './invitations.service';
import type { SessionOrigin } from './invitations.values';
import * as completion from './invitations-completion.service';

/**
 * Company administrators manage their company's invitations; the vendor's staff theirs, as far as
 * their back-office role allows (checked in the service: an invitation gives a back-office role).
 */
const MANAGERS = ['company_admin', 'operator', 'admin'] as const;

export function invitationsRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
): void {
  const settings = {
    ssoProvider: (id: string) => oidc.provider(id),
    publicUrl: config.publicUrl,
    ttlDays: config.invitationTtlDays,
  };
  // How the invitee's browser is signed in, if it is (a sign-in waiting for its parent choice is not).
  const origin = (request: FastifyRequest): SessionOrigin | undefined =>
    request.session && !request.session.awaitingParentChoice ? request.session : undefined;
  const admin = { tag: 'Company', access: MANAGERS } as const;
  // Tokens are 256-bit random, but every try costs a lookup: the recovery calls' per-address limit.
  const link = { tag: 'Company', access: 'public', config: { rateLimit: config.recoveryRateLimit } } as const;

  registerRoute(app, companyPeople, admin, ({ ctx }) => invitations.listCompanyPeople(ctx));
  registerRoute(app, inviteUser, admin, ({ ctx, body }) => invitations.inviteUser(ctx, body, settings));
  registerRoute(app, resendInvitation, admin, ({ ctx, params }) =>
    invitations.resendInvitation(ctx, params.id, settings),
  );
  registerRoute(app, revokeInvitation, admin, ({ ctx, params }) =>
    invitations.revokeInvitation(ctx, params.id),
  );

  registerRoute(app, readInvitation, link, ({ ctx, params }) => completion.readInvitation(ctx, params));
  registerRoute(app, readInvitationUser, link, ({ ctx, params }) =>
    completion.readInvitationUser(ctx, params),
  );
  registerRoute(app, completeInvitation, link, async ({ ctx, request, reply, params, body }) => {
    const { session, result } = await completion.completeInvitation(
      ctx,
      params,
      body,
      { session: origin(request), binding: readBinding(request), ip: request.ip },
      settings,
    );
    // A new session under a new id: whoever was signed in here (the same person) now is the new user.
    await reply.startSession(session);
    // Used up by an invitee who came through the provider, or left over from an abandoned attempt.
    clearBinding(reply);
    return result;
  });
}
