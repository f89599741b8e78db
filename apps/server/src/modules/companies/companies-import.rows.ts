import { CompanyInput } from '@sportello/contracts/backoffice/companies.contract';
import { IMPORT_MAX_ROWS } from '@sportello/contracts/backoffice/imports.values';
import type { z } from 'zod';
import {
  cellOr,
  checkWithSchema,
  flagCell,
  integerCell,
  listCell,
  type TableRow,
  type TableSpec,
  textCell,
} from '../../core/csv-table';

/**
 * From the rows of an imported CSV to the company form's inputs: the header names the export's
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

/** How the import reads a file of companies (core/csv-table.ts). */
export const COMPANIES_TABLE: TableSpec<InputColumn> = {
  accepted: EXPORT_COLUMNS,
  read: INPUT_COLUMNS,
  required: ['VatCode', 'Name'],
  maxRows: IMPORT_MAX_ROWS,
  words: {
    labels: {
      VatCode: 'backoffice.companies.vatCode',
      VatCodeType: 'backoffice.companies.vatCodeType',
      FiscalCode: 'backoffice.companies.fiscalCode',
      Name: 'backoffice.companies.name',
      CompanyType: 'backoffice.companies.companyType',
      Products: 'backoffice.companies.products',
      GroupCodes: 'backoffice.companies.groupCodes',
      ParentVatCodes: 'backoffice.companies.parentVatCodes',
      AccessLocal: 'backoffice.companies.accessLocal',
      ForceTsid: 'backoffice.companies.forceTsid',
      Enabled: 'backoffice.companies.enabled',
    },
    values: {
      VatCodeType: (v) => `backoffice.companies.vatCodeType.${v}`,
      Products: (v) => `backoffice.helpdesk.product.${v}`,
    },
  },
};

export type CompanyRowCells = TableRow<InputColumn>;

/** The VAT code as the registry keeps it: the row's key. */
export const vatCodeOf = (row: CompanyRowCells) => (row.cells.VatCode ?? '').trim().toUpperCase();

/** The cells as the company form would send them; a column the file lacks keeps `current`'s value. */
function formValues(cells: CompanyRowCells['cells'], current: Partial<SavedInput>): Record<string, unknown> {
  const pick = <T>(column: InputColumn, read: (cell: string) => T, fallback: unknown) =>
    cellOr(cells, column, read, fallback);
  return {
    VatCode: pick('VatCode', textCell, current.VatCode),
    VatCodeType: pick('VatCodeType', integerCell, current.VatCodeType),
    FiscalCode: pick('FiscalCode', textCell, current.FiscalCode),
    Name: pick('Name', textCell, current.Name),
    CompanyType: pick('CompanyType', integerCell, current.CompanyType),
    Products: pick('Products', listCell, current.Products),
    GroupCodes: pick('GroupCodes', listCell, current.GroupCodes),
    ParentVatCodes: pick('ParentVatCodes', listCell, []),
    AccessLocal: pick('AccessLocal', flagCell, current.AccessLocal),
    ForceTsid: pick('ForceTsid', flagCell, current.ForceTsid),
    Enabled: pick('Enabled', flagCell, current.Enabled),
  };
}

/** The row checked by the company form's schema: its input when it has no problem, and its problems. */
export const checkRow = (row: CompanyRowCells, current: Partial<SavedInput>) =>
  checkWithSchema(CompanyInput, row, formValues(row.cells, current));

/** Whether the file has the parents column: without it, the companies keep their parents. */
export const hasParentsColumn = (rows: CompanyRowCells[]) => rows[0]?.cells.ParentVatCodes !== undefined;
