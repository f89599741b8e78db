import type {
  Absence,
  AbsenceInput,
  Appointment,
  AppointmentFilter,
  CalendarFilter,
  CalendarView,
  CreateAppointmentInput,
  TestRequest,
  TestRequestFilter,
} from '@sportello/contracts/backoffice/reservations.contract';
import { CALENDAR_RANGE_DAYS_MAX } from '@sportello/contracts/backoffice/reservations.values';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv, exportTime } from '../../core/csv';
import { freeSlots } from './reservations.booking';
import { dueActivities } from './reservations.calendar-sources';
import { mailDeclined, type ReservationsSettings } from './reservations.mails';
import { changeRule, reservationOperators, reservationsPermission } from './reservations.policy';
import {
  absenceRecord,
  requestRecord,
  toAbsence,
  toAppointment,
  toTestRequest,
} from './reservations.presenters';
import {
  findAbsence,
  findAbsences,
  findAllAppointments,
  findAppointmentsBetween,
  findAppointmentsPage,
  findAppointmentView,
  findCompanyRef,
  findOverlapping,
  findPerson,
  findService,
  findServiceOperators,
  findTestRequest,
  findTestRequestsPage,
  lockOperator,
} from './reservations.repository';
import { book, move } from './reservations.seats';
import { cancelAppointmentRow } from './reservations.service';
import { reservationAbsences, testAppointmentRequests } from './reservations.tables';

/**
 * The operators' desk (decision 082): every operator's appointments, booking for a customer, moving
 * (a calendar drag) and cancelling, absences, the demonstration requests' queue and the calendar.
 * Staff book any time their operator is free — the business hours bind the customers' slots only.
 * Audited under `reservations`: an appointment by its id, an absence as `absence:<id>`, a request
 * as `request:<id>`.
 */

const RESOURCE = 'reservations';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

async function appointmentOf(
  ctx: ServiceContext,
  id: number,
  mayChange: (operatorId: string | null) => boolean,
) {
  const view = await findAppointmentView(ctx.tx, id);
  if (!view) throw new AppError('ERROR_APPOINTMENT_NOT_FOUND');
  return toAppointment(view, mayChange(view.appointment.operatorId));
}

export async function listAppointments(ctx: ServiceContext, filter: z.output<typeof AppointmentFilter>) {
  const grant = await reservationsPermission(ctx, 'list');
  const mayChange = await changeRule(ctx, grant.userId);
  const { total, rows } = await findAppointmentsPage(ctx.tx, filter);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((view) => toAppointment(view, mayChange(view.appointment.operatorId))),
  };
}

export async function getAppointment(ctx: ServiceContext, id: number): Promise<Appointment> {
  const grant = await reservationsPermission(ctx, 'read');
  return appointmentOf(ctx, id, await changeRule(ctx, grant.userId));
}

const EXPORT_COLUMNS = [
  'Id',
  'Start',
  'End',
  'Service',
  'Operator',
  'VatCode',
  'Company',
  'Contact',
  'Email',
  'Status',
  'Notes',
] as const;

export async function exportAppointments(
  ctx: ServiceContext,
  filter: z.output<typeof AppointmentFilter>,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await reservationsPermission(ctx, 'export');
  const rows = await findAllAppointments(ctx.tx, filter, EXPORT_LIMIT);
  return encodeCsv(
    csvDocument(
      EXPORT_COLUMNS,
      rows.map(({ appointment: a, service, company, operator }) => ({
        Id: a.id,
        Start: exportTime(a.startsAt),
        End: exportTime(a.endsAt),
        Service: service.name,
        Operator: operator ?? '',
        VatCode: company.vatCode,
        Company: company.name,
        Contact: a.contactName,
        Email: a.email,
        Status: a.status,
        Notes: a.notes,
      })),
    ),
    encoding,
  );
}

/** The service and whether the operator delivers it. */
async function serviceWithOperator(ctx: ServiceContext, serviceId: number, operatorId: string) {
  const service = await findService(ctx.tx, serviceId);
  if (!service) throw new AppError('ERROR_SERVICE_NOT_FOUND');
  const operators = (await findServiceOperators(ctx.tx, [service.id])).map((o) => o.id);
  if (!operators.includes(operatorId))
    throw new AppError('ERROR_SERVICE_OPERATOR', undefined, [
      { path: 'OperatorId', key: 'ERROR_SERVICE_OPERATOR' },
    ]);
  return service;
}

