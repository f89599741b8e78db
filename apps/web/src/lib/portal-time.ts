import { PORTAL_TIME_ZONE } from '@sportello/contracts/common/days';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Instants as the portal's time zone (Europe/Rome) reads them, whatever zone the browser runs in: an
 * operator working from abroad records and reads the customer's own clock.
 */

/** The value of a `DayInput withTime`: a wall time without zone. */
const WALL_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** `DD/MM/YYYY HH:mm` of an instant, in the portal's zone. */
export const portalDateTime = (instant: string) =>
  dayjs(instant).tz(PORTAL_TIME_ZONE).format('DD/MM/YYYY HH:mm');

/** `HH:mm` of an instant, in the portal's zone. */
export const portalTime = (instant: string) => dayjs(instant).tz(PORTAL_TIME_ZONE).format('HH:mm');

/** The portal's day (`YYYY-MM-DD`) of an instant. */
export const portalDayOf = (instant: string | Date) =>
  dayjs(instant).tz(PORTAL_TIME_ZONE).format('YYYY-MM-DD');

/** The portal's wall time of an instant (now when none), as a `DayInput withTime` holds it. */
export const portalWallOf = (instant: string | Date = new Date()) =>
  dayjs(instant).tz(PORTAL_TIME_ZONE).format(WALL_FORMAT);

/** The instant (ISO 8601, UTC) of a wall time in the portal's zone; undefined when it is none. */
export function instantOfPortalWall(wall: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(wall) || !dayjs(wall).isValid()) return undefined;
  return dayjs.tz(wall, PORTAL_TIME_ZONE).toISOString();
}
