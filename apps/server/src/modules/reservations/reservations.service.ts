import type {
  BookableService,
  BookingInput,
  FreeSlot,
  MyAppointment,
  MyTestRequest,
  TestAppointmentInput,
} from '@sportello/contracts/reservations/reservations.contract';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type CustomerActor, type ServiceContext, signedIn, within } from '../../core/context';
import { isUniqueViolation } from '../../core/database';
import { freeSlots, isSlotStart, operatorsToTry, withinHorizon } from './reservations.booking';
import { mailAppointment, type ReservationsSettings } from './reservations.mails';
import {
  appointmentRecord,
  changeUntil,
  requestRecord,
  toBookableService,
  toMyAppointment,
  toMyTestRequest,
} from './reservations.presenters';
import {
  findAppointmentView,
  findBookableService,
  findBookableServices,
  findCustomerAppointments,
  findPerson,
  findServiceOperators,
  findUserTestRequests,
  lockAppointment,
  updateAppointment,
} from './reservations.repository';
import { book, move } from './reservations.seats';
import type { AppointmentRow, ServiceRow } from './reservations.tables';
import { testAppointmentRequests } from './reservations.tables';

/**
 * Reservations as customers make them (decision 082): the services their company may book, free
 * slots, booking, moving and cancelling before the cut-off, and demonstration requests. Only a
 * customer company's user books: the vendor's staff book for customers from the back office. Every
 * change is audited under `reservations` (an appointment by its id, a request as `request:<id>`).
 */

const RESOURCE = 'reservations';
const HOUR_MS = 3_600_000;

function customer(ctx: ServiceContext): ServiceContext<CustomerActor> {
  const signed = signedIn(ctx);
  if (signed.actor.kind !== 'customer') throw new AppError('ERROR_FORBIDDEN');
  return { ...signed, actor: signed.actor };
}

/** A company admin acts on the company's appointments; a user on their own. */
const mayChange = (actor: CustomerActor, row: AppointmentRow) =>
  row.companyId === actor.companyId && (actor.role === 'company_admin' || row.userId === actor.userId);

async function bookable(ctx: ServiceContext<CustomerActor>, serviceId: number) {
  const service = await findBookableService(ctx.tx, serviceId, ctx.actor.companyId);
  if (!service) throw new AppError('ERROR_SERVICE_NOT_FOUND');
  const operators = (await findServiceOperators(ctx.tx, [service.id])).map((o) => o.id);
  return { service, operators };
}

const notBefore = (ctx: ServiceContext, service: ServiceRow) =>
  new Date(ctx.clock.now().getTime() + service.leadHours * HOUR_MS);

export async function listBookableServices(ctx: ServiceContext): Promise<BookableService[]> {
  const { tx, actor } = customer(ctx);
  return (await findBookableServices(tx, actor.companyId)).map(toBookableService);
}

export async function listFreeSlots(
  ctx: ServiceContext,
  serviceId: number,
  range: { From: string; To: string },
): Promise<FreeSlot[]> {
  const signed = customer(ctx);
  const { service, operators } = await bookable(signed, serviceId);
  const slots = await freeSlots(signed, service, operators, {
    from: range.From,
    to: range.To,
    notBefore: notBefore(signed, service),
  });
  const byStart = new Map<number, FreeSlot>();
  for (const slot of slots) {
    const found = byStart.get(slot.start.getTime());
    if (found) found.SeatsLeft = Math.max(found.SeatsLeft, slot.seatsLeft);
    else
      byStart.set(slot.start.getTime(), {
        Start: slot.start.toISOString(),
        End: slot.end.toISOString(),
        SeatsLeft: slot.seatsLeft,
      });
  }
  return [...byStart.values()];
}

/** A start the customer may take: a slot of the calendar, after the lead time. */
async function checkStart(ctx: ServiceContext, service: ServiceRow, start: Date): Promise<void> {
  if (
    start < notBefore(ctx, service) ||
    !withinHorizon(ctx, start) ||
    !(await isSlotStart(ctx, service, start))
  )
    throw new AppError('ERROR_SLOT_UNAVAILABLE');
}

async function myAppointment(ctx: ServiceContext<CustomerActor>, id: number): Promise<MyAppointment> {
  const view = await findAppointmentView(ctx.tx, id);
  if (!view) throw new Error('appointment not read back');
  return toMyAppointment(view, mayChange(ctx.actor, view.appointment), ctx.clock.now());
}

export async function bookAppointment(
  ctx: ServiceContext,
  input: z.output<typeof BookingInput>,
  settings: ReservationsSettings,
): Promise<MyAppointment> {
  const signed = customer(ctx);
  const { actor } = signed;
  const { service, operators } = await bookable(signed, input.ServiceId);
  const start = new Date(input.Start);
  await checkStart(signed, service, start);
  const person = await contactOf(signed);
  const id = await book(
    signed,
    settings,
    { service, operatorIds: await operatorsToTry(signed, service, operators, start), start },
    {
      companyId: actor.companyId,
      userId: actor.userId,
      contactName: person.name,
      email: person.email,
      languageId: actor.languageId,
      notes: input.Notes,
      createdBy: actor.userName,
    },
  );
  return myAppointment(signed, id);
}