/** Books an operator's seat for a customer; the customer is mailed. Returns the appointment's id. */
async function bookFor(
  ctx: ServiceContext,
  settings: ReservationsSettings,
  input: {
    serviceId: number;
    operatorId: string;
    userId: string;
    start: Date;
    notes: string;
    createdBy: string;
  },
): Promise<number> {
  const service = await serviceWithOperator(ctx, input.serviceId, input.operatorId);
  const person = await findPerson(ctx.tx, input.userId);
  if (!person)
    throw new AppError('ERROR_APPOINTMENT_CONTACT', undefined, [
      { path: 'UserId', key: 'ERROR_APPOINTMENT_CONTACT' },
    ]);
  if (input.start < ctx.clock.now()) throw new AppError('ERROR_SLOT_UNAVAILABLE');
  return book(
    ctx,
    settings,
    { service, operatorIds: [input.operatorId], start: input.start },
    {
      companyId: person.companyId,
      userId: person.id,
      contactName: person.name,
      email: person.email,
      languageId: person.languageId,
      notes: input.notes,
      createdBy: input.createdBy,
    },
  );
}

export async function createAppointment(
  ctx: ServiceContext,
  input: z.output<typeof CreateAppointmentInput>,
  settings: ReservationsSettings,
): Promise<Appointment> {
  const grant = await reservationsPermission(ctx, 'create');
  const id = await bookFor(ctx, settings, {
    serviceId: input.ServiceId,
    operatorId: input.OperatorId,
    userId: input.UserId,
    start: new Date(input.Start),
    notes: input.Notes,
    createdBy: grant.userName,
  });
  return appointmentOf(ctx, id, await changeRule(ctx, grant.userId));
}

/** The appointment if the caller may change it (their own, or any for `all`), else a refusal. */
async function changeableByStaff(ctx: ServiceContext, id: number) {
  const grant = await reservationsPermission(ctx, 'update');
  const mayChange = await changeRule(ctx, grant.userId);
  const view = await findAppointmentView(ctx.tx, id);
  if (!view) throw new AppError('ERROR_APPOINTMENT_NOT_FOUND');
  if (!mayChange(view.appointment.operatorId)) throw new AppError('ERROR_FORBIDDEN');
  if (view.appointment.status === 'cancelled') throw new AppError('ERROR_APPOINTMENT_CANCELLED');
  return { view, mayChange };
}

export async function rescheduleAppointment(
  ctx: ServiceContext,
  id: number,
  input: { Start: string; OperatorId?: string | undefined },
  settings: ReservationsSettings,
): Promise<Appointment> {
  const { view, mayChange } = await changeableByStaff(ctx, id);
  const operatorId = input.OperatorId ?? view.appointment.operatorId;
  if (!operatorId)
    throw new AppError('ERROR_SERVICE_OPERATOR', undefined, [
      { path: 'OperatorId', key: 'ERROR_SERVICE_OPERATOR' },
    ]);
  if (!mayChange(operatorId)) throw new AppError('ERROR_FORBIDDEN');
  const service = await serviceWithOperator(ctx, view.service.id, operatorId);
  const start = new Date(input.Start);
  if (start < ctx.clock.now()) throw new AppError('ERROR_SLOT_UNAVAILABLE');
  await move(ctx, settings, id, { service, operatorIds: [operatorId], start });
  return appointmentOf(ctx, id, mayChange);
}

export async function cancelAppointment(
  ctx: ServiceContext,
  id: number,
  reason: string,
  settings: ReservationsSettings,
): Promise<Appointment> {
  const { mayChange } = await changeableByStaff(ctx, id);
  await cancelAppointmentRow(ctx, id, reason, settings);
  return appointmentOf(ctx, id, mayChange);
}

/** Cancels those of the selected appointments the caller may change and that still stand. */
export async function bulkCancelAppointments(
  ctx: ServiceContext,
  input: { Ids: number[]; Reason: string },
  settings: ReservationsSettings,
): Promise<{ Cancelled: number }> {
  const grant = await reservationsPermission(ctx, 'update');
  const mayChange = await changeRule(ctx, grant.userId);
  let cancelled = 0;
  for (const id of new Set(input.Ids)) {
    const view = await findAppointmentView(ctx.tx, id);
    if (view?.appointment.status !== 'confirmed' || !mayChange(view.appointment.operatorId)) continue;
    await cancelAppointmentRow(ctx, id, input.Reason, settings);
    cancelled += 1;
  }
  return { Cancelled: cancelled };
}

