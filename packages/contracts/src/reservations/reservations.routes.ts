import type { RouteDescriptor } from '../common/route';

/** Method and path of each customer call of reservations.contract.ts, without its schemas (decision 022). */
export const RESERVATIONS_ROUTES = {
  listBookableServices: { method: 'GET', path: '/api/App/Reservations/Services' },
  listFreeSlots: { method: 'GET', path: '/api/App/Reservations/Slots/:ServiceId' },
  bookAppointment: { method: 'POST', path: '/api/App/Reservations/Book' },
  listMyAppointments: { method: 'GET', path: '/api/App/Reservations/Appointments' },
  rescheduleMyAppointment: { method: 'POST', path: '/api/App/Reservations/Appointments/:Id/Reschedule' },
  cancelMyAppointment: { method: 'POST', path: '/api/App/Reservations/Appointments/:Id/Cancel' },
  requestTestAppointment: { method: 'POST', path: '/api/App/Test/Appointment' },
  listMyTestRequests: { method: 'GET', path: '/api/App/Test/Appointment' },
} as const satisfies Record<string, RouteDescriptor>;
