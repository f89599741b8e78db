import { CompanyInput } from '@sportello/contracts/backoffice/companies.contract';
import { IMPORT_MAX_ROWS } from '@sportello/contracts/backoffice/companies.values';
import { type ErrorKey, isErrorKey } from '@sportello/contracts/common/errors';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { type CsvRecord, csvValue } from '../../core/csv';

/**
 * From the records of an imported CSV to the company form's inputs: the header names the export's
 * columns (any order), each row's cells become a CompanyInput checked by its own schema.
 */

export type SavedInput = z.output<typeof CompanyInput>;

/** The columns the import writes: the company form's, parents by VAT code. */
const INPUT_COLUMNS = [
  'VatCode',
  'VatCodeType',
  'FiscalCode',
  'Name',
  'CompanyType',
  'Products',
  'GroupCodes',
  'ParentVatCodes',
  'AccessLocal',
  'ForceTsid',
  'Enabled',
] as const;
type InputColumn = (typeof INPUT_COLUMNS)[number];

/**
 * Columns of the export that are the registry's own doing (ids, counts, dates, the migration, which
 * is an action of its own): read past, never written.
 */
const IGNORED_COLUMNS = [
  'Id',
  'Migrated',
  'MigratedOn',
  'MigrationUrl',
  'Tags',
  'Users',
  'CreatedAt',
] as const;

/** Every column of the export, in its order: what the import accepts. */
export const EXPORT_COLUMNS = [
  'Id',
  'VatCode',
  'VatCodeType',
  'FiscalCode',
  'Name',
  'CompanyType',
  'Products',
  'GroupCodes',
  'ParentVatCodes',
  'AccessLocal',
  'ForceTsid',
  'Migrated',
  'MigratedOn',
  'MigrationUrl',
  'Enabled',
  'Tags',
  'Users',
  'CreatedAt',
] as const satisfies readonly (InputColumn | (typeof IGNORED_COLUMNS)[number])[];

const REQUIRED_COLUMNS: readonly InputColumn[] = ['VatCode', 'Name'];

/** A row's cells by column, only the columns the file has. */
export type RowCells = Partial<Record<InputColumn, string>>;

export interface ImportRow {
  line: number;
  cells: RowCells;
  /** The VAT code as the registry keeps it: the row's key. */
  vatCode: string;
}

export interface RowProblem {
  line: number;
  field: string;
  key: ErrorKey;
  detail?: string | undefined;
}

const fileError = (detail: string) => new AppError('ERROR_IMPORT_FILE', detail);

/** The header's columns checked (all known, none twice, VatCode and Name present), then each row's cells. */
export function importRows(records: CsvRecord[]): ImportRow[] {
  const [header, ...rows] = records;
  if (!header) throw fileError('empty');
  if (rows.length > IMPORT_MAX_ROWS) throw fileError(`${rows.length} > ${IMPORT_MAX_ROWS}`);
  const names = header.cells.map((c) => c.trim());
  const known = new Set<string>(EXPORT_COLUMNS);
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined) throw fileError(unknown === '' ? 'empty column name' : unknown);
  const repeated = names.find((n, i) => names.indexOf(n) !== i);
  if (repeated) throw fileError(repeated);
  const missing = REQUIRED_COLUMNS.find((c) => !names.includes(c));
  if (missing) throw fileError(missing);
  const inputColumns = INPUT_COLUMNS.map((c) => [c, names.indexOf(c)] as const).filter(([, i]) => i >= 0);
  return rows.map(({ line, cells }) => {
    const row: RowCells = {};
    for (const [column, i] of inputColumns) row[column] = csvValue(cells[i] ?? '');
    return { line, cells: row, vatCode: (row.VatCode ?? '').trim().toUpperCase() };
  });
}

const list = (cell: string) => (cell.trim() === '' ? [] : cell.split(',').map((v) => v.trim()));
// Text that is not a number or a boolean goes to the schema as it is, which refuses it by field.
const integer = (cell: string) =>
  cell.trim() === '' ? undefined : /^\s*-?\d+\s*$/.test(cell) ? Number(cell) : cell;
const flag = (cell: string) => {
  const text = cell.trim().toLowerCase();
  return text === '' ? undefined : text === 'true' ? true : text === 'false' ? false : cell;
};

/** The cells as the company form would send them; a column the file lacks keeps `current`'s value. */
function formValues(cells: RowCells, current: Partial<SavedInput>): Record<string, unknown> {
  const pick = <T>(column: InputColumn, read: (cell: string) => T, fallback: unknown) => {
    const cell = cells[column];
    return cell === undefined ? fallback : read(cell);
  };
  const text = (cell: string) => cell;
  return {
    VatCode: pick('VatCode', text, current.VatCode),
    VatCodeType: pick('VatCodeType', integer, current.VatCodeType),
    FiscalCode: pick('FiscalCode', text, current.FiscalCode),
    Name: pick('Name', text, current.Name),
    CompanyType: pick('CompanyType', integer, current.CompanyType),
    Products: pick('Products', list, current.Products),
    GroupCodes: pick('GroupCodes', list, current.GroupCodes),
    ParentVatCodes: pick('ParentVatCodes', list, []),
    AccessLocal: pick('AccessLocal', flag, current.AccessLocal),
    ForceTsid: pick('ForceTsid', flag, current.ForceTsid),
    Enabled: pick('Enabled', flag, current.Enabled),
  };
}

/** The row checked by the company form's schema: its input, or its problems by column. */
export function checkRow(
  row: ImportRow,
  current: Partial<SavedInput>,
): { input: SavedInput; problems?: never } | { input?: never; problems: RowProblem[] } {
  const result = CompanyInput.safeParse(formValues(row.cells, current));
  if (result.success) return { input: result.data };
  return {
    problems: result.error.issues.map((issue) => {
      const [head = '', ...rest] = issue.message.split(' ');
      const field = issue.path.join('.');
      if (isErrorKey(head)) return { line: row.line, field, key: head, detail: rest.join(' ') || undefined };
      return { line: row.line, field, key: 'ERROR_BAD_REQUEST' as const, detail: issue.message };
    }),
  };
}

/** Whether the file has the parents column: without it, the companies keep their parents. */
export const hasParentsColumn = (rows: ImportRow[]) => rows[0]?.cells.ParentVatCodes !== undefined;
