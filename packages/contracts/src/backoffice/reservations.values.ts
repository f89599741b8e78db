// Plain data of reservations.contract.ts (back office): the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const SERVICE_SORT_FIELDS = ['Name', 'Kind', 'UpdatedAt'] as const;
export const APPOINTMENT_SORT_FIELDS = ['Start', 'Company', 'Service', 'Operator', 'CreatedAt'] as const;
export const REQUEST_SORT_FIELDS = ['CreatedAt', 'Company', 'Product', 'PreferredDate'] as const;
export const ABSENCE_REASON_MAX = 200;
export const DECLINE_NOTE_MAX = 1000;
/** The longest stretch one calendar call covers, in days (a month view with the weeks around it). */
export const CALENDAR_RANGE_DAYS_MAX = 62;

/**
 * The reservable services: the whole back office reads them (an operator books from them); what
 * customers are offered is the admins' to define.
 */
export const RESERVATION_SERVICES_ACCESS = defineResourceAccess('reservation-services', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});

/**
 * Appointments, absences and demonstration requests: the whole back office reads the calendar;
 * an operator books for a company and works the request queue (`create`), and moves or cancels
 * their own appointments and marks their own absences (`update` own); admins do so for anyone.
 */
export const RESERVATIONS_ACCESS = defineResourceAccess('reservations', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', create: 'all', update: 'own', export: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', export: 'all' },
});
