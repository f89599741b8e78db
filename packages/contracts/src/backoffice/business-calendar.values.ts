// Plain data of business-calendar.contract.ts: the web app uses it without loading the schemas (decision 022).

/** ISO weekdays as the calendar's keys: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/** At most this many open intervals a day (morning, afternoon, evening…). */
export const MAX_INTERVALS_A_DAY = 4;
/** Dated exceptions kept at once (closures, other hours): a few years of them. */
export const MAX_EXCEPTIONS = 200;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether an interval ends on the next day: `To` not after `From` runs past midnight (22:00–02:00). */
export const endsNextDay = (interval: { From: string; To: string }): boolean =>
  minutes(interval.To) <= minutes(interval.From);

/**
 * The place of the first interval of a day that overlaps one before it, or -1. Each interval counts
 * from its start to its end, on the next day when it runs past midnight; ill-formed times are the
 * time rule's to report.
 */
export function overlappingInterval(day: readonly { From: string; To: string }[]): number {
  const spans = day.map((interval) => {
    const from = minutes(interval.From);
    return { from, to: minutes(interval.To) + (endsNextDay(interval) ? 24 * 60 : 0) };
  });
  return spans.findIndex((span, i) =>
    spans.slice(0, i).some((earlier) => span.from < earlier.to && earlier.from < span.to),
  );
}
