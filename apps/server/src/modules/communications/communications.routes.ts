import {
  deleteCommunication,
  deleteCommunications,
  exportCommunications,
  getAudienceValues,
  getCommunication,
  getCommunicationDelivery,
  listCommunications,
  saveCommunication,
} from '@sportello/contracts/backoffice/communications.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as service from './communications.service';

/** The back office's communications; who may do what is the service's check (communications.policy.ts). */
export function communicationsRoutes(app: FastifyInstance, { smsAvailable }: { smsAvailable: boolean }) {
  const options = { tag: 'Communications', access: ['operator', 'admin'] } as const;

  registerRoute(app, listCommunications, options, ({ ctx, params }) =>
    service.listCommunications(ctx, params.filter),
  );

  registerRoute(app, getCommunication, options, ({ ctx, params }) =>
    service.getCommunication(ctx, params.Id),
  );

  registerRoute(app, getCommunicationDelivery, options, ({ ctx, params }) =>
    service.communicationDelivery(ctx, params.Id, smsAvailable),
  );

  registerRoute(app, getAudienceValues, options, ({ ctx }) => service.audienceValues(ctx));

  registerRoute(app, saveCommunication, options, ({ ctx, body }) => service.saveCommunication(ctx, body));

  registerRoute(app, deleteCommunication, options, async ({ ctx, params }) => ({
    Deleted: await service.deleteCommunications(ctx, [params.Id]),
  }));

  registerRoute(app, deleteCommunications, options, async ({ ctx, params }) => ({
    Deleted: await service.deleteCommunications(ctx, params.filter.Ids),
  }));

  registerRoute(app, exportCommunications, options, async ({ ctx, reply, params, query }) => {
    const file = await service.exportCommunications(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'communications.csv', ...file });
  });
}