/** The caller's name and address, as the appointment's mails use them. */
async function contactOf(ctx: ServiceContext<CustomerActor>): Promise<{ name: string; email: string }> {
  const person = await findPerson(ctx.tx, ctx.actor.userId);
  if (!person) throw new AppError('ERROR_APPOINTMENT_CONTACT');
  return person;
}

export async function listMyAppointments(ctx: ServiceContext): Promise<MyAppointment[]> {
  const { tx, actor, clock } = customer(ctx);
  const scope = {
    companyId: actor.companyId,
    ...(actor.role === 'company_admin' ? {} : { userId: actor.userId }),
  };
  const now = clock.now();
  return (await findCustomerAppointments(tx, scope, now)).map((view) =>
    toMyAppointment(view, mayChange(actor, view.appointment), now),
  );
}

/** The caller's appointment, still changeable online (confirmed, before the cut-off). */
async function changeable(ctx: ServiceContext<CustomerActor>, id: number) {
  const view = await findAppointmentView(ctx.tx, id);
  // Another company's (or another user's) appointment is as unknown as one that does not exist.
  if (!view || !mayChange(ctx.actor, view.appointment)) throw new AppError('ERROR_NOT_FOUND');
  if (view.appointment.status === 'cancelled') throw new AppError('ERROR_APPOINTMENT_CANCELLED');
  if (ctx.clock.now() > changeUntil(view)) throw new AppError('ERROR_APPOINTMENT_CUTOFF');
  return view;
}

export async function rescheduleMyAppointment(
  ctx: ServiceContext,
  id: number,
  input: { Start: string },
  settings: ReservationsSettings,
): Promise<MyAppointment> {
  const signed = customer(ctx);
  const view = await changeable(signed, id);
  const { service, operators } = await bookable(signed, view.service.id);
  const start = new Date(input.Start);
  await checkStart(signed, service, start);
  // Its own operator first, so that a move keeps the person the customer knows when they can.
  const ordered = await operatorsToTry(signed, service, operators, start);
  const current = view.appointment.operatorId;
  const tryOrder =
    current && ordered.includes(current) ? [current, ...ordered.filter((o) => o !== current)] : ordered;
  await move(signed, settings, id, { service, operatorIds: tryOrder, start });
  return myAppointment(signed, id);
}

export async function cancelMyAppointment(
  ctx: ServiceContext,
  id: number,
  settings: ReservationsSettings,
): Promise<MyAppointment> {
  const signed = customer(ctx);
  await changeable(signed, id);
  await cancelAppointmentRow(signed, id, '', settings);
  return myAppointment(signed, id);
}

/** Cancels a confirmed appointment (audited), mailing its customer the calendar file's CANCEL. */
export function cancelAppointmentRow(
  ctx: ServiceContext,
  id: number,
  reason: string,
  settings: ReservationsSettings,
): Promise<AppointmentRow> {
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await lockAppointment(tx, id);
    if (!before) throw new AppError('ERROR_APPOINTMENT_NOT_FOUND');
    if (before.status === 'cancelled') throw new AppError('ERROR_APPOINTMENT_CANCELLED');
    const row = await updateAppointment(tx, id, {
      status: 'cancelled',
      cancelReason: reason,
      sequence: before.sequence + 1,
      updatedAt: ctx.clock.now(),
    });
    audit({
      resource: RESOURCE,
      objectId: String(id),
      action: 'update',
      before: appointmentRecord(before),
      after: appointmentRecord(row),
    });
    const view = await findAppointmentView(tx, id);
    if (view) await mailAppointment(within(ctx, tx), settings, view, 'cancelled');
    return row;
  });
}

export async function requestTestAppointment(
  ctx: ServiceContext,
  input: z.output<typeof TestAppointmentInput>,
): Promise<MyTestRequest> {
  const signed = customer(ctx);
  const { actor } = signed;
  const person = await contactOf(signed);
  try {
    return await auditedTransaction(signed, async (tx, audit) => {
      const now = signed.clock.now();
      const [row] = await tx
        .insert(testAppointmentRequests)
        .values({
          companyId: actor.companyId,
          userId: actor.userId,
          contactName: person.name,
          email: person.email,
          languageId: actor.languageId,
          product: input.Product,
          preferredDate: input.PreferredDate,
          preferredTime: input.PreferredTime,
          phone: input.Phone,
          notes: input.Notes,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('request not inserted');
      audit({
        resource: RESOURCE,
        objectId: `request:${row.id}`,
        action: 'create',
        before: null,
        after: requestRecord(row),
      });
      return toMyTestRequest(row);
    });
  } catch (error) {
    // The unique index on a person's waiting requests per product: one open at a time.
    if (isUniqueViolation(error)) throw new AppError('ERROR_TEST_REQUEST_OPEN');
    throw error;
  }
}

export async function listMyTestRequests(ctx: ServiceContext): Promise<MyTestRequest[]> {
  const { tx, actor } = customer(ctx);
  return (await findUserTestRequests(tx, actor.userId)).map(toMyTestRequest);
}
