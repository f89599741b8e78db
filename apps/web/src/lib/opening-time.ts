/**
 * When something opens again, as people say it: the weekday, day and month ("giovedì 3 giugno") and
 * the time without seconds ("09:00"), in the user's language and the browser's time zone. A date
 * with its seconds and no weekday ("03/06/2027 09:00:00") made people count the days.
 */
export function openingParts(at: string, language: string): { date: string; time: string } {
  const d = new Date(at);
  return {
    date: new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(d),
    time: new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: false }).format(d),
  };
}
