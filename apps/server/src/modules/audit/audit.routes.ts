import { listAuditEntries } from '@sportello/contracts/backoffice/audit.contract';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import { requirePermission } from '../access/access.service';
import { listAuditEntries as list } from './audit.service';

export function auditRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const tx = database.db;
  registerRoute(
    app,
    listAuditEntries,
    { tag: 'Back office', access: ['operator', 'admin'] },
    async ({ request, params }) => {
      await requirePermission({ tx }, requireSession(request), 'audit', 'list');
      return list({ tx }, params.filter);
    },
  );
}
