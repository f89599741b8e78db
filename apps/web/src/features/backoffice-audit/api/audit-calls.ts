import type { AuditFilter, listAuditEntries } from '@sportello/contracts/backoffice/audit.contract';
import { AUDIT_ROUTES } from '@sportello/contracts/backoffice/audit.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'audit', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listAuditEntries>(AUDIT_ROUTES.listAuditEntries, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });
