import { addDays } from '@sportello/contracts/common/days';
import { RESERVATIONS_TIME_ZONE } from '@sportello/contracts/reservations/reservations.values';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { portalDayOf } from '../../../lib/portal-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Appointments happen in Italy: their times are shown, and days are picked, in Europe/Rome whatever
 * the operator's computer says (one working from abroad must read the customer's time).
 */
export {
  portalDateTime as romeDateTime,
  portalDayOf as romeDay,
  portalTime as romeTime,
} from '../../../lib/portal-time';

const DAY = 'YYYY-MM-DD';

export const romeToday = () => portalDayOf(new Date());

/** A picked day (`YYYY-MM-DD`), or undefined when it is none (dayjs would roll 2026-13-45 over). */
const validDay = (day: string) => {
  const parsed = dayjs(day);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && parsed.isValid() && parsed.format(DAY) === day ? day : undefined;
};

// Calendar arithmetic on days, without any time zone: the contracts' one (`2027-03-28` + 1 is `2027-03-29`).
export { addDays } from '@sportello/contracts/common/days';

/** The instant a day starts in Rome (23:00 or 22:00 UTC the day before, by the season). */
const romeMidnight = (day: string) => dayjs.tz(day, RESERVATIONS_TIME_ZONE).toISOString();

/**
 * Days picked in a filter as the instants it sends: `From` the start of the first day (included), `To`
 * the start of the day after the last (excluded), both in Rome. A missing or malformed day leaves
 * that side open.
 */
export function romeDayRange(from: string, to: string): { From?: string; To?: string } {
  const first = validDay(from);
  const last = validDay(to);
  return {
    ...(first && { From: romeMidnight(first) }),
    ...(last && { To: romeMidnight(addDays(last, 1)) }),
  };
}

/** A picked day (`YYYY-MM-DD`) as people read it: 15/04/2027. */
export const dayText = (day: string) => dayjs(day).format('DD/MM/YYYY');

/** A day as a heading, in the page's language, its first letter capital: "Giovedì 15 aprile". */
export function dayHeading(day: string, language: string) {
  const text = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
