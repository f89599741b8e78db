// Plain data of reservations.contract.ts: the web app uses it without loading the schemas (decision 022).

/** What a reservable service is: a meeting with one operator, or a session several people attend. */
export const SERVICE_KINDS = ['consultancy', 'installation', 'course', 'demo'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** Where an appointment takes place. */
export const PLACES = ['on_site', 'phone', 'video'] as const;
export type Place = (typeof PLACES)[number];

export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A customer's request for a product demonstration (`POST /api/App/Test/Appointment`). */
export const REQUEST_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 4000;
export const PLACE_DETAIL_MAX = 300;
export const APPOINTMENT_NOTES_MAX = 1000;
/** The longest stretch of days one call of free slots covers (a month view and a bit). */
export const SLOT_RANGE_DAYS_MAX = 62;
/** The longest a service lasts, and the longest buffer after it, in minutes. */
export const DURATION_MAX_MINUTES = 8 * 60;
export const BUFFER_MAX_MINUTES = 120;
/** The most people one session of a course takes. */
export const SEATS_MAX = 500;
/** Lead time and cancellation cut-off, in hours. */
export const NOTICE_MAX_HOURS = 24 * 60;
/** The time zone slots are offered and mails are written in. */
export const RESERVATIONS_TIME_ZONE = 'Europe/Rome';
