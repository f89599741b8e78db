import { UserImportRow } from '@sportello/contracts/backoffice/users.contract';
import { IMPORT_MAX_ROWS, USER_IMPORT_COLUMNS } from '@sportello/contracts/backoffice/imports.values';
import { cellOr, checkWithSchema, integerCell, type TableRow, type TableSpec, textCell } from '../../core/csv-table';

/**
 * From the rows of an imported CSV to the users import's rows (decision 041): the header names the
 * columns of the users export (any order) plus `LanguageId`; each row's cells are checked by the
 * contract's UserImportRow, the edit page's rules.
 */

/** The columns the import writes. */
const INPUT_COLUMNS = [
  'UserName',
  'FirstName',
  'LastName',
  'Email',
  'FiscalCode',
  'PhoneNumber',
  'MobilePhone',
  'LanguageId',
  'CompanyVatCode',
  'Role',
] as const satisfies readonly (typeof USER_IMPORT_COLUMNS)[number][];
type InputColumn = (typeof INPUT_COLUMNS)[number];

/**
 * How the import reads a file of users. `CompanyName`, `Enabled`, `Locked`, `SsoLinked`,
 * `LastLoginAt` and `CreatedAt` are the export's and read past: enabling and unlocking are acts of
 * their own, which sign people out or are audited one by one.
 */
export const USERS_TABLE: TableSpec<InputColumn> = {
  accepted: USER_IMPORT_COLUMNS,
  read: INPUT_COLUMNS,
  required: ['UserName'],
  maxRows: IMPORT_MAX_ROWS,
};

export type UserRowCells = TableRow<InputColumn>;

/** The user name as the registry compares it (case does not matter): the row's key. */
export const userNameKey = (userName: string) => userName.trim().toLowerCase();

/** A row's user as the import finds it in the registry: what a column the file lacks keeps. */
export interface CurrentUser {
  FirstName: string;
  LastName: string;
  Email: string;
  FiscalCode: string;
  PhoneNumber: string;
  MobilePhone: string;
  LanguageId: number;
  CompanyVatCode: string;
  Role: string;
}

/** A new user's values where the file has no column: empty (the rules say which are required). */
const NEW_USER: CurrentUser = {
  FirstName: '',
  LastName: '',
  Email: '',
  FiscalCode: '',
  PhoneNumber: '',
  MobilePhone: '',
  LanguageId: 1,
  CompanyVatCode: '',
  Role: 'user',
};

/** The row checked by the contract's rules: its output when it has no problem, and its problems. */
export function checkRow(row: UserRowCells, current: CurrentUser | undefined) {
  const base = current ?? NEW_USER;
  const pick = <T>(column: InputColumn, read: (cell: string) => T, fallback: unknown) =>
    cellOr(row.cells, column, read, fallback);
  return checkWithSchema(UserImportRow, row, {
    UserName: pick('UserName', textCell, ''),
    FirstName: pick('FirstName', textCell, base.FirstName),
    LastName: pick('LastName', textCell, base.LastName),
    Email: pick('Email', textCell, base.Email),
    FiscalCode: pick('FiscalCode', textCell, base.FiscalCode),
    PhoneNumber: pick('PhoneNumber', textCell, base.PhoneNumber),
    MobilePhone: pick('MobilePhone', textCell, base.MobilePhone),
    LanguageId: pick('LanguageId', integerCell, base.LanguageId),
    CompanyVatCode: pick('CompanyVatCode', textCell, base.CompanyVatCode),
    Role: pick('Role', (cell) => cell.trim(), base.Role),
  });
}
