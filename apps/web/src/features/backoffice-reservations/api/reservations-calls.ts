import type {
  AppointmentFilter,
  bulkCancelAppointments,
  cancelAppointment,
  confirmTestRequest,
  declineTestRequest,
  deleteService,
  getAppointment,
  listAppointments,
  listOperatorSlots,
  listReservationOperators,
  listServices,
  listTestRequests,
  OperatorSlotFilter,
  rescheduleAppointment,
  ServiceFilter,
  ServiceInput,
  saveService,
  TestRequestFilter,
} from '@sportello/contracts/backoffice/reservations.contract';
import { BACKOFFICE_RESERVATIONS_ROUTES as ROUTES } from '@sportello/contracts/backoffice/reservations.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { env } from '../../../config/env';
import { type ApiResponse, apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/**
 * Every query of the area lives under this key: a service saved renames it in the appointments, an
 * appointment cancelled frees a slot and lowers a service's upcoming count, a request confirmed
 * becomes an appointment and leaves the pending count.
 */
export const RESERVATIONS_KEY = ['backoffice', 'reservations'] as const;

export type SlotFilter = z.input<typeof OperatorSlotFilter>;
/** A free slot of one operator. */
export type OperatorSlot = ApiResponse<typeof listOperatorSlots>[number];

export const servicesQuery = (filter: ServiceFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'services', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listServices>(ROUTES.listServices, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** The choices of the service pickers (a filter, a request's confirmation): one page, by name. */
export const serviceChoicesQuery = servicesQuery({ Page: 0, Size: 100, Sort: 'Name', Desc: false });

/** The back-office users who may deliver a service: the operator pickers. */
export const operatorsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...RESERVATIONS_KEY, 'operators'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listReservationOperators>(ROUTES.listReservationOperators, { signal }),
  staleTime: 60_000,
});

export const appointmentsQuery = (filter: AppointmentFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'appointments', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listAppointments>(ROUTES.listAppointments, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const appointmentQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'appointment', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getAppointment>(ROUTES.getAppointment, { params: { Id: id }, signal }),
  });

export const requestsQuery = (filter: TestRequestFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'requests', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listTestRequests>(ROUTES.listTestRequests, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** How many requests wait for an operator: the page count of a one-row page of the pending ones. */
export const pendingRequestsQuery = requestsQuery({
  Page: 0,
  Size: 1,
  Sort: 'CreatedAt',
  Desc: false,
  Status: 'pending',
});

export const slotsQuery = (filter: SlotFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'slots', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listOperatorSlots>(ROUTES.listOperatorSlots, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const saveServiceCall = (body: ServiceInput) =>
  apiRequest<typeof saveService>(ROUTES.saveService, { body });

export const deleteServiceCall = (id: number) =>
  apiRequest<typeof deleteService>(ROUTES.deleteService, { params: { Id: id } });

export const cancelAppointmentCall = (id: number, reason: string) =>
  apiRequest<typeof cancelAppointment>(ROUTES.cancelAppointment, {
    params: { Id: id },
    body: { Reason: reason },
  });

export const bulkCancelCall = (ids: number[], reason: string) =>
  apiRequest<typeof bulkCancelAppointments>(ROUTES.bulkCancelAppointments, {
    body: { Ids: ids, Reason: reason },
  });

export const rescheduleCall = (id: number, start: string) =>
  apiRequest<typeof rescheduleAppointment>(ROUTES.rescheduleAppointment, {
    params: { Id: id },
    body: { Start: start },
  });

export const confirmRequestCall = (
  id: number,
  body: { ServiceId: number; OperatorId: string; Start: string },
) => apiRequest<typeof confirmTestRequest>(ROUTES.confirmTestRequest, { params: { Id: id }, body });

export const declineRequestCall = (id: number, reason: string) =>
  apiRequest<typeof declineTestRequest>(ROUTES.declineTestRequest, {
    params: { Id: id },
    body: { Reason: reason },
  });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const appointmentsExportUrl = (filter: AppointmentFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportAppointments.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
