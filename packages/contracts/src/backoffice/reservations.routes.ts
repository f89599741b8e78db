import type { RouteDescriptor } from '../common/route';

/** Method and path of each back-office call of reservations.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_RESERVATIONS_ROUTES = {
  listServices: { method: 'GET', path: '/api/BackOffice/Reservations/Services/Filters/:filter' },
  getService: { method: 'GET', path: '/api/BackOffice/Reservations/Services/Detail/:Id' },
  saveService: { method: 'POST', path: '/api/BackOffice/Reservations/Services/Save' },
  deleteService: { method: 'DELETE', path: '/api/BackOffice/Reservations/Services/Delete/:Id' },
  listReservationOperators: { method: 'GET', path: '/api/BackOffice/Reservations/Operators' },
  listAppointments: { method: 'GET', path: '/api/BackOffice/Reservations/Appointments/Filters/:filter' },
  exportAppointments: { method: 'GET', path: '/api/BackOffice/Reservations/Appointments/Export/:filter' },
  getAppointment: { method: 'GET', path: '/api/BackOffice/Reservations/Appointments/Detail/:Id' },
  createAppointment: { method: 'POST', path: '/api/BackOffice/Reservations/Appointments/Create' },
  rescheduleAppointment: {
    method: 'POST',
    path: '/api/BackOffice/Reservations/Appointments/:Id/Reschedule',
  },
  cancelAppointment: { method: 'POST', path: '/api/BackOffice/Reservations/Appointments/:Id/Cancel' },
  bulkCancelAppointments: { method: 'POST', path: '/api/BackOffice/Reservations/Appointments/BulkCancel' },
  listOperatorSlots: { method: 'GET', path: '/api/BackOffice/Reservations/Slots/:filter' },
  getCalendar: { method: 'GET', path: '/api/BackOffice/Reservations/Calendar/:filter' },
  saveAbsence: { method: 'POST', path: '/api/BackOffice/Reservations/Absences/Save' },
  deleteAbsence: { method: 'DELETE', path: '/api/BackOffice/Reservations/Absences/Delete/:Id' },
  listTestRequests: { method: 'GET', path: '/api/BackOffice/Reservations/Requests/Filters/:filter' },
  confirmTestRequest: { method: 'POST', path: '/api/BackOffice/Reservations/Requests/:Id/Confirm' },
  declineTestRequest: { method: 'POST', path: '/api/BackOffice/Reservations/Requests/:Id/Decline' },
  getMyCalendarFeed: { method: 'GET', path: '/api/BackOffice/Reservations/Feed' },
  renewMyCalendarFeed: { method: 'POST', path: '/api/BackOffice/Reservations/Feed' },
  revokeMyCalendarFeed: { method: 'DELETE', path: '/api/BackOffice/Reservations/Feed' },
  calendarFeed: { method: 'GET', path: '/api/Calendar/Feed/:Token' },
} as const satisfies Record<string, RouteDescriptor>;