export async function listOperatorSlots(
  ctx: ServiceContext,
  filter: { ServiceId: number; OperatorId?: string | undefined; From: string; To: string },
) {
  await reservationsPermission(ctx, 'list');
  const service = await findService(ctx.tx, filter.ServiceId);
  if (!service) throw new AppError('ERROR_SERVICE_NOT_FOUND');
  const operators = await findServiceOperators(ctx.tx, [service.id]);
  const chosen = operators.filter((o) => !filter.OperatorId || o.id === filter.OperatorId);
  const names = new Map(operators.map((o) => [o.id, o.name]));
  const slots = await freeSlots(
    ctx,
    service,
    chosen.map((o) => o.id),
    { from: filter.From, to: filter.To, notBefore: ctx.clock.now() },
  );
  return slots.map((s) => ({
    Start: s.start.toISOString(),
    End: s.end.toISOString(),
    SeatsLeft: s.seatsLeft,
    Operator: { Id: s.operatorId, Name: names.get(s.operatorId) ?? '' },
  }));
}

export async function getCalendar(
  ctx: ServiceContext,
  filter: z.output<typeof CalendarFilter>,
): Promise<CalendarView> {
  const grant = await reservationsPermission(ctx, 'list');
  const from = new Date(filter.From);
  const to = new Date(filter.To);
  if (to.getTime() - from.getTime() > CALENDAR_RANGE_DAYS_MAX * DAY_MS)
    throw new AppError('ERROR_RANGE_TOO_LONG');
  const mayChange = await changeRule(ctx, grant.userId);
  const everyone = await reservationOperators(ctx);
  const operatorIds = filter.OperatorIds.length > 0 ? filter.OperatorIds : everyone.map((o) => o.id);
  const names = new Map(everyone.map((o) => [o.id, o.name]));
  const [appointments, absences, due] = await Promise.all([
    findAppointmentsBetween(ctx.tx, { operatorIds, serviceId: filter.ServiceId, from, to }),
    findAbsences(ctx.tx, operatorIds, from, to),
    dueActivities(ctx, { ownerIds: operatorIds, from, to }),
  ]);
  return {
    Appointments: appointments.map((view) => toAppointment(view, mayChange(view.appointment.operatorId))),
    Absences: absences.map((row) =>
      toAbsence(row, names.get(row.operatorId) ?? '', mayChange(row.operatorId)),
    ),
    DueActivities: due,
  };
}

export async function saveAbsence(
  ctx: ServiceContext,
  input: z.output<typeof AbsenceInput>,
): Promise<Absence & { Overlapping: number[] }> {
  const grant = await reservationsPermission(ctx, 'update');
  const mayChange = await changeRule(ctx, grant.userId);
  const operatorId = input.OperatorId ?? grant.userId;
  if (!mayChange(operatorId)) throw new AppError('ERROR_FORBIDDEN');
  if (!(await reservationOperators(ctx)).some((o) => o.id === operatorId))
    throw new AppError('ERROR_SERVICE_OPERATOR', undefined, [
      { path: 'OperatorId', key: 'ERROR_SERVICE_OPERATOR' },
    ]);
  const start = new Date(input.Start);
  const end = new Date(input.End);
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    // Under the operator's lock: a booking being taken now either lands before (and is listed as
    // overlapping) or sees the absence.
    await lockOperator(tx, operatorId);
    const values = { operatorId, startsAt: start, endsAt: end, reason: input.Reason };
    if (input.Id > 0) {
      const before = await findAbsence(tx, input.Id);
      if (!before || !mayChange(before.operatorId)) throw new AppError('ERROR_ABSENCE_NOT_FOUND');
      const [row] = await tx
        .update(reservationAbsences)
        .set(values)
        .where(eq(reservationAbsences.id, before.id))
        .returning();
      if (!row) throw new AppError('ERROR_ABSENCE_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: `absence:${row.id}`,
        action: 'update',
        before: absenceRecord(before),
        after: absenceRecord(row),
      });
      return row;
    }
    const [row] = await tx
      .insert(reservationAbsences)
      .values({ ...values, createdBy: grant.userName, createdAt: ctx.clock.now() })
      .returning();
    if (!row) throw new Error('absence not inserted');
    audit({
      resource: RESOURCE,
      objectId: `absence:${row.id}`,
      action: 'create',
      before: null,
      after: absenceRecord(row),
    });
    return row;
  });
  const name = (await reservationOperators(ctx)).find((o) => o.id === operatorId)?.name ?? '';
  return {
    ...toAbsence(row, name, true),
    Overlapping: await findOverlapping(ctx.tx, operatorId, start, end),
  };
}

