import { z } from 'zod';
import { int4Id, int4IdText, wireDate, wireInstant } from '../common/column-ranges';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PHONE_STRICT_PATTERN } from '../rules/patterns';
import { PRODUCTS } from '../tickets/tickets.values';
import { RESERVATIONS_ROUTES } from './reservations.routes';
import {
  APPOINTMENT_NOTES_MAX,
  APPOINTMENT_STATUSES,
  PLACES,
  REQUEST_STATUSES,
  SERVICE_KINDS,
} from './reservations.values';

/**
 * Reservations as a customer meets them (decision 082): the services their company may book, the
 * free slots of one (Europe/Rome, on the vendor's business calendar, minus the operators' appointments
 * and absences), booking, rescheduling and cancelling before the cut-off, and their appointments.
 * A product demonstration is asked for with the spec's `POST /api/App/Test/Appointment`: a request the
 * operators confirm into an appointment, or decline.
 */

export const ServiceKind = z.enum(SERVICE_KINDS);
export const Place = z.enum(PLACES);
export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export const RequestStatus = z.enum(REQUEST_STATUSES);

const Notes = z.string().trim().max(APPOINTMENT_NOTES_MAX, 'ERROR_FIELD_TOO_LONG').default('');

/** A service a customer may book. */
export const BookableService = z
  .object({
    Id: z.number().int(),
    Kind: ServiceKind,
    Name: z.string(),
    Description: z.string(),
    DurationMinutes: z.number().int(),
    /** 1 for a meeting; more for a course or a webinar, whose sessions several people attend. */
    Seats: z.number().int(),
    Place: Place,
    /** The address, the phone number or the video link's words, as the vendor wrote them. */
    PlaceDetail: z.string(),
    /** How long before its start a slot can still be booked, in hours. */
    LeadHours: z.number().int(),
    /** Until how long before its start an appointment may be changed or cancelled, in hours. */
    CancelHours: z.number().int(),
    /** In euro cents, VAT excluded; null: no price shown. */
    PriceCents: z.number().int().nullable(),
  })
  .meta({ id: 'BookableService' });
export type BookableService = z.infer<typeof BookableService>;

export const listBookableServices = defineRoute({
  ...RESERVATIONS_ROUTES.listBookableServices,
  summary: "The services the caller's company may book (its products, plan and tags)",
  response: z.array(BookableService),
});

/** A free slot: when, and (for a course) how many seats are left. */
export const FreeSlot = z
  .object({
    Start: z.string(),
    End: z.string(),
    SeatsLeft: z.number().int(),
  })
  .meta({ id: 'FreeSlot' });
export type FreeSlot = z.infer<typeof FreeSlot>;

/** A stretch of days in Europe/Rome: `From` and `To` included. */
export const SlotRange = z
  .object({ From: wireDate, To: wireDate })
  .refine((r) => r.From <= r.To, { path: ['To'], message: 'ERROR_DATE_RANGE_END_BEFORE_START' });

export const listFreeSlots = defineRoute({
  ...RESERVATIONS_ROUTES.listFreeSlots,
  summary:
    'The free slots of a service between two days (Europe/Rome, both included, at most 62 days): the business calendar’s hours of its operators, holidays and exceptions excluded, minus their appointments and absences, from the lead time on',
  params: z.object({ ServiceId: int4IdText }),
  querystring: SlotRange,
  response: z.array(FreeSlot),
});

export const BookingInput = z.object({
  ServiceId: int4Id,
  /** A free slot's `Start`. */
  Start: wireInstant,
  Notes,
});
export type BookingInput = z.input<typeof BookingInput>;

