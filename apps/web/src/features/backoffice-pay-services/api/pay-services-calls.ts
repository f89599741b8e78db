import type {
  approvePayRequest,
  deletePayService,
  deletePayType,
  listPayRequests,
  listPayServices,
  listPayTypes,
  PayRequestFilter,
  PayServiceFilter,
  PayServiceInput,
  PayTypeInput,
  rejectPayRequest,
  savePayService,
  savePayType,
} from '@sportello/contracts/backoffice/pay-services.contract';
import { BACKOFFICE_PAY_SERVICES_ROUTES as ROUTES } from '@sportello/contracts/backoffice/pay-services.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/**
 * Every query of the area lives under this key: a type renamed renames it in the services, a
 * request decided leaves the pending count and changes the services' request counts.
 */
export const PAY_KEY = ['backoffice', 'pay-services'] as const;

export const typesQuery = queryOptions({
  ...PER_USER,
  queryKey: [...PAY_KEY, 'types'],
  queryFn: ({ signal }) => apiRequest<typeof listPayTypes>(ROUTES.listPayTypes, { signal }),
});

export const servicesQuery = (filter: PayServiceFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PAY_KEY, 'services', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listPayServices>(ROUTES.listPayServices, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** The choices of the requests' service filter: one page, by name. */
export const serviceChoicesQuery = servicesQuery({ Page: 0, Size: 100, Sort: 'Name', Desc: false });

export const requestsQuery = (filter: PayRequestFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PAY_KEY, 'requests', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listPayRequests>(ROUTES.listPayRequests, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** How many requests wait for a decision: the total of a one-row page of the pending ones. */
export const pendingRequestsQuery = requestsQuery({
  Page: 0,
  Size: 1,
  Sort: 'CreatedAt',
  Desc: false,
  Status: 'pending',
});

export const saveTypeCall = (body: PayTypeInput) =>
  apiRequest<typeof savePayType>(ROUTES.savePayType, { body });

export const deleteTypeCall = (id: number) =>
  apiRequest<typeof deletePayType>(ROUTES.deletePayType, { params: { Id: id } });

export const saveServiceCall = (body: PayServiceInput) =>
  apiRequest<typeof savePayService>(ROUTES.savePayService, { body });

export const deleteServiceCall = (id: number) =>
  apiRequest<typeof deletePayService>(ROUTES.deletePayService, { params: { Id: id } });

export const approveCall = (id: number, reason: string) =>
  apiRequest<typeof approvePayRequest>(ROUTES.approvePayRequest, {
    params: { Id: id },
    body: { Reason: reason },
  });

export const rejectCall = (id: number, reason: string) =>
  apiRequest<typeof rejectPayRequest>(ROUTES.rejectPayRequest, {
    params: { Id: id },
    body: { Reason: reason },
  });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const requestsExportUrl = (filter: PayRequestFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportPayRequests.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
