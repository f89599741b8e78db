import type {
  BookingInput,
  bookAppointment,
  cancelMyAppointment,
  listBookableServices,
  listFreeSlots,
  listMyAppointments,
  listMyTestRequests,
  requestTestAppointment,
  rescheduleMyAppointment,
  TestAppointmentInput,
} from '@sportello/contracts/reservations/reservations.contract';
import { RESERVATIONS_ROUTES } from '@sportello/contracts/reservations/reservations.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the customer's reservations: a booking, a move or a cancellation refreshes them. */
export const RESERVATIONS_KEY = ['reservations'] as const;
/** The free slots of every service: a slot taken by someone else refreshes them. */
export const SLOTS_KEY = [...RESERVATIONS_KEY, 'slots'] as const;

/** The services the company may book, per user and company parent (`sessionKey`). */
export const servicesQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'services', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof listBookableServices>(RESERVATIONS_ROUTES.listBookableServices, { signal }),
  });

/** The free slots of a service between two days of Europe/Rome (`YYYY-MM-DD`, both included). */
export const freeSlotsQuery = (serviceId: number, from: string, to: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...SLOTS_KEY, serviceId, from, to],
    queryFn: ({ signal }) =>
      apiRequest<typeof listFreeSlots>(RESERVATIONS_ROUTES.listFreeSlots, {
        params: { ServiceId: serviceId },
        query: { From: from, To: to },
        signal,
      }),
  });

/** The caller's appointments (a company admin's: the company's), upcoming first. */
export const myAppointmentsQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'appointments', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof listMyAppointments>(RESERVATIONS_ROUTES.listMyAppointments, { signal }),
  });

/** The caller's product demonstration requests, newest first. */
export const myTestRequestsQuery = (sessionKey: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'test-requests', sessionKey],
    queryFn: ({ signal }) =>
      apiRequest<typeof listMyTestRequests>(RESERVATIONS_ROUTES.listMyTestRequests, { signal }),
  });

export const bookCall = (body: BookingInput) =>
  apiRequest<typeof bookAppointment>(RESERVATIONS_ROUTES.bookAppointment, { body });

export const rescheduleCall = (id: number, start: string) =>
  apiRequest<typeof rescheduleMyAppointment>(RESERVATIONS_ROUTES.rescheduleMyAppointment, {
    params: { Id: id },
    body: { Start: start },
  });

export const cancelCall = (id: number) =>
  apiRequest<typeof cancelMyAppointment>(RESERVATIONS_ROUTES.cancelMyAppointment, { params: { Id: id } });

export const requestTestCall = (body: TestAppointmentInput) =>
  apiRequest<typeof requestTestAppointment>(RESERVATIONS_ROUTES.requestTestAppointment, { body });