/** An appointment as its customer sees it. */
export const MyAppointment = z
  .object({
    Id: z.number().int(),
    Service: z.object({ Id: z.number().int(), Name: z.string(), Kind: ServiceKind }),
    Start: z.string(),
    End: z.string(),
    Place: Place,
    PlaceDetail: z.string(),
    /** Who delivers it: the operator's name. */
    Operator: z.string(),
    Status: AppointmentStatus,
    Notes: z.string(),
    /** Who booked it (a company admin sees the company's appointments). */
    BookedBy: z.string(),
    /** Before the service's cut-off, and the caller's or (for a company admin) their company's. */
    CanChange: z.boolean(),
    /** Until when it may be changed or cancelled. */
    ChangeUntil: z.string(),
  })
  .meta({ id: 'MyAppointment' });
export type MyAppointment = z.infer<typeof MyAppointment>;

export const bookAppointment = defineRoute({
  ...RESERVATIONS_ROUTES.bookAppointment,
  summary:
    'Book a free slot: a seat with a free operator, taken under a lock so that two callers never get the last one (409 ERROR_SLOT_TAKEN); a confirmation mail with a calendar file follows',
  body: BookingInput,
  response: MyAppointment,
});

export const listMyAppointments = defineRoute({
  ...RESERVATIONS_ROUTES.listMyAppointments,
  summary:
    "The caller's appointments (a company admin: the company's), upcoming first in order, then the past ones newest first",
  response: z.array(MyAppointment),
});

export const RescheduleInput = z.object({ Start: wireInstant }).meta({ id: 'RescheduleInput' });

export const rescheduleMyAppointment = defineRoute({
  ...RESERVATIONS_ROUTES.rescheduleMyAppointment,
  summary:
    'Move an appointment to another free slot of its service before the cut-off (409 ERROR_APPOINTMENT_CUTOFF after it); a change mail with the updated calendar file follows',
  params: IdParams,
  body: RescheduleInput,
  response: MyAppointment,
});

export const cancelMyAppointment = defineRoute({
  ...RESERVATIONS_ROUTES.cancelMyAppointment,
  summary: 'Cancel an appointment before the cut-off; a cancellation mail with the calendar file follows',
  params: IdParams,
  response: MyAppointment,
});

/** The spec's test appointment: a customer asks the vendor for a product demonstration. */
export const TestAppointmentInput = z.object({
  Product: z.enum(PRODUCTS, { error: 'ERROR_FIELD_REQUIRED' }),
  /** The day the customer would like; the operator picks the time. */
  PreferredDate: wireDate.nullable().default(null),
  /** When suits them, in their words ("mornings", "after 15"). */
  PreferredTime: z.string().trim().max(200, 'ERROR_FIELD_TOO_LONG').default(''),
  Phone: z
    .string()
    .trim()
    .max(32, 'ERROR_BAD_PHONE')
    .refine((v) => v === '' || PHONE_STRICT_PATTERN.test(v), 'ERROR_BAD_PHONE')
    .default(''),
  Notes,
});
export type TestAppointmentInput = z.input<typeof TestAppointmentInput>;

/** A demonstration request as its customer sees it. */
export const MyTestRequest = z
  .object({
    Id: z.number().int(),
    Product: z.string(),
    PreferredDate: z.string().nullable(),
    PreferredTime: z.string(),
    Status: RequestStatus,
    /** The appointment it became, once confirmed. */
    AppointmentId: z.number().int().nullable(),
    /** The vendor's words when it declined. */
    Note: z.string(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'MyTestRequest' });
export type MyTestRequest = z.infer<typeof MyTestRequest>;

export const requestTestAppointment = defineRoute({
  ...RESERVATIONS_ROUTES.requestTestAppointment,
  summary:
    'Ask for a product demonstration (the spec’s test appointment): a pending request in the operators’ queue, one open per user and product (409 ERROR_TEST_REQUEST_OPEN)',
  body: TestAppointmentInput,
  response: MyTestRequest,
});

export const listMyTestRequests = defineRoute({
  ...RESERVATIONS_ROUTES.listMyTestRequests,
  summary: "The caller's demonstration requests, newest first",
  response: z.array(MyTestRequest),
});
