import type { ImportFileProblem } from '@sportello/contracts/backoffice/imports.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { type Allowed, fieldsAccepted, issueProblem } from '@sportello/contracts/common/schema-issues';
import type { z } from 'zod';
import { AppError } from './app-error';
import type { Audit } from './audit-trail';
import type { ServiceContext } from './context';
import { CsvSyntaxError, csvValue, decodeCsv, isFormulaCell, parseCsv } from './csv';

/**
 * An imported CSV file as a table (decisions 040, 041): the header names its columns in any order,
 * each row's cells by column. What every import shares: the file's checks (encoding, syntax, known
 * columns, row limit), the row's checks that need no form (cells per row, formula cells), the cell
 * readers, and a form schema's refusals as problems by line and column.
 */

/**
 * A problem of one row: its line in the file (the header is line 1), the column (a list's item:
 * `Products.0`), the error, and what the column accepts when the value is not among it: words for
 * a person in any language, put together when the job is shown (decision 071).
 */
export interface RowProblem {
  line: number;
  field: string;
  key: ErrorKey;
  detail?: string | undefined;
  allowed?: Allowed | undefined;
}

export interface TableSpec<C extends string> {
  /** Every column a file may have, in the export's order: the others refuse the file. */
  accepted: readonly string[];
  /** The columns the import reads; the other accepted ones are read past. */
  read: readonly C[];
  /** Columns the header must have. */
  required: readonly C[];
  maxRows: number;
  /** How a problem names its column and the values allowed, for a person (decision 071). */
  words: ColumnWords<C>;
}

/** A kind's columns in words: keys of the back-office catalogue. */
export interface ColumnWords<C extends string = string> {
  /** Each column's label: the form's own. */
  labels: Record<C, string>;
  /** The label of each value, for the columns whose values have names (`portal`: "Portale clienti"). */
  values: Partial<Record<C, (value: string) => string>>;
}

export interface TableRow<C extends string> {
  line: number;
  /** The cells of the columns read that the file has, the export's formula quote taken off. */
  cells: Partial<Record<C, string>>;
  /** What is wrong with the row before any form looks at it. */
  problems: RowProblem[];
}

/** ERROR_IMPORT_FILE with the reason as a key of the catalogue and its values, read in any language. */
const fileError = (problem: ImportFileProblem, ...values: (string | number)[]) =>
  new AppError('ERROR_IMPORT_FILE', [problem, ...values].join(' '));

/** A file's records, or ERROR_IMPORT_FILE when its bytes are not the encoding or a quote is malformed. */
export function readCsvRecords(bytes: Buffer, encoding: FileEncoding) {
  const text = decodeCsv(bytes, encoding);
  if (text === undefined) throw fileError('DETAIL_IMPORT_ENCODING');
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw fileError(
        error.reason === 'stray quote' ? 'DETAIL_IMPORT_STRAY_QUOTE' : 'DETAIL_IMPORT_UNCLOSED_QUOTE',
        error.line,
      );
    throw error;
  }
}

/**
 * The file's rows, or ERROR_IMPORT_FILE (the reason as detail, one of IMPORT_FILE_PROBLEMS) for a
 * file that cannot be read: bytes that are not the chosen encoding, a malformed quote, no header, an
 * unknown, empty or repeated column name, a required column missing, too many rows. A row with more
 * or fewer cells than the header, or a cell a spreadsheet would run as a formula, is a problem of
 * that row.
 */
export function readCsvTable<C extends string>(
  bytes: Buffer,
  encoding: FileEncoding,
  spec: TableSpec<C>,
): TableRow<C>[] {
  const [header, ...rows] = readCsvRecords(bytes, encoding);
  if (!header) throw fileError('DETAIL_IMPORT_EMPTY');
  if (rows.length > spec.maxRows) throw fileError('DETAIL_IMPORT_TOO_MANY_ROWS', rows.length, spec.maxRows);
  const names = header.cells.map((c) => c.trim());
  const unknown = names.find((n) => !spec.accepted.includes(n));
  if (unknown === '') throw fileError('DETAIL_IMPORT_UNNAMED_COLUMN');
  if (unknown !== undefined) throw fileError('DETAIL_IMPORT_UNKNOWN_COLUMN', unknown);
  const repeated = names.find((n, i) => names.indexOf(n) !== i);
  if (repeated) throw fileError('DETAIL_IMPORT_REPEATED_COLUMN', repeated);
  const missing = spec.required.find((c) => !names.includes(c));
  if (missing) throw fileError('DETAIL_IMPORT_MISSING_COLUMN', missing);
  const columns = spec.read.map((c) => [c, names.indexOf(c)] as const).filter(([, i]) => i >= 0);
  return rows.map(({ line, cells }) => {
    const problems: RowProblem[] = [];
    if (cells.length !== names.length)
      problems.push({
        line,
        field: '',
        key: 'ERROR_IMPORT_CELLS',
        detail: `${cells.length}/${names.length}`,
      });
    const row: Partial<Record<C, string>> = {};
    for (const [column, i] of columns) {
      const cell = cells[i] ?? '';
      if (isFormulaCell(cell)) problems.push({ line, field: column, key: 'ERROR_IMPORT_FORMULA' });
      else row[column] = csvValue(cell);
    }
    return { line, cells: row, problems };
  });
}

