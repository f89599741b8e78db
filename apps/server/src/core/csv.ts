import { PORTAL_TIME_ZONE } from '@sportello/contracts/common/days';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { CsvError, type Options, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';

/**
 * CSV for the back office's exports: semicolon-separated, CRLF lines, every cell quoted, in the
 * encoding the user picked (spec §2's picker): UTF-8 with a byte-order mark (so that spreadsheet
 * programs read it as such), ANSI Latin 1 (Windows-1252) or UTF-7, both without one. Written by
 * `csv-stringify` and read by `csv-parse`; the encodings are `iconv-lite`'s.
 */

const DIALECT = { delimiter: ';', record_delimiter: '\r\n' } as const;

/** A value as a cell's text: nothing for null and undefined, else as `String` writes it. */
const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A whole export as text: the byte-order mark, the header line, then one line per record with the
 * given columns. Every record cell is quoted (an empty one too), quotes doubled, and text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) defused
 * with a leading `'` (CSV injection; `csvValue` takes it off again). The header's names are quoted
 * only when they must be.
 */
export function csvDocument<C extends string>(
  columns: readonly C[],
  records: Iterable<Record<C, unknown>>,
): string {
  const header = stringify([columns], { ...DIALECT, bom: true });
  const rows = Array.from(records, (record) => columns.map((c) => cellText(record[c])));
  return header + stringify(rows, { ...DIALECT, quoted: true, quoted_empty: true, escape_formulas: true });
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

/** Why a CSV text could not be read, with the line it happened on. */
export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    readonly line: number,
    readonly reason: 'unclosed quote' | 'stray quote' = 'unclosed quote',
  ) {
    super(`${reason} ${reason === 'unclosed quote' ? 'opened ' : ''}on line ${line}`);
  }
}

/** A record of a CSV text: its cells, and the line it starts on (a quoted cell may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ';' | ',';

/**
 * The delimiter of a file, told by its header line: a comma when the header has more commas than
 * semicolons outside quotes, else the semicolon the export writes (a one-column header has neither).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return commas > semicolons ? ',' : ';';
}

/** The line feeds in a part of a text's UTF-8 bytes (a line ends with LF or CRLF). */
function lineFeeds(bytes: Uint8Array, from = 0, to = bytes.length): number {
  const part = bytes.subarray(from, to);
  let count = 0;
  for (let i = part.indexOf(10); i !== -1; i = part.indexOf(10, i + 1)) count++;
  return count;
}

/**
 * The text of the record `csv-parse` refuses at the start of `bytes`, up to the character it refused:
 * read again with `raw`, which only the refusal needs.
 */
function refusedText(bytes: Buffer, options: Options): string {
  try {
    parse(bytes, { ...options, raw: true });
  } catch (error) {
    if (error instanceof CsvError && typeof error.raw === 'string') return error.raw;
  }
  return '';
}

/**
 * Reads the dialect `csvDocument` writes, and what a spreadsheet saves back from it: cells separated
 * by semicolons or commas (`detectDelimiter`), quoted or not, quotes inside a quoted cell doubled,
 * CRLF or LF line ends (also inside quoted cells), an optional byte-order mark. Blank lines (and a
 * line of one empty cell, `""`) are skipped; rows may have any number of cells, for the caller to
 * judge. A quote must open a cell and close it: a quote left open, one inside an unquoted cell or
 * text after a closing quote is a malformed file (CsvSyntaxError), never a guess. Cells come back as
 * written: `csvValue` undoes the writer's defusing of formula-looking text.
 *
 * Each record is numbered by the line it starts on, counted in line feeds from where `csv-parse`
 * says the records end (`bytes`): its own `lines` count takes a CRLF inside a quoted cell for two.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): CsvRecord[] {
  const bytes = Buffer.from(text);
  const options: Options = {
    delimiter,
    record_delimiter: ['\r\n', '\n'],
    bom: true,
    relax_column_count: true,
  };
  const starts: number[] = [];
  /** Where the next record starts: its first byte and its line. */
  let start = 0;
  let line = 1;
  let cells: string[][];
  try {
    cells = parse(bytes, {
      ...options,
      on_record: (record, { bytes: end }) => {
        const first = line;
        line += lineFeeds(bytes, start, end);
        start = end;
        if (record.length === 1 && record[0] === '') return null;
        starts.push(first);
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // A quote within a cell or after its closing one: the last character of the record read so far.
    if (error.code === 'INVALID_OPENING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE') {
      // A byte-order mark is one only at the start of the text.
      const read = refusedText(bytes.subarray(start), { ...options, bom: start === 0 });
      throw new CsvSyntaxError(line + read.split('\n').length - 1, 'stray quote');
    }
    // A quote left open is found at the end of the text; it opened the cell that starts where the
    // last cell or record ended.
    if (error.code === 'CSV_QUOTE_NOT_CLOSED')
      throw new CsvSyntaxError(
        line + lineFeeds(bytes, start, typeof error.bytes === 'number' ? error.bytes : start),
      );
    throw error;
  }
  return cells.map((record, i) => ({ line: starts[i] ?? 0, cells: record }));
}

/**
 * The prefix `csv-stringify`'s `escape_formulas` puts before text a spreadsheet would run: `=`, `+`,
 * `-`, `@`, a tab, a carriage return, or the full-width `＝`, `＋`, `－`, `＠` some spreadsheets read
 * as those.
 */
const DEFUSED = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell's text as it was before `csvDocument` defused it (the quote it put before `=`, `+`, `-`, `@`…). */
export function csvValue(cell: string): string {
  return DEFUSED.test(cell) ? cell.slice(1) : cell;
}

/**
 * A cell a spreadsheet would run as a formula (CSV injection): it starts with `=` or `@`, or with `+`
 * or `-` not followed by a digit (`+39 02…` and `-5` are a phone number and a number). The export's
 * own defused cells (`'=…`) are not: they are read back by `csvValue`.
 */
export function isFormulaCell(cell: string): boolean {
  return /^[=@]/.test(cell) || /^[+-](?!\d)/.test(cell);
}

const DECODINGS: Record<FileEncoding, string> = { 1252: 'windows-1252', 65000: 'utf7', 65001: 'utf8' };

const strictUtf8 = (bytes: Buffer): string | undefined => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * The text of a file in the chosen encoding, its byte-order mark dropped; `undefined` when the bytes
 * are not that encoding. UTF-8 is checked strictly. Any byte sequence is some ANSI text, but one
 * with letters beyond ASCII that is also valid UTF-8 (a byte-order mark, `Ã¨` for `è`) is a UTF-8
 * file picked as ANSI; UTF-7 is 7-bit, so a byte above 127 is another encoding. A NUL byte is no
 * text file at all (a spreadsheet's own format, an image).
 */
export function decodeCsv(bytes: Buffer, encoding: FileEncoding): string | undefined {
  if (bytes.includes(0)) return undefined;
  const beyondAscii = bytes.some((b) => b > 0x7f);
  let text: string | undefined;
  if (encoding === 65001) text = strictUtf8(bytes);
  else if (encoding === 65000) text = beyondAscii ? undefined : iconv.decode(bytes, DECODINGS[encoding]);
  else
    text =
      beyondAscii && strictUtf8(bytes) !== undefined ? undefined : iconv.decode(bytes, DECODINGS[encoding]);
  return text?.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** An instant as the exports write it: `YYYY-MM-DD HH:MM`, the portal's time (Italy). */
export const exportTime = (at: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: PORTAL_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
