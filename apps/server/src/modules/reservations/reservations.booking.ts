import { addDays } from '@sportello/contracts/common/days';
import { SLOT_RANGE_DAYS_MAX } from '@sportello/contracts/reservations/reservations.values';
import { AppError } from '../../core/app-error';
import { type Audit, auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import type { Tx } from '../../core/database';
import { keyedQueue } from '../../core/keyed-queue';
import { type LocalDate, localDateOf } from '../business-calendar/business-calendar';
import { loadBusinessCalendar } from '../business-calendar/business-calendar.service';
import { findAbsences, findBusy, lockOperator } from './reservations.repository';
import {
  type Away,
  type Busy,
  type OperatorSlot,
  operatorSlots,
  seatsAt,
  slotStarts,
} from './reservations.slots';
import type { ServiceRow } from './reservations.tables';

/**
 * Finding and taking seats (decision 082). Slots are computed from what is read; taking one reads
 * the operator's busy time again under their lock (reservations.repository.ts `lockOperator`) and
 * writes in the same transaction, so that the database — not a check before an insert — decides
 * who gets the last seat when many ask at once.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * How far ahead slots are offered and taken: the business calendar's own reach (a year and a bit).
 * It also keeps every day computed here within years that dates can be written in (a request for
 * the last day of 9999 would otherwise step into year 10000).
 */
export const HORIZON_DAYS = 400;

/** Whether an instant is within the horizon from now. */
export const withinHorizon = (ctx: ServiceContext, at: Date) =>
  at.getTime() <= ctx.clock.now().getTime() + HORIZON_DAYS * DAY_MS;

/** The stretch a range of local days covers, with a day's margin each side for time zones. */
const around = (from: LocalDate, to: LocalDate) => ({
  start: new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
  end: new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + DAY_MS),
});

/** Days from `from` to `to`, both included: refused beyond SLOT_RANGE_DAYS_MAX. */
export function checkRange(from: LocalDate, to: LocalDate, max = SLOT_RANGE_DAYS_MAX): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > max) throw new AppError('ERROR_RANGE_TOO_LONG');
}

/** Busy time and absences of each operator, as the slot functions take them. */
async function busyTime(
  ctx: ServiceContext,
  operatorIds: readonly string[],
  start: Date,
  end: Date,
  except?: number,
) {
  const [rows, absences] = await Promise.all([
    findBusy(ctx.tx, operatorIds, start, end, except),
    findAbsences(ctx.tx, operatorIds, start, end),
  ]);
  const busy = new Map(
    operatorIds.map(
      (id) =>
        [
          id,
          rows
            .filter((r) => r.operatorId === id)
            .map(
              (r): Busy => ({
                start: r.start,
                end: r.end,
                session: { serviceId: r.serviceId, taken: r.taken },
              }),
            ),
        ] as const,
    ),
  );
  const away = new Map(
    operatorIds.map(
      (id) =>
        [
          id,
          absences
            .filter((a) => a.operatorId === id)
            .map((a): Away => ({ start: a.startsAt.getTime(), end: a.endsAt.getTime() })),
        ] as const,
    ),
  );
  return { busyOf: (id: string) => busy.get(id) ?? [], awayOf: (id: string) => away.get(id) ?? [] };
}

/** The free slots of the service's operators between two local days, from `notBefore` on. */
export async function freeSlots(
  ctx: ServiceContext,
  service: ServiceRow,
  operatorIds: readonly string[],
  range: { from: LocalDate; to: LocalDate; notBefore: Date },
): Promise<OperatorSlot[]> {
  checkRange(range.from, range.to);
  const calendar = await loadBusinessCalendar(ctx);
  // Nothing is offered beyond the horizon: the range is cut there.
  const last = localDateOf(new Date(ctx.clock.now().getTime() + HORIZON_DAYS * DAY_MS), calendar.timeZone);
  const to = range.to < last ? range.to : last;
  if (range.from > to) return [];
  const { start, end } = around(range.from, to);
  const busy = await busyTime(ctx, operatorIds, start, end);
  return operatorSlots({
    calendar,
    service,
    operatorIds,
    from: range.from,
    to,
    notBefore: range.notBefore,
    ...busy,
  });
}

