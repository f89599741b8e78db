import * as desk from '@sportello/contracts/backoffice/pay-services.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import * as app_ from '@sportello/contracts/pay-services/pay-services.contract';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as requests from './pay-requests.service';
import type { PayServicesSettings } from './pay-services.mails';
import * as customers from './pay-services.service';
import * as catalogue from './pay-services-catalogue.service';

/**
 * The paid services' calls: a customer's (behind the `pay-services` area of the customer
 * capabilities) and the back office's. Who may do what is the services' check (pay-services.policy.ts).
 */
export function payServicesRoutes(app: FastifyInstance, settings: PayServicesSettings): void {
  const customer = { tag: 'Paid services', access: 'signed-in', area: 'pay-services' } as const;

  registerRoute(app, app_.listOfferedServices, customer, ({ ctx }) => customers.listOfferedServices(ctx));
  registerRoute(app, app_.requestPayService, customer, ({ ctx, body }) =>
    customers.requestPayService(ctx, body),
  );
  registerRoute(app, app_.listMyPayRequests, customer, ({ ctx }) => customers.listMyPayRequests(ctx));

  const backoffice = { tag: 'Paid services', access: ['operator', 'admin'] } as const;

  registerRoute(app, desk.listPayTypes, backoffice, ({ ctx }) => catalogue.listPayTypes(ctx));
  registerRoute(app, desk.savePayType, backoffice, ({ ctx, body }) => catalogue.savePayType(ctx, body));
  registerRoute(app, desk.deletePayType, backoffice, ({ ctx, params }) =>
    catalogue.deletePayType(ctx, params.Id),
  );
  registerRoute(app, desk.listPayServices, backoffice, ({ ctx, params }) =>
    catalogue.listPayServices(ctx, params.filter),
  );
  registerRoute(app, desk.getPayService, backoffice, ({ ctx, params }) =>
    catalogue.getPayService(ctx, params.Id),
  );
  registerRoute(app, desk.savePayService, backoffice, ({ ctx, body }) => catalogue.savePayService(ctx, body));
  registerRoute(app, desk.deletePayService, backoffice, ({ ctx, params }) =>
    catalogue.deletePayService(ctx, params.Id),
  );

  registerRoute(app, desk.listPayRequests, backoffice, ({ ctx, params }) =>
    requests.listPayRequests(ctx, params.filter),
  );
  registerRoute(app, desk.exportPayRequests, backoffice, async ({ ctx, reply, params, query }) => {
    const file = await requests.exportPayRequests(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'pay-requests.csv', ...file });
  });
  registerRoute(app, desk.approvePayRequest, backoffice, ({ ctx, params, body }) =>
    requests.approvePayRequest(ctx, params.Id, body.Reason, settings),
  );
  registerRoute(app, desk.rejectPayRequest, backoffice, ({ ctx, params, body }) =>
    requests.rejectPayRequest(ctx, params.Id, body.Reason, settings),
  );
}
