import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import iconv from 'iconv-lite';

/**
 * CSV for the back office's exports: semicolon-separated, CRLF lines, every cell quoted, in the
 * encoding the user picked (spec §2's picker): UTF-8 with a byte-order mark (so that spreadsheet
 * programs read it as such), ANSI Latin 1 (Windows-1252) or UTF-7, both without one.
 */

/** A CSV cell: quoted, quotes doubled, and formula-looking text defused (CSV injection). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole export as text: the byte-order mark, the header line, then one line per record with the given columns. */
export function csvDocument<C extends string>(
  columns: readonly C[],
  records: Iterable<Record<C, unknown>>,
): string {
  const lines = [columns.join(';')];
  for (const record of records) lines.push(columns.map((c) => csvCell(record[c])).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface CsvFile {
  body: Buffer;
  /** The `content-type` header, its charset named. */
  contentType: string;
}

const CHARSETS: Record<FileEncoding, string> = { 1252: 'windows-1252', 65000: 'utf-7', 65001: 'utf-8' };

/**
 * A document of `csvDocument` as the bytes of a file in the chosen encoding. Windows-1252 has no
 * place for characters beyond Western European ones: they become `?`, as any ANSI program writes
 * them; UTF-7 and UTF-8 keep every character.
 */
export function encodeCsv(document: string, encoding: FileEncoding): CsvFile {
  const text = document.startsWith('\uFEFF') ? document.slice(1) : document;
  const contentType = `text/csv; charset=${CHARSETS[encoding]}`;
  if (encoding === 65001) return { body: Buffer.from(`\uFEFF${text}`, 'utf8'), contentType };
  return { body: iconv.encode(text, encoding === 1252 ? 'windows-1252' : 'utf7'), contentType };
}
