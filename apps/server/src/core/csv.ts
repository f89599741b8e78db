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

/**
 * Reads the dialect `csvDocument` writes, and what a spreadsheet saves back from it: cells separated
 * by semicolons or commas (`detectDelimiter`), quoted or not, quotes inside a quoted cell doubled,
 * CRLF or LF line ends (also inside quoted cells), an optional byte-order mark. Blank lines are
 * skipped. A quote must open a cell and close it: a quote left open, one inside an unquoted cell or
 * text after a closing quote is a malformed file (CsvSyntaxError), never a guess. Cells come back as
 * written: `csvValue` undoes the writer's defusing of formula-looking text.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  let quoted = false;
  /** The cell was quoted and its quote closed: only a delimiter or a line end may follow. */
  let closed = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    closed = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
        closed = true;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === delimiter) endCell();
    else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (closed || (c === '"' && cell !== '')) throw new CsvSyntaxError(line, 'stray quote');
    else if (c === '"') {
      quoted = true;
      quoteLine = line;
    } else cell += c;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  endRecord();
  return records;
}

/** A cell's text as it was before `csvCell` defused it (the quote it put before `=`, `+`, `-`, `@`…). */
export function csvValue(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
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
