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
import { requireSession } from '../../core/auth-guard';
import { registerRoute } from '../../core/route';
import type { SessionData } from '../../core/session';
import type { OidcClient } from '../sso/oidc-client';
import { clearBinding, readBinding } from '../sso/sso-binding-cookie';
import * as invitations from './invitations.service';

/** Company administrators manage their company's invitations; the vendor's admins theirs. */
const ADMINS = ['company_admin', 'admin'] as const;

export function invitationsRoutes(
  app: FastifyInstance,
  { config, oidc }: { config: Config; oidc: OidcClient },
): void {
  const settings = {
    ssoProvider: (id: string) => oidc.provider(id),
    publicUrl: config.publicUrl,
    providerVatCode: config.providerVatCode,
    ttlDays: config.invitationTtlDays,
    maintenance: config.maintenance,
  };
  const ctx = (request: FastifyRequest) => app.serviceContext(request);
  const caller = (request: FastifyRequest) => requireSession(request);
  // The invitee's pages are public; a sign-in still waiting for the parent choice is not signed in.
  const visitor = (request: FastifyRequest): SessionData | undefined =>
    request.session?.awaitingParentChoice ? undefined : request.session;
  const admin = { tag: 'Company', access: ADMINS } as const;
  // Tokens are 256-bit random, but every try costs a lookup: the recovery calls' per-address limit.
  const link = { tag: 'Company', access: 'public', config: { rateLimit: config.recoveryRateLimit } } as const;

  registerRoute(app, companyPeople, admin, ({ request }) =>
    invitations.listCompanyPeople(ctx(request), caller(request), settings),
  );
  registerRoute(app, inviteUser, admin, ({ request, body }) =>
    invitations.inviteUser(ctx(request), caller(request), body, settings),
  );
  registerRoute(app, resendInvitation, admin, ({ request, params }) =>
    invitations.resendInvitation(ctx(request), caller(request), params.id, settings),
  );
  registerRoute(app, revokeInvitation, admin, ({ request, params }) =>
    invitations.revokeInvitation(ctx(request), caller(request), params.id),
  );

  registerRoute(app, readInvitation, link, ({ request, params }) =>
    invitations.readInvitation(ctx(request), params, visitor(request)),
  );
  registerRoute(app, readInvitationUser, link, ({ request, params }) =>
    invitations.readInvitationUser(ctx(request), params, visitor(request)),
  );
  registerRoute(app, completeInvitation, link, async ({ request, reply, params, body }) => {
    const { session, result } = await invitations.completeInvitation(
      ctx(request),
      params,
      body,
      visitor(request),
      readBinding(request),
      settings,
    );
    // A new session under a new id: whoever was signed in here (the same person) now is the new user.
    await reply.startSession(session);
    // Used up by an invitee who came through the provider, or left over from an abandoned attempt.
    clearBinding(reply);
    return result;
  });
}
