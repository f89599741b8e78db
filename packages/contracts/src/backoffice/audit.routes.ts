import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of audit.contract.ts, without its schemas (decision 022). */
export const AUDIT_ROUTES = {
  listAuditEntries: { method: 'GET', path: '/api/App/Audit/Filters/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
