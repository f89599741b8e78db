const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A file's size as people read it, in the language's numbers: "820 KB", "1,5 MB", "2 GB" in Italian
 * ("1.5 MB" in English). Binary multiples, one decimal from a megabyte up; at least 1 KB, so that no
 * file reads as empty.
 */
export function fileSizeText(bytes: number, language = 'it'): string {
  let value = Math.max(bytes, 0) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const shown = unit === 0 ? Math.max(1, Math.round(value)) : value;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(shown);
  return `${number} ${UNITS[unit]}`;
}
