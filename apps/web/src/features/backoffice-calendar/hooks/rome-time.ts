import { RESERVATIONS_TIME_ZONE } from '@sportello/contracts/reservations/reservations.values';

/**
 * Wall times in Europe/Rome, the zone appointments are offered and mailed in, whatever zone the
 * operator's browser runs in.
 *
 * FullCalendar converts to a named time zone only through a plugin (Luxon, Moment), and without one
 * it treats a name like 'UTC'. So the calendar runs in 'UTC' and is fed *floating* times: each
 * instant is turned into its Rome wall time (`2027-03-10T10:00:00`, no offset), which FullCalendar
 * then shows as is. UTC has no clock changes, so every Rome wall time exists there, also the hour a
 * browser in another zone would skip. The dates FullCalendar hands back (a drop, a selection, the
 * visible range) carry that wall time in their UTC fields, and go back to instants with
 * `instantOfCalendarDate`.
 */

/** A wall time, `YYYY-MM-DDTHH:mm:ss`, without offset. */
export type WallTime = string;

const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESERVATIONS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Rome wall time of an instant (ISO 8601 with offset, or a Date). */
export function romeWall(instant: string | Date): WallTime {
  const parts = Object.fromEntries(
    WALL.formatToParts(typeof instant === 'string' ? new Date(instant) : instant).map((p) => [
      p.type,
      p.value,
    ]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A wall time with its seconds (`HH:mm` gets `:00`). */
const withSeconds = (wall: WallTime) => (wall.length === 16 ? `${wall}:00` : wall);

/** Milliseconds of a wall time read as if it were UTC. */
const asUtc = (wall: WallTime) => Date.parse(`${withSeconds(wall)}Z`);

/** How far Rome's clocks are ahead of UTC at an instant, in milliseconds. */
const offsetAt = (ms: number) => asUtc(romeWall(new Date(ms))) - Math.floor(ms / 1000) * 1000;

const DAY = 86_400_000;

/**
 * The instant (ISO 8601, UTC) of a Rome wall time (`YYYY-MM-DDTHH:mm` or with seconds). In the hour
 * repeated in autumn it is the first one; in the hour skipped in spring it is read with the offset
 * before the change (02:30 is 03:30 summer time), as a clock not yet put forward would read it.
 */
export function romeInstant(wall: WallTime): string {
  const guess = asUtc(wall);
  // A day either side of a wall time, Rome is on the offsets that can apply to it.
  const before = offsetAt(guess - DAY);
  const after = offsetAt(guess + DAY);
  const matching = [guess - before, guess - after].filter(
    (ms) => romeWall(new Date(ms)) === withSeconds(wall),
  );
  return new Date(matching.length > 0 ? Math.min(...matching) : guess - before).toISOString();
}

/** The instant of a date FullCalendar hands back: its UTC fields are the Rome wall time. */
export function instantOfCalendarDate(date: Date): string {
  return romeInstant(date.toISOString().slice(0, 19));
}

// An instant's day, time and both as people read them: the portal's one way (lib/portal-time.ts).
export {
  portalDateTime as romeDateTime,
  portalDayOf as romeDay,
  portalTime as romeTime,
} from '../../../lib/portal-time';

/** Whether two wire instants are the same moment, however each is written (`Z`, an offset, milliseconds). */
export const sameInstant = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && Date.parse(a) === Date.parse(b);
