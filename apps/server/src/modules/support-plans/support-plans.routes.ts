import {
  deletePlan,
  deleteSubscription,
  listPlans,
  listSubscriptions,
  savePlan,
  saveSubscription,
} from '@sportello/contracts/backoffice/support-plans.contract';
import { getMyPlan } from '@sportello/contracts/support-plans/support-plans.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as plans from './support-plans.service';

/** Plans and subscriptions in the back office (resource `plans`), and a customer's own plan. */
export function supportPlansRoutes(app: FastifyInstance): void {
  registerRoute(app, getMyPlan, { tag: 'Support', access: 'signed-in', area: 'support' }, ({ ctx }) =>
    plans.getMyPlan(ctx),
  );

  const options = { tag: 'Helpdesk', access: ['operator', 'admin'] } as const;
  registerRoute(app, listPlans, options, ({ ctx }) => plans.listPlans(ctx));
  registerRoute(app, savePlan, options, ({ ctx, body }) => plans.savePlan(ctx, body));
  registerRoute(app, deletePlan, options, ({ ctx, params }) => plans.deletePlan(ctx, params.Id));
  registerRoute(app, listSubscriptions, options, ({ ctx, params }) =>
    plans.listSubscriptions(ctx, params.filter),
  );
  registerRoute(app, saveSubscription, options, ({ ctx, body }) => plans.saveSubscription(ctx, body));
  registerRoute(app, deleteSubscription, options, ({ ctx, params }) =>
    plans.deleteSubscription(ctx, params.Id),
  );
}
