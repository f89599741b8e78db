import { listAuditEntries } from '@sportello/contracts/backoffice/audit.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import { listAuditEntries as list } from './audit.service';

export function auditRoutes(app: FastifyInstance) {
  registerRoute(
    app,
    listAuditEntries,
    { tag: 'Back office', access: ['operator', 'admin'] },
    ({ ctx, params }) => list(ctx, params.filter),
  );
}