export async function deleteAbsence(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  const grant = await reservationsPermission(ctx, 'update');
  const mayChange = await changeRule(ctx, grant.userId);
  await auditedTransaction(ctx, async (tx, audit) => {
    const before = await findAbsence(tx, id);
    if (!before || !mayChange(before.operatorId)) throw new AppError('ERROR_ABSENCE_NOT_FOUND');
    await tx.delete(reservationAbsences).where(eq(reservationAbsences.id, id));
    audit({
      resource: RESOURCE,
      objectId: `absence:${id}`,
      action: 'delete',
      before: absenceRecord(before),
      after: null,
    });
  });
  return { Deleted: true };
}

// ─── Demonstration requests ─────────────────────────────────────────────────────────────────────

export async function listTestRequests(ctx: ServiceContext, filter: z.output<typeof TestRequestFilter>) {
  await reservationsPermission(ctx, 'list');
  const { total, rows } = await findTestRequestsPage(ctx.tx, filter);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toTestRequest(r.request, r.company)),
  };
}

async function requestView(ctx: ServiceContext, id: number): Promise<TestRequest> {
  const row = await findTestRequest(ctx.tx, id);
  if (!row) throw new AppError('ERROR_TEST_REQUEST_NOT_FOUND');
  const company = await findCompanyRef(ctx.tx, row.companyId);
  if (!company) throw new AppError('ERROR_TEST_REQUEST_NOT_FOUND');
  return toTestRequest(row, company);
}

/** A pending request, or why not. */
async function pendingRequest(ctx: ServiceContext, id: number) {
  const row = await findTestRequest(ctx.tx, id);
  if (!row) throw new AppError('ERROR_TEST_REQUEST_NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('ERROR_TEST_REQUEST_DECIDED');
  return row;
}

export async function confirmTestRequest(
  ctx: ServiceContext,
  id: number,
  input: { ServiceId: number; OperatorId: string; Start: string },
  settings: ReservationsSettings,
): Promise<TestRequest> {
  const grant = await reservationsPermission(ctx, 'create');
  const request = await pendingRequest(ctx, id);
  if (!request.userId) throw new AppError('ERROR_APPOINTMENT_CONTACT');
  const appointmentId = await bookFor(ctx, settings, {
    serviceId: input.ServiceId,
    operatorId: input.OperatorId,
    userId: request.userId,
    start: new Date(input.Start),
    notes: [request.notes, request.phone].filter(Boolean).join('\n'),
    createdBy: grant.userName,
  });
  await decide(ctx, id, { status: 'confirmed', appointmentId, note: '', decidedBy: grant.userName });
  return requestView(ctx, id);
}

export async function declineTestRequest(
  ctx: ServiceContext,
  id: number,
  reason: string,
  settings: ReservationsSettings,
): Promise<TestRequest> {
  const grant = await reservationsPermission(ctx, 'create');
  await pendingRequest(ctx, id);
  const row = await decide(ctx, id, {
    status: 'declined',
    appointmentId: null,
    note: reason,
    decidedBy: grant.userName,
  });
  await mailDeclined(ctx, settings, row, row.product);
  return requestView(ctx, id);
}

/** Records the decision on a request still pending (a second decision at the same time is refused). */
function decide(
  ctx: ServiceContext,
  id: number,
  decision: {
    status: 'confirmed' | 'declined';
    appointmentId: number | null;
    note: string;
    decidedBy: string;
  },
) {
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await findTestRequest(tx, id, true);
    if (!before) throw new AppError('ERROR_TEST_REQUEST_NOT_FOUND');
    if (before.status !== 'pending') throw new AppError('ERROR_TEST_REQUEST_DECIDED');
    const now = ctx.clock.now();
    const [row] = await tx
      .update(testAppointmentRequests)
      .set({ ...decision, decidedAt: now, updatedAt: now })
      .where(eq(testAppointmentRequests.id, id))
      .returning();
    if (!row) throw new AppError('ERROR_TEST_REQUEST_NOT_FOUND');
    audit({
      resource: RESOURCE,
      objectId: `request:${id}`,
      action: 'update',
      before: requestRecord(before),
      after: requestRecord(row),
    });
    return row;
  });
}
