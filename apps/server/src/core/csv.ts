import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import iconv from 'iconv-lite';

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

/**
 * The document in the code page the user picked (spec §2 file-encoding picker): UTF-8 with its
 * byte-order mark as written, UTF-7 (the mark encoded too), or Windows Latin 1 (1252) without a mark,
 * where a character it lacks becomes `?`.
 */
export function encodeCsv(document: string, encoding: FileEncoding): Buffer {
  if (encoding === 65001) return Buffer.from(document, 'utf8');
  if (encoding === 65000) return iconv.encode(document, 'utf7');
  return iconv.encode(document.replace(/^\uFEFF/, ''), 'win1252');
}

/** The `content-type` of a CSV in that code page. */
export function csvContentType(encoding: FileEncoding): string {
  const charset = { 65001: 'utf-8', 65000: 'utf-7', 1252: 'windows-1252' }[encoding];
  return `text/csv; charset=${charset}`;
}
