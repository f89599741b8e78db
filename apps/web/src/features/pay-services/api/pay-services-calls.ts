import type {
  listMyPayRequests,
  listOfferedServices,
  PayRequestInput,
  requestPayService,
} from '@sportello/contracts/pay-services/pay-services.contract';
import { PAY_SERVICES_ROUTES } from '@sportello/contracts/pay-services/pay-services.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the paid services: a request sent refreshes the catalogue's "waiting" and the history. */
export const PAY_SERVICES_KEY = ['pay-services'] as const;

/** The services offered to the company, per user and company parent (`sessionKey`). */
export const offeredServicesQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PAY_SERVICES_KEY, 'services', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof listOfferedServices>(PAY_SERVICES_ROUTES.listOfferedServices, { signal }),
  });

/** The company's requests, newest first. */
export const myPayRequestsQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PAY_SERVICES_KEY, 'requests', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof listMyPayRequests>(PAY_SERVICES_ROUTES.listMyPayRequests, { signal }),
  });

export const requestPayServiceCall = (body: PayRequestInput) =>
  apiRequest<typeof requestPayService>(PAY_SERVICES_ROUTES.requestPayService, { body });
