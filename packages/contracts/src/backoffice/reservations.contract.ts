import { z } from 'zod';
import { int4, int4Id, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import {
  AppointmentStatus,
  BookableService,
  FreeSlot,
  Place,
  RequestStatus,
  ServiceKind,
  SlotRange,
} from '../reservations/reservations.contract';
import {
  APPOINTMENT_NOTES_MAX,
  BUFFER_MAX_MINUTES,
  DURATION_MAX_MINUTES,
  NOTICE_MAX_HOURS,
  PLACE_DETAIL_MAX,
  SEATS_MAX,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_NAME_MAX,
} from '../reservations/reservations.values';
import { PRODUCTS } from '../tickets/tickets.values';
import { CompanyTag } from './companies.contract';
import { BACKOFFICE_RESERVATIONS_ROUTES } from './reservations.routes';
import {
  ABSENCE_REASON_MAX,
  APPOINTMENT_SORT_FIELDS,
  DECLINE_NOTE_MAX,
  REQUEST_SORT_FIELDS,
  SERVICE_SORT_FIELDS,
} from './reservations.values';

/**
 * Reservations in the back office (decision 082): the services customers book (admins define
 * them), the appointments of every operator, the operators' absences, the demonstration requests'
 * queue, and the calendar that shows them together, with a private iCalendar feed per operator.
 */

const unique = <T>(values: T[]) => [...new Set(values)];
const whole = (min: number, max: number) =>
  z
    .number({ error: 'ERROR_NUMBER_OUT_OF_RANGE' })
    .int('ERROR_NUMBER_OUT_OF_RANGE')
    .min(min, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(max, 'ERROR_NUMBER_OUT_OF_RANGE');

/** What the back office saves: `Id < 1` creates. */
export const ServiceInput = z
  .object({
    Id: int4.default(0),
    Kind: ServiceKind,
    Name: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(SERVICE_NAME_MAX, 'ERROR_FIELD_TOO_LONG'),
    Description: z.string().trim().max(SERVICE_DESCRIPTION_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
    DurationMinutes: whole(5, DURATION_MAX_MINUTES),
    /** Kept free after each appointment (travel, notes), in minutes. */
    BufferMinutes: whole(0, BUFFER_MAX_MINUTES).default(0),
    Seats: whole(1, SEATS_MAX).default(1),
    Place: Place,
    PlaceDetail: z.string().trim().max(PLACE_DETAIL_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
    LeadHours: whole(0, NOTICE_MAX_HOURS).default(24),
    CancelHours: whole(0, NOTICE_MAX_HOURS).default(24),
    PriceCents: whole(0, 100_000_000).nullable().default(null),
    /** The back-office users who deliver it; at least one. */
    OperatorIds: z.array(z.uuid('ERROR_FIELD_REQUIRED')).min(1, 'ERROR_FIELD_REQUIRED').max(50),
    /** Companies using one of these products; empty: any. */
    Products: z.array(z.enum(PRODUCTS)).max(PRODUCTS.length).default([]),
    /** Companies on one of these support plans; empty: any. */
    PlanIds: z.array(int4Id).max(100).default([]),
    /** Companies with one of these tags; empty: any. */
    TagIds: z.array(int4Id).max(100).default([]),
    /** Off: not offered to customers; its appointments stay. */
    Enabled: z.boolean().default(true),
  })
  .transform((input) => ({
    ...input,
    OperatorIds: unique(input.OperatorIds),
    Products: unique(input.Products),
    PlanIds: unique(input.PlanIds),
    TagIds: unique(input.TagIds),
  }));
export type ServiceInput = z.input<typeof ServiceInput>;

const Ref = z.object({ Id: z.string(), Name: z.string() });

/** A service with whom and what it is offered to, as the back office edits it. */
export const ReservableService = BookableService.extend({
  BufferMinutes: z.number().int(),
  Operators: z.array(Ref),
  Products: z.array(z.string()),
  PlanIds: z.array(z.number().int()),
  TagIds: z.array(z.number().int()),
  Tags: z.array(CompanyTag),
  Enabled: z.boolean(),
  /** Appointments still to come. */
  Upcoming: z.number().int(),
  UpdatedAt: z.string(),
}).meta({ id: 'ReservableService' });
export type ReservableService = z.infer<typeof ReservableService>;

export const ServiceFilter = sortedPageFilter(SERVICE_SORT_FIELDS, 'Name').extend({
  Text: z.string().trim().max(100).optional(),
  Kind: ServiceKind.optional(),
  Enabled: z.boolean().optional(),
});
export type ServiceFilter = z.input<typeof ServiceFilter>;

export const listServices = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.listServices,
  summary: 'Back office: reservable services searched, filtered by kind and state, sorted and paged',
  params: z.object({ filter: encodedFilter(ServiceFilter) }),
  response: pageOf(ReservableService),
});

export const getService = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.getService,
  summary: 'Back office: one reservable service',
  params: IdParams,
  response: ReservableService,
});

export const saveService = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.saveService,
  summary: 'Back office: create (Id < 1) or change a reservable service (audited)',
  body: ServiceInput,
  response: ReservableService,
});

