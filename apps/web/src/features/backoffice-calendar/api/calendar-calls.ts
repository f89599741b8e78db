import type {
  AbsenceInput,
  CalendarFilter,
  CreateAppointmentInput,
  cancelAppointment,
  createAppointment,
  deleteAbsence,
  getCalendar,
  getMyCalendarFeed,
  listOperatorSlots,
  listReservationOperators,
  listServices,
  renewMyCalendarFeed,
  rescheduleAppointment,
  revokeMyCalendarFeed,
  saveAbsence,
} from '@sportello/contracts/backoffice/reservations.contract';
import { BACKOFFICE_RESERVATIONS_ROUTES as ROUTES } from '@sportello/contracts/backoffice/reservations.routes';
import { MAX_PAGE_SIZE } from '@sportello/contracts/common/pagination';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/**
 * Every reservations answer of the back office sits under this key (the services, appointments and
 * requests pages use it too): an appointment booked, moved or cancelled here refreshes their lists,
 * and theirs refresh the calendar.
 */
export const RESERVATIONS_KEY = ['backoffice', 'reservations'] as const;

/** The calendar's appointments, absences and due CRM actions of the visible range. */
export const calendarQuery = (filter: CalendarFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'calendar', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof getCalendar>(ROUTES.getCalendar, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
    // Going to the next week keeps the last one on screen until the new one comes, not an empty grid.
    placeholderData: keepPreviousData,
  });

/** The back-office users who may deliver a service (`Me` the caller); they change seldom. */
export const operatorsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...RESERVATIONS_KEY, 'operators'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listReservationOperators>(ROUTES.listReservationOperators, { signal }),
  staleTime: 60_000,
});

/** The services offered now, by name: a vendor has a handful, so one page holds them all. */
export const enabledServicesQuery = queryOptions({
  ...PER_USER,
  queryKey: [...RESERVATIONS_KEY, 'services', 'enabled'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listServices>(ROUTES.listServices, {
      params: {
        filter: filterSegment({ Page: 0, Size: MAX_PAGE_SIZE, Sort: 'Name', Desc: false, Enabled: true }),
      },
      signal,
    }),
  staleTime: 60_000,
});

/** An operator's free slots of a service, between two Rome days (both included). */
export const operatorSlotsQuery = (filter: {
  ServiceId: number;
  OperatorId: string;
  From: string;
  To: string;
}) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...RESERVATIONS_KEY, 'slots', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listOperatorSlots>(ROUTES.listOperatorSlots, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** Moves an appointment to `start`, with the same operator. */
export const rescheduleCall = (id: number, start: string) =>
  apiRequest<typeof rescheduleAppointment>(ROUTES.rescheduleAppointment, {
    params: { Id: id },
    body: { Start: start },
  });

export const cancelCall = (id: number, reason: string) =>
  apiRequest<typeof cancelAppointment>(ROUTES.cancelAppointment, {
    params: { Id: id },
    body: { Reason: reason },
  });

export const createAppointmentCall = (body: CreateAppointmentInput) =>
  apiRequest<typeof createAppointment>(ROUTES.createAppointment, { body });

export const saveAbsenceCall = (body: AbsenceInput) =>
  apiRequest<typeof saveAbsence>(ROUTES.saveAbsence, { body });

export const deleteAbsenceCall = (id: number) =>
  apiRequest<typeof deleteAbsence>(ROUTES.deleteAbsence, { params: { Id: id } });

/** Whether the caller has a private calendar address (the address itself is shown only when made). */
export const feedQuery = queryOptions({
  ...PER_USER,
  queryKey: [...RESERVATIONS_KEY, 'feed'],
  queryFn: ({ signal }) => apiRequest<typeof getMyCalendarFeed>(ROUTES.getMyCalendarFeed, { signal }),
});

/** A new private address; the previous one stops working. */
export const renewFeedCall = () => apiRequest<typeof renewMyCalendarFeed>(ROUTES.renewMyCalendarFeed);

export const revokeFeedCall = () => apiRequest<typeof revokeMyCalendarFeed>(ROUTES.revokeMyCalendarFeed);
