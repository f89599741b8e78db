import { listOwnIdentities, unlinkOwnIdentity } from '@sportello/contracts/auth/sso.contract';
import {
  listIdentities,
  listUserIdentities,
  unlinkIdentity,
} from '@sportello/contracts/backoffice/identities.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as identities from './identities.service';

/**
 * Identity-provider users in the back office, and a user's own links on their profile; who may do
 * what is the service's check.
 */
export function identitiesRoutes(app: FastifyInstance): void {
  const own = { tag: 'SSO', access: 'signed-in' } as const;
  registerRoute(app, listOwnIdentities, own, ({ ctx }) => identities.listOwnIdentities(ctx));
  registerRoute(app, unlinkOwnIdentity, own, ({ ctx, params }) =>
    identities.unlinkOwnIdentity(ctx, params.Id),
  );
  const options = { tag: 'Identities', access: ['operator', 'admin'] } as const;
  registerRoute(app, listIdentities, options, ({ ctx, params }) =>
    identities.listIdentities(ctx, params.filter),
  );
  registerRoute(app, listUserIdentities, options, ({ ctx, params }) =>
    identities.listUserIdentities(ctx, params.Id),
  );
  registerRoute(app, unlinkIdentity, options, ({ ctx, params }) => identities.unlinkIdentity(ctx, params.Id));
}
