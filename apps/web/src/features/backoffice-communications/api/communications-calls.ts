import type {
  CommunicationFilter,
  CommunicationInput,
  deleteCommunication,
  deleteCommunications,
  getAudienceValues,
  getCommunication,
  getCommunicationDelivery,
  listCommunications,
  saveCommunication,
} from '@sportello/contracts/backoffice/communications.contract';
import { COMMUNICATIONS_ROUTES } from '@sportello/contracts/backoffice/communications.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const communicationsQuery = (filter: CommunicationFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'communications', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listCommunications>(COMMUNICATIONS_ROUTES.listCommunications, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const communicationQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'communication', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getCommunication>(COMMUNICATIONS_ROUTES.getCommunication, {
        params: { Id: id },
        signal,
      }),
  });

/**
 * What an SMS/e-mail communication sent, by channel: looked at again every few seconds while it is
 * due to be sent or its messages are on their way.
 */
export const communicationDeliveryQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'communication', id, 'delivery'],
    queryFn: ({ signal }) =>
      apiRequest<typeof getCommunicationDelivery>(COMMUNICATIONS_ROUTES.getCommunicationDelivery, {
        params: { Id: id },
        signal,
      }),
    refetchInterval: (query) => {
      const d = query.state.data;
      const underway = (c: { Total: number; Sent: number; Failed: number }) => c.Sent + c.Failed < c.Total;
      return !d || d.DispatchedAt === null || underway(d.Email) || underway(d.Sms) ? 5000 : false;
    },
  });

/** The company types and group codes companies have: what the audience filters offer. */
export const audienceValuesQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'communications', 'audience'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getAudienceValues>(COMMUNICATIONS_ROUTES.getAudienceValues, { signal }),
  staleTime: 5 * 60_000,
});

export const saveCommunicationCall = (body: CommunicationInput) =>
  apiRequest<typeof saveCommunication>(COMMUNICATIONS_ROUTES.saveCommunication, { body });

export const deleteCommunicationCall = (id: number) =>
  apiRequest<typeof deleteCommunication>(COMMUNICATIONS_ROUTES.deleteCommunication, { params: { Id: id } });

export const deleteCommunicationsCall = (ids: number[]) =>
  apiRequest<typeof deleteCommunications>(COMMUNICATIONS_ROUTES.deleteCommunications, {
    params: { filter: filterSegment({ Ids: ids }) },
  });

/**
 * The server builds the CSV in the chosen code page; the browser downloads it through a plain link
 * (the session cookie goes along).
 */
export const communicationsExportUrl = (filter: CommunicationFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(COMMUNICATIONS_ROUTES.exportCommunications.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
