/**
 * CSV for the back office's exports: UTF-8 with a byte-order mark (so that spreadsheet programs
 * read it as such), semicolon-separated, CRLF lines, every cell quoted.
 */

/** A CSV cell: quoted, quotes doubled, and formula-looking text defused (CSV injection). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole export: the header line, then one line per record with the given columns. */
export function csvDocument<C extends string>(
  columns: readonly C[],
  records: Iterable<Record<C, unknown>>,
): string {
  const lines = [columns.join(';')];
  for (const record of records) lines.push(columns.map((c) => csvCell(record[c])).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
