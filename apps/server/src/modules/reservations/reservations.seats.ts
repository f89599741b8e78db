import { AppError } from '../../core/app-error';
import { type ServiceContext, within } from '../../core/context';
import { takeFirstSeat } from './reservations.booking';
import { mailAppointment, type ReservationsSettings } from './reservations.mails';
import { appointmentRecord } from './reservations.presenters';
import {
  findAppointmentView,
  insertAppointment,
  lockAppointment,
  updateAppointment,
} from './reservations.repository';
import type { ServiceRow } from './reservations.tables';

/**
 * What booking and moving write once a seat is theirs (reservations.booking.ts takes it), the same
 * whether a customer or an operator acts: the row, its audit entry, and the customer's mail with the
 * calendar file, in the seat's transaction. Audited under `reservations` by the appointment's id.
 */

const RESOURCE = 'reservations';
const MINUTE_MS = 60_000;

/** Who an appointment is for, and who books it. */
export interface Booking {
  companyId: number;
  userId: string;
  contactName: string;
  email: string;
  languageId: number;
  notes: string;
  createdBy: string;
}

/** Books the first of `operatorIds` free at `start`: a confirmed appointment, mailed. Its id. */
export function book(
  ctx: ServiceContext,
  settings: ReservationsSettings,
  seat: { service: ServiceRow; operatorIds: readonly string[]; start: Date },
  booking: Booking,
): Promise<number> {
  const { service, start } = seat;
  return takeFirstSeat(ctx, service, seat.operatorIds, start, async (tx, audit, operatorId) => {
    const now = ctx.clock.now();
    const row = await insertAppointment(tx, {
      ...booking,
      serviceId: service.id,
      operatorId,
      startsAt: start,
      endsAt: new Date(start.getTime() + service.durationMinutes * MINUTE_MS),
      status: 'confirmed',
      createdAt: now,
      updatedAt: now,
    });
    audit({
      resource: RESOURCE,
      objectId: String(row.id),
      action: 'create',
      before: null,
      after: appointmentRecord(row),
    });
    const view = await findAppointmentView(tx, row.id);
    if (view) await mailAppointment(within(ctx, tx), settings, view, 'confirmed');
    return row.id;
  });
}

/**
 * Moves an appointment to the first of `operatorIds` free at `start` (its own seat left out of
 * their busy time): its SEQUENCE raised, its reminder due again, the customer mailed.
 */
export async function move(
  ctx: ServiceContext,
  settings: ReservationsSettings,
  id: number,
  seat: { service: ServiceRow; operatorIds: readonly string[]; start: Date },
): Promise<void> {
  const { service, start } = seat;
  await takeFirstSeat(
    ctx,
    service,
    seat.operatorIds,
    start,
    async (tx, audit, operatorId) => {
      const before = await lockAppointment(tx, id);
      if (before?.status !== 'confirmed') throw new AppError('ERROR_APPOINTMENT_CANCELLED');
      const row = await updateAppointment(tx, id, {
        operatorId,
        startsAt: start,
        endsAt: new Date(start.getTime() + service.durationMinutes * MINUTE_MS),
        sequence: before.sequence + 1,
        remindedAt: null,
        updatedAt: ctx.clock.now(),
      });
      audit({
        resource: RESOURCE,
        objectId: String(id),
        action: 'update',
        before: appointmentRecord(before),
        after: appointmentRecord(row),
      });
      const updated = await findAppointmentView(tx, id);
      if (updated) await mailAppointment(within(ctx, tx), settings, updated, 'changed');
      return row.id;
    },
    id,
  );
}
