import * as crm from '@sportello/contracts/backoffice/crm.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as service from './crm.service';

/** The CRM's calls (who may do what is the service's check, resource `crm`) and `getactivities`. */
export function crmRoutes(app: FastifyInstance): void {
  const backoffice = { tag: 'CRM', access: ['operator', 'admin'] } as const;
  registerRoute(app, crm.getTimeline, backoffice, ({ ctx, params }) =>
    service.getTimeline(ctx, params.CompanyId, params.filter),
  );
  registerRoute(app, crm.saveActivity, backoffice, ({ ctx, body }) => service.saveActivity(ctx, body));
  registerRoute(app, crm.completeActivity, backoffice, ({ ctx, params }) =>
    service.completeActivity(ctx, params.Id),
  );
  registerRoute(app, crm.deleteActivity, backoffice, ({ ctx, params }) =>
    service.deleteActivity(ctx, params.Id),
  );
  registerRoute(app, crm.listCrmOwners, backoffice, ({ ctx }) => service.listCrmOwners(ctx));
  // Customers and staff alike: each gets their own upcoming activities.
  registerRoute(app, crm.getActivities, { tag: 'App', access: 'signed-in' }, ({ ctx }) =>
    service.getActivities(ctx),
  );
}
