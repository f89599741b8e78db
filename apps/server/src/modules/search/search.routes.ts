import { searchBackoffice } from '@sportello/contracts/backoffice/search.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as service from './search.service';

/** The back office's global search; each list checks its own permission (search.service.ts). */
export function searchRoutes(app: FastifyInstance): void {
  registerRoute(app, searchBackoffice, { tag: 'Search', access: ['operator', 'admin'] }, ({ ctx, query }) =>
    service.searchBackoffice(ctx, query.Text),
  );
}