export const deleteService = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.deleteService,
  summary:
    'Back office: delete a service without appointments (audited); one with appointments answers 409 ERROR_SERVICE_HAS_APPOINTMENTS and is switched off instead',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

export const listReservationOperators = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.listReservationOperators,
  summary: 'Back office: the back-office users who may deliver a service; `Me` the caller',
  response: z.array(Ref.extend({ Me: z.boolean() })),
});

/** An appointment as the back office sees it. */
export const Appointment = z
  .object({
    Id: z.number().int(),
    /** The calendar files' UID: the same through every change. */
    Uid: z.string(),
    Sequence: z.number().int(),
    Service: z.object({ Id: z.number().int(), Name: z.string(), Kind: ServiceKind, Seats: z.number().int() }),
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    /** The customer it is for; null once their account is deleted. */
    Contact: z.object({ Id: z.string(), Name: z.string(), Email: z.string() }).nullable(),
    Operator: Ref,
    Start: z.string(),
    End: z.string(),
    Place: Place,
    PlaceDetail: z.string(),
    Status: AppointmentStatus,
    Notes: z.string(),
    /** Whether the caller may move or cancel it (their own, or an admin). */
    CanChange: z.boolean(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof Appointment>;

export const AppointmentFilter = sortedPageFilter(APPOINTMENT_SORT_FIELDS, 'Start')
  .extend({
    /** The company's name or VAT code, or the contact's name or address. */
    Text: z.string().trim().max(100).optional(),
    ServiceId: int4Id.optional(),
    OperatorId: z.uuid().optional(),
    Status: AppointmentStatus.optional(),
    CompanyId: int4Id.optional(),
    From: wireInstant.optional(),
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type AppointmentFilter = z.input<typeof AppointmentFilter>;

export const listAppointments = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.listAppointments,
  summary: 'Back office: appointments searched, filtered by service, operator, state, company and dates',
  params: z.object({ filter: encodedFilter(AppointmentFilter) }),
  response: pageOf(Appointment),
});

export const exportAppointments = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.exportAppointments,
  summary: 'Back office: the filtered appointments as CSV in the chosen encoding',
  params: z.object({ filter: encodedFilter(AppointmentFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});

export const getAppointment = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.getAppointment,
  summary: 'Back office: one appointment',
  params: IdParams,
  response: Appointment,
});

export const CreateAppointmentInput = z.object({
  ServiceId: int4Id,
  /** The customer it is for: a user of the company it is booked for. */
  UserId: z.uuid('ERROR_FIELD_REQUIRED'),
  OperatorId: z.uuid('ERROR_FIELD_REQUIRED'),
  Start: wireInstant,
  Notes: z.string().trim().max(APPOINTMENT_NOTES_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
});
export type CreateAppointmentInput = z.input<typeof CreateAppointmentInput>;

export const createAppointment = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.createAppointment,
  summary:
    "Back office: book an operator's free slot for a customer (the lead time does not apply); a confirmation mail with a calendar file goes to the customer",
  body: CreateAppointmentInput,
  response: Appointment,
});

export const StaffRescheduleInput = z
  .object({
    Start: wireInstant,
    /** Another operator of the service; absent: the same one. */
    OperatorId: z.uuid().optional(),
  })
  .meta({ id: 'StaffRescheduleInput' });

export const rescheduleAppointment = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.rescheduleAppointment,
  summary:
    'Back office: move an appointment (a calendar drag) to a time its operator is free; the customer gets a change mail with the calendar file, its SEQUENCE raised',
  params: IdParams,
  body: StaffRescheduleInput,
  response: Appointment,
});

const Reason = z.object({
  Reason: z.string().trim().max(DECLINE_NOTE_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
});

export const cancelAppointment = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.cancelAppointment,
  summary: 'Back office: cancel an appointment, with the reason mailed to the customer',
  params: IdParams,
  body: Reason,
  response: Appointment,
});

export const bulkCancelAppointments = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.bulkCancelAppointments,
  summary:
    'Back office: cancel the selected appointments (those the caller may change), each mailed and audited',
  body: Reason.extend({ Ids: z.array(int4Id).min(1).max(200) }),
  response: z.object({ Cancelled: z.number().int() }),
});

/** Free slots by operator, as the back office books them. */
export const OperatorSlotFilter = SlotRange.safeExtend({
  ServiceId: int4Id,
  OperatorId: z.uuid().optional(),
});

export const listOperatorSlots = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.listOperatorSlots,
  summary:
    "Back office: a service's free slots per operator between two days (Europe/Rome), without the lead time",
  params: z.object({ filter: encodedFilter(OperatorSlotFilter) }),
  response: z.array(FreeSlot.extend({ Operator: Ref })),
});

