/**
 * A `datetime-local` input's value (`YYYY-MM-DDTHH:MM`, the browser's own time zone) and the wire's
 * instant (ISO 8601 in UTC), both ways; empty stays empty (null on the wire).
 */
const two = (n: number) => String(n).padStart(2, '0');

export function localInputOf(instant: string | null): string {
  if (!instant) return '';
  const d = new Date(instant);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The instant of a local input's value; null when empty, undefined when it is no date. */
export function instantOf(local: string): string | null | undefined {
  if (!local.trim()) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
