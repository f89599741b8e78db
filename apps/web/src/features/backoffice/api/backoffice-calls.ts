import {
  type BackofficeRole,
  getMyPermissions,
  listBackofficeUsers,
  saveBackofficeRole,
} from '@sportello/contracts/backoffice/access.contract';
import { type AuditFilter, listAuditEntries } from '@sportello/contracts/backoffice/audit.contract';
import {
  type CommunicationFilter,
  type CommunicationInput,
  deleteCommunication,
  deleteCommunications,
  exportCommunications,
  getCommunication,
  listCommunications,
  saveCommunication,
} from '@sportello/contracts/backoffice/communications.contract';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const permissionsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'permissions'],
  queryFn: ({ signal }) => apiRequest(getMyPermissions, { signal }),
  staleTime: 60_000,
  retry: false,
});

export const communicationsQuery = (filter: CommunicationFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'communications', filter],
    queryFn: ({ signal }) =>
      apiRequest(listCommunications, { params: { filter: filterSegment(filter) }, signal }),
  });

export const communicationQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'communication', id],
    queryFn: ({ signal }) => apiRequest(getCommunication, { params: { Id: id }, signal }),
  });

export const saveCommunicationCall = (body: CommunicationInput) => apiRequest(saveCommunication, { body });

export const deleteCommunicationCall = (id: number) =>
  apiRequest(deleteCommunication, { params: { Id: id } });

export const deleteCommunicationsCall = (ids: number[]) =>
  apiRequest(deleteCommunications, { params: { filter: filterSegment({ Ids: ids }) } });

/** The server builds the CSV; the browser downloads it through a plain link (the session cookie goes along). */
export const communicationsExportUrl = (filter: CommunicationFilter) =>
  `${env.apiBaseUrl}${routePath(exportCommunications.path, { filter: filterSegment(filter) })}?state=true`;

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'audit', filter],
    queryFn: ({ signal }) =>
      apiRequest(listAuditEntries, { params: { filter: filterSegment(filter) }, signal }),
  });

export const rolesQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'roles'],
  queryFn: ({ signal }) => apiRequest(listBackofficeUsers, { signal }),
});

export const saveRoleCall = (body: { UserId: string; Role: BackofficeRole }) =>
  apiRequest(saveBackofficeRole, { body });
