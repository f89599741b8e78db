import { formatDate } from '@sportello/contracts/common/dates';

/**
 * When something opens again, as people say it: the weekday and the day as the portal writes days
 * ("lunedì 30/11/2026") and the time without seconds ("09:00"), in the user's language and the
 * browser's time zone. A date with its seconds and no weekday ("30/11/2026 09:00:00") made people
 * count the days; a day without its year reads wrong at the turn of the year.
 */
export function openingParts(at: string, language: string): { date: string; time: string } {
  const d = new Date(at);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' }).format(d);
  return {
    date: `${weekday} ${formatDate(d)}`,
    time: new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: false }).format(d),
  };
}