export const CalendarFilter = z
  .object({
    From: wireInstant,
    To: wireInstant,
    /** Empty: every operator. */
    OperatorIds: z.array(z.uuid()).max(50).default([]),
    ServiceId: int4Id.optional(),
  })
  .refine((f) => new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type CalendarFilter = z.input<typeof CalendarFilter>;

export const Absence = z
  .object({
    Id: z.number().int(),
    Operator: Ref,
    Start: z.string(),
    End: z.string(),
    Reason: z.string(),
    CanChange: z.boolean(),
  })
  .meta({ id: 'Absence' });
export type Absence = z.infer<typeof Absence>;

/** A CRM next action due in the range, owned by one of the operators shown. */
export const DueActivity = z.object({
  Id: z.number().int(),
  CompanyId: z.number().int(),
  Company: z.string(),
  Action: z.string(),
  DueAt: z.string(),
  Owner: Ref,
});
export type DueActivity = z.infer<typeof DueActivity>;

export const CalendarView = z
  .object({
    Appointments: z.array(Appointment),
    Absences: z.array(Absence),
    DueActivities: z.array(DueActivity),
  })
  .meta({ id: 'CalendarView' });
export type CalendarView = z.infer<typeof CalendarView>;

export const getCalendar = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.getCalendar,
  summary:
    'Back office: the appointments (cancelled ones left out), absences and due CRM actions between two instants (at most 62 days), by operator and service',
  params: z.object({ filter: encodedFilter(CalendarFilter) }),
  response: CalendarView,
});

export const AbsenceInput = z
  .object({
    Id: int4.default(0),
    /** Absent: the caller. */
    OperatorId: z.uuid().optional(),
    Start: wireInstant,
    End: wireInstant,
    Reason: z.string().trim().max(ABSENCE_REASON_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
  })
  .refine((a) => new Date(a.Start) < new Date(a.End), {
    path: ['End'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type AbsenceInput = z.input<typeof AbsenceInput>;

export const saveAbsence = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.saveAbsence,
  summary:
    "Back office: mark (Id < 1) or change an operator's absence: its time offers no slot; appointments it covers are not moved (they are listed to move)",
  body: AbsenceInput,
  response: Absence.extend({ Overlapping: z.array(z.number().int()) }),
});

export const deleteAbsence = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.deleteAbsence,
  summary: 'Back office: remove an absence',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

/** A demonstration request in the operators' queue. */
export const TestRequest = z
  .object({
    Id: z.number().int(),
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    Contact: z.object({ Id: z.string(), Name: z.string(), Email: z.string() }).nullable(),
    Product: z.string(),
    PreferredDate: z.string().nullable(),
    PreferredTime: z.string(),
    Phone: z.string(),
    Notes: z.string(),
    Status: RequestStatus,
    AppointmentId: z.number().int().nullable(),
    Note: z.string(),
    DecidedBy: z.string().nullable(),
    DecidedAt: z.string().nullable(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'TestRequest' });
export type TestRequest = z.infer<typeof TestRequest>;

export const TestRequestFilter = sortedPageFilter(REQUEST_SORT_FIELDS, 'CreatedAt').extend({
  Text: z.string().trim().max(100).optional(),
  Status: RequestStatus.optional(),
  Product: z.enum(PRODUCTS).optional(),
});
export type TestRequestFilter = z.input<typeof TestRequestFilter>;

export const listTestRequests = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.listTestRequests,
  summary: 'Back office: demonstration requests searched, filtered by state and product, sorted and paged',
  params: z.object({ filter: encodedFilter(TestRequestFilter) }),
  response: pageOf(TestRequest),
});

export const confirmTestRequest = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.confirmTestRequest,
  summary:
    'Back office: confirm a pending request into an appointment of a service at a free slot of an operator; the customer gets the confirmation with the calendar file',
  params: IdParams,
  body: z.object({ ServiceId: int4Id, OperatorId: z.uuid('ERROR_FIELD_REQUIRED'), Start: wireInstant }),
  response: TestRequest,
});

export const declineTestRequest = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.declineTestRequest,
  summary: 'Back office: decline a pending request, with the reason mailed to the customer',
  params: IdParams,
  body: Reason,
  response: TestRequest,
});

/** The caller's private calendar feed: its address, or null when they have none. */
export const CalendarFeed = z.object({ Url: z.string().nullable() }).meta({ id: 'CalendarFeed' });

export const getMyCalendarFeed = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.getMyCalendarFeed,
  summary: 'Back office: whether the caller has a calendar feed (its address is shown only when made)',
  response: z.object({ Active: z.boolean(), CreatedAt: z.string().nullable() }),
});

export const renewMyCalendarFeed = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.renewMyCalendarFeed,
  summary:
    "Back office: a new private iCalendar address of the caller's appointments (the previous one stops working)",
  response: CalendarFeed,
});

export const revokeMyCalendarFeed = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.revokeMyCalendarFeed,
  summary: "Back office: stop the caller's calendar feed",
  response: z.object({ Revoked: z.boolean() }),
});

export const calendarFeed = defineRoute({
  ...BACKOFFICE_RESERVATIONS_ROUTES.calendarFeed,
  summary:
    "An operator's appointments as an iCalendar feed (RFC 5545) for Outlook or Google, by its private address; 404 once revoked",
  params: z.object({ Token: z.string().regex(/^[A-Za-z0-9_-]{20,100}(\.ics)?$/) }),
  response: z.string(),
});
