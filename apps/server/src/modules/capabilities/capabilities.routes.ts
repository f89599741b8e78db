import {
  deleteCapabilityRule,
  listCapabilityRules,
  myCapabilities,
  saveCapabilityRule,
} from '@sportello/contracts/capabilities/capabilities.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as capabilities from './capabilities.service';

/** Customer capabilities; who may do what is the service's check (capabilities.policy.ts). */
export function capabilitiesRoutes(app: FastifyInstance): void {
  // Every signed-in user: the web shows a customer only the areas granted (staff get them all).
  registerRoute(app, myCapabilities, { tag: 'App', access: 'signed-in' }, ({ ctx }) =>
    capabilities.myCapabilities(ctx),
  );

  const options = { tag: 'Capabilities', access: ['operator', 'admin'] } as const;

  registerRoute(app, listCapabilityRules, options, ({ ctx, params }) =>
    capabilities.listRules(ctx, params.filter),
  );

  registerRoute(app, saveCapabilityRule, options, ({ ctx, body }) => capabilities.saveRule(ctx, body));

  registerRoute(app, deleteCapabilityRule, options, ({ ctx, params }) =>
    capabilities.deleteRule(ctx, params.Id),
  );
}