/** A comma-separated list cell (`portal,payroll`). */
export const listCell = (cell: string) => (cell.trim() === '' ? [] : cell.split(',').map((v) => v.trim()));

// Text that is not a number or a boolean goes to the schema as it is, which refuses it by field.
export const integerCell = (cell: string) =>
  cell.trim() === '' ? undefined : /^\s*-?\d+\s*$/.test(cell) ? Number(cell) : cell;

export const flagCell = (cell: string) => {
  const text = cell.trim().toLowerCase();
  return text === '' ? undefined : text === 'true' ? true : text === 'false' ? false : cell;
};

export const textCell = (cell: string) => cell;

/** A column's value as the form would send it: the cell read, or `fallback` when the file lacks the column. */
export function cellOr<C extends string, T>(
  cells: Partial<Record<C, string>>,
  column: C,
  read: (cell: string) => T,
  fallback: unknown,
): unknown {
  const cell = cells[column];
  return cell === undefined ? fallback : read(cell);
}

/** What each column of a form's schema accepts, read once per schema. */
const accepted = new WeakMap<z.ZodType, Record<string, Allowed>>();
function acceptedOf(schema: z.ZodType): Record<string, Allowed> {
  let fields = accepted.get(schema);
  if (!fields) {
    fields = fieldsAccepted(schema);
    accepted.set(schema, fields);
  }
  return fields;
}

/**
 * The row checked by a form's schema: its output when the row has no problem at all, or every problem
 * by column as a key of the catalogue with its values (contracts' `issueProblem`: never zod's own
 * text). Columns that already have a problem of the table (a formula cell) are not reported twice.
 */
export function checkWithSchema<S extends z.ZodType>(
  schema: S,
  row: { line: number; problems: RowProblem[] },
  values: unknown,
): { value: z.output<S> | undefined; problems: RowProblem[] } {
  // The value given goes into the message ("Scritto: «portall»"): the person finds it in the file.
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success)
    return { value: row.problems.length === 0 ? result.data : undefined, problems: row.problems };
  const reported = new Set(row.problems.map((p) => p.field));
  const columns = acceptedOf(schema);
  const problems = result.error.issues.map((issue): RowProblem => {
    const column = String(issue.path[0] ?? '');
    const { key, detail, allowed } = issueProblem(
      issue,
      Object.hasOwn(columns, column) ? columns[column] : undefined,
    );
    return { line: row.line, field: issue.path.join('.'), key, detail, allowed };
  });
  const fresh = problems.filter((p) => !reported.has(String(p.field.split('.')[0])));
  return { value: undefined, problems: [...row.problems, ...fresh] };
}

/** What an import did with a file's rows (a check: would do), before it is committed or rolled back. */
export interface RowsOutcome {
  created: number;
  updated: number;
  problems: RowProblem[];
  /** Each row written: its line, its key (VAT code, user name) and whether it was new. */
  results: { line: number; key: string; created: boolean }[];
  /** Users whose sessions end once the import is committed: what they may do changed. */
  signOut: string[];
}

/** Told how many of the file's rows are done so far. */
export type ImportProgress = (rowsDone: number) => void;

/**
 * A step of an import plan's writes (decision 061): whether the rows it writes are still as the plan
 * read them, and their writes in the caller's transaction, each row recorded with `audit` (what they
 * find only once written: problems that roll the step back). `rows`: the file's rows it writes.
 */
export interface PlanStep {
  rows: number;
  holds(ctx: ServiceContext): Promise<boolean>;
  apply(ctx: ServiceContext, audit: Audit): Promise<RowProblem[]>;
}

/**
 * What a file would do: its outcome (what a check reports) and the writes that do it, in steps of at
 * most `size` rows, each for a transaction of its own; one step (every write: the whole file in one
 * transaction) when the file has no more rows than that.
 */
export interface RowsPlan {
  outcome: RowsOutcome;
  steps(size: number): PlanStep[];
}
