/**
 * The free slots of a service (decision 082): pure, over what the caller read. A slot starts at an
 * open period's start of the business calendar and every service length plus buffer after it, ends
 * within the period, and is free for an operator when nothing of theirs (another appointment with
 * its buffer, an absence) overlaps it with its own buffer. A course's session with seats left stays
 * offered at its start: joining it is not a clash with itself.
 */
import { addDays } from '@sportello/contracts/common/days';
import { type BusinessCalendar, type LocalDate, periodsOn } from '../business-calendar/business-calendar';

const MINUTE_MS = 60_000;

export interface SlotService {
  id: number;
  durationMinutes: number;
  bufferMinutes: number;
  seats: number;
}

/** An appointment (a course's session) that keeps an operator busy, as instants in ms. */
export interface Busy {
  start: number;
  /** Its end, buffer included. */
  end: number;
  /** Which service and how many seats are taken at that start. */
  session: { serviceId: number; taken: number };
}

/** An operator's absence, as instants in ms. */
export interface Away {
  start: number;
  end: number;
}

/** The longest an appointment keeps an operator busy (the longest service and buffer), and a margin. */
const LONGEST_BUSY_MS = 24 * 60 * MINUTE_MS;

export interface OperatorSlot {
  operatorId: string;
  start: Date;
  end: Date;
  seatsLeft: number;
}

/**
 * The seats an operator has at [start, start + duration): the service's seats when nothing of theirs
 * clashes, a session's seats left when a session of the same service starts then, 0 otherwise.
 * `busy` is sorted by start.
 */
export function seatsAt(service: SlotService, busy: readonly Busy[], start: number): number {
  const end = start + (service.durationMinutes + service.bufferMinutes) * MINUTE_MS;
  let seats = service.seats;
  // The first busy stretch that could reach `start`: every earlier one ended before it (they are
  // sorted by start and none is longer than LONGEST_BUSY_MS).
  for (let i = firstFrom(busy, start - LONGEST_BUSY_MS); i < busy.length; i++) {
    const b = busy[i] as Busy;
    if (b.start >= end) break;
    if (b.end <= start) continue;
    if (b.session.serviceId === service.id && b.start === start) {
      seats = Math.min(seats, service.seats - b.session.taken);
      continue;
    }
    return 0;
  }
  return Math.max(0, seats);
}

/** The index of the first stretch starting at or after `at` (binary search). */
function firstFrom(busy: readonly Busy[], at: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((busy[mid] as Busy).start < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The slot starts of the calendar's open periods on each day from `from` to `to` (both included). */
export function slotStarts(
  calendar: BusinessCalendar,
  service: SlotService,
  from: LocalDate,
  to: LocalDate,
): number[] {
  const length = service.durationMinutes * MINUTE_MS;
  const step = (service.durationMinutes + service.bufferMinutes) * MINUTE_MS;
  const starts: number[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    for (const period of periodsOn(calendar, day))
      for (let at = period.start.getTime(); at + length <= period.end.getTime(); at += step) starts.push(at);
  return starts;
}

/**
 * The free slots of each operator between two days, from `notBefore` on. `busyOf` gives an
 * operator's appointments as sessions sorted by start, `awayOf` their absences.
 */
export function operatorSlots(input: {
  calendar: BusinessCalendar;
  service: SlotService;
  operatorIds: readonly string[];
  from: LocalDate;
  to: LocalDate;
  notBefore: Date;
  busyOf: (operatorId: string) => readonly Busy[];
  awayOf: (operatorId: string) => readonly Away[];
}): OperatorSlot[] {
  const { service } = input;
  const starts = slotStarts(input.calendar, service, input.from, input.to).filter(
    (at) => at >= input.notBefore.getTime(),
  );
  const slots: OperatorSlot[] = [];
  for (const operatorId of input.operatorIds) {
    const busy = input.busyOf(operatorId);
    const away = input.awayOf(operatorId);
    for (const at of starts) {
      const end = at + service.durationMinutes * MINUTE_MS;
      if (away.some((a) => a.start < end && at < a.end)) continue;
      const seatsLeft = seatsAt(service, busy, at);
      if (seatsLeft > 0)
        slots.push({
          operatorId,
          start: new Date(at),
          end: new Date(end),
          seatsLeft,
        });
    }
  }
  return slots.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.operatorId.localeCompare(b.operatorId),
  );
}

/**
 * The slots as a customer sees them: one per start, with the most seats any operator has then
 * (the booking tries the operator whose session is fullest first).
 */
export function customerSlots(
  slots: readonly OperatorSlot[],
): { start: Date; end: Date; seatsLeft: number }[] {
  const byStart = new Map<number, { start: Date; end: Date; seatsLeft: number }>();
  for (const slot of slots) {
    const found = byStart.get(slot.start.getTime());
    if (!found)
      byStart.set(slot.start.getTime(), { start: slot.start, end: slot.end, seatsLeft: slot.seatsLeft });
    else found.seatsLeft = Math.max(found.seatsLeft, slot.seatsLeft);
  }
  return [...byStart.values()];
}