/** Whether `start` begins a slot of the service on the business calendar (a customer's choice). */
export async function isSlotStart(ctx: ServiceContext, service: ServiceRow, start: Date): Promise<boolean> {
  const calendar = await loadBusinessCalendar(ctx);
  const day = localDateOf(start, calendar.timeZone);
  // A slot belongs to the day its period starts on: a period past midnight began the day before.
  return slotStarts(calendar, service, addDays(day, -1), day).includes(start.getTime());
}

/**
 * The operators of the service ordered for a booking at `start`: those with a course's session
 * there first (fullest first, so that sessions fill before new ones open), then the others by id.
 * Read without a lock: only an order to try them in.
 */
export async function operatorsToTry(
  ctx: ServiceContext,
  service: ServiceRow,
  operatorIds: readonly string[],
  start: Date,
): Promise<string[]> {
  const end = new Date(start.getTime() + (service.durationMinutes + service.bufferMinutes) * MINUTE_MS);
  const { busyOf, awayOf } = await busyTime(ctx, operatorIds, new Date(start.getTime() - DAY_MS), end);
  return operatorIds
    .map((id) => ({
      id,
      seats: seatsAt(service, busyOf(id), start.getTime()),
      away: awayOf(id).some((a) => a.start < end.getTime() && start.getTime() < a.end),
    }))
    .filter((o) => o.seats > 0 && !o.away)
    .sort((a, b) => a.seats - b.seats || a.id.localeCompare(b.id))
    .map((o) => o.id);
}

/**
 * Takes a seat with one operator at `start`, in a transaction of its own: the operator's lock, their
 * busy time read again (without the appointment being moved, `except`), and `write` only if the seat
 * is still free. Undefined when it is not (someone else took it first): `write` answers a value.
 */
export function withSeat<T extends NonNullable<unknown>>(
  ctx: ServiceContext,
  seat: { service: ServiceRow; operatorId: string; start: Date; except?: number },
  write: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T | undefined> {
  const { service, operatorId, start } = seat;
  const end = start.getTime() + service.durationMinutes * MINUTE_MS;
  // A burst on one operator waits its turn here rather than holding the pool's connections while
  // it waits for their lock (core/keyed-queue.ts); across processes the lock decides.
  return oneAtATime(`operator:${operatorId}`, () =>
    auditedTransaction(ctx, async (tx, audit) => {
      await lockOperator(tx, operatorId);
      const { busyOf, awayOf } = await busyTime(
        { ...ctx, tx },
        [operatorId],
        new Date(start.getTime() - DAY_MS),
        new Date(end + service.bufferMinutes * MINUTE_MS),
        seat.except,
      );
      if (awayOf(operatorId).some((a) => a.start < end && start.getTime() < a.end)) return undefined;
      if (seatsAt(service, busyOf(operatorId), start.getTime()) <= 0) return undefined;
      return write(tx, audit);
    }),
  );
}

/** This process's seat takers, one operator at a time (see `withSeat`). */
const oneAtATime = keyedQueue();

/** Tries the operators in order until one has the seat; ERROR_SLOT_TAKEN when none has. */
export async function takeFirstSeat<T extends NonNullable<unknown>>(
  ctx: ServiceContext,
  service: ServiceRow,
  operatorIds: readonly string[],
  start: Date,
  write: (tx: Tx, audit: Audit, operatorId: string) => Promise<T>,
  except?: number,
): Promise<T> {
  for (const operatorId of operatorIds) {
    const done = await withSeat(ctx, { service, operatorId, start, except }, (tx, audit) =>
      write(tx, audit, operatorId),
    );
    if (done !== undefined) return done;
  }
  throw new AppError('ERROR_SLOT_TAKEN');
}
