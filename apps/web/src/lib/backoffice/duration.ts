/**
 * A number of minutes as hours and minutes (`1 h 35 min`, `8 h`, `45 min`): service targets and
 * response times. The abbreviations read the same in Italian and English.
 */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
