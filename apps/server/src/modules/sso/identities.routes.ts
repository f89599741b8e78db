import {
  listIdentities,
  listUserIdentities,
  unlinkIdentity,
} from '@sportello/contracts/backoffice/identities.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as identities from './identities.service';

/** Identity-provider users in the back office; who may do what is the service's check. */
export function identitiesRoutes(app: FastifyInstance): void {
  const options = { tag: 'Identities', access: ['operator', 'admin'] } as const;
  registerRoute(app, listIdentities, options, ({ ctx, params }) =>
    identities.listIdentities(ctx, params.filter),
  );
  registerRoute(app, listUserIdentities, options, ({ ctx, params }) =>
    identities.listUserIdentities(ctx, params.Id),
  );
  registerRoute(app, unlinkIdentity, options, ({ ctx, params }) => identities.unlinkIdentity(ctx, params.Id));
}
