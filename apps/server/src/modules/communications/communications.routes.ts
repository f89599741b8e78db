import {
  deleteCommunication,
  deleteCommunications,
  exportCommunications,
  getCommunication,
  listCommunications,
  saveCommunication,
} from '@sportello/contracts/backoffice/communications.contract';
import { getNews, listNews, listPopupNews, markNewsRead } from '@sportello/contracts/news/news.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import { requirePermission, scopeFor } from '../access/access.service';
import * as service from './communications.service';
import * as news from './news.service';

export function communicationsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const tx = database.db;
  // The back office is for staff; the news calls below are for every signed-in user.
  const options = { tag: 'Communications', access: ['operator', 'admin'] } as const;
  const customers = { tag: 'Communications', access: 'signed-in' } as const;

  /** The back-office guard: the permission for the action; its scope bounds what the service touches. */
  const editor = async (
    request: FastifyRequest,
    action: 'list' | 'read' | 'create' | 'update' | 'delete' | 'export',
  ) => {
    const session = requireSession(request);
    const grant = await requirePermission({ tx }, session, 'communications', action);
    return { session, editor: { grant, companyId: session.companyId } };
  };

  registerRoute(app, listCommunications, options, async ({ request, params }) => {
    const { session, editor: e } = await editor(request, 'list');
    const update = await scopeFor({ tx }, session, 'communications', 'update');
    return service.listCommunications({ tx }, e, update, params.filter);
  });

  registerRoute(app, getCommunication, options, async ({ request, params }) => {
    const { session, editor: e } = await editor(request, 'read');
    const update = await scopeFor({ tx }, session, 'communications', 'update');
    return service.getCommunication({ tx }, e, update, params.Id);
  });

  registerRoute(app, saveCommunication, options, async ({ request, body }) => {
    const { editor: e } = await editor(request, body.Id < 1 ? 'create' : 'update');
    return service.saveCommunication({ tx, log: request.log }, e, body);
  });

  registerRoute(app, deleteCommunication, options, async ({ request, params }) => {
    const { editor: e } = await editor(request, 'delete');
    return { Deleted: await service.deleteCommunications({ tx, log: request.log }, e, [params.Id]) };
  });

  registerRoute(app, deleteCommunications, options, async ({ request, params }) => {
    const { editor: e } = await editor(request, 'delete');
    return { Deleted: await service.deleteCommunications({ tx, log: request.log }, e, params.filter.Ids) };
  });

  registerRoute(app, exportCommunications, options, async ({ request, reply, params }) => {
    const { editor: e } = await editor(request, 'export');
    const csv = await service.exportCommunications({ tx }, e, params.filter);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="communications.csv"')
      .send(csv);
  });

  // The customer side: any signed-in user, limited to what their company and role may see.
  registerRoute(app, listNews, customers, async ({ request, params }) =>
    news.listNewsFor({ tx }, requireSession(request), params.filter),
  );

  registerRoute(app, getNews, customers, async ({ request, params }) =>
    news.getNewsFor({ tx }, requireSession(request), params.Id),
  );

  registerRoute(app, markNewsRead, customers, async ({ request, params }) => {
    await news.markNewsReadFor({ tx }, requireSession(request), params.Id);
    return { Read: true };
  });

  registerRoute(app, listPopupNews, customers, async ({ request }) => ({
    Items: await news.popupNewsFor({ tx }, requireSession(request)),
  }));
}
