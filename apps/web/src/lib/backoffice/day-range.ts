import dayjs from 'dayjs';

/** The start of a picked day (`YYYY-MM-DD`) in the user's time zone; undefined when not a day. */
const dayStart = (day: string) => {
  const start = dayjs(day);
  // dayjs rolls 2026-13-45 over into a later date: only a day that reads back the same counts.
  return start.isValid() && start.format('YYYY-MM-DD') === day ? start : undefined;
};

/**
 * Days picked in a list's filter (DayInput values) as the instants a filter sends: `From` the start
 * of the first day (included), `To` the end of the last (excluded: the start of the next), both days
 * included, in the user's time zone. An empty or malformed day leaves that side open.
 */
export function dayRange(from: string, to: string): { From?: string; To?: string } {
  const start = dayStart(from);
  const end = dayStart(to);
  return {
    ...(start && { From: start.toISOString() }),
    ...(end && { To: end.add(1, 'day').toISOString() }),
  };
}
