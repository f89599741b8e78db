import { IMPORT_MAX_ROWS } from '@sportello/contracts/backoffice/imports.values';
import { UserImportRow } from '@sportello/contracts/backoffice/users.contract';
import { USER_EXPORT_COLUMNS } from '@sportello/contracts/backoffice/users.values';
import type { EditedPerson } from '@sportello/contracts/rules/person-data';
import {
  cellOr,
  checkWithSchema,
  integerCell,
  type TableRow,
  type TableSpec,
  textCell,
} from '../../core/csv-table';

/**
 * From the rows of an imported CSV to the users import's rows (decision 041): the header names the
 * columns of the users export (any order); each row's cells are checked by the contract's
 * UserImportRow, the edit page's rules.
 */

/**
 * Columns of the export the import reads past: enabling and unlocking are acts of their own, which
 * sign people out or are audited one by one; the others are the registry's own (dates, links).
 */
const IGNORED_COLUMNS = [
  'CompanyName',
  'Enabled',
  'Locked',
  'SsoLinked',
  'LastLoginAt',
  'CreatedAt',
] as const;
type InputColumn = Exclude<(typeof USER_EXPORT_COLUMNS)[number], (typeof IGNORED_COLUMNS)[number]>;

/** How the import reads a file of users: the export's columns, in any order. */
export const USERS_TABLE: TableSpec<InputColumn> = {
  accepted: USER_EXPORT_COLUMNS,
  read: USER_EXPORT_COLUMNS.filter(
    (c): c is InputColumn => !(IGNORED_COLUMNS as readonly string[]).includes(c),
  ),
  required: ['UserName'],
  maxRows: IMPORT_MAX_ROWS,
  words: {
    labels: {
      UserName: 'backoffice.users.userName',
      FirstName: 'backoffice.users.firstName',
      LastName: 'backoffice.users.lastName',
      Email: 'backoffice.users.email',
      FiscalCode: 'backoffice.users.fiscalCode',
      PhoneNumber: 'backoffice.users.phoneNumber',
      MobilePhone: 'backoffice.users.mobilePhone',
      LanguageId: 'backoffice.users.language',
      CompanyVatCode: 'backoffice.users.company',
      Role: 'backoffice.users.role',
    },
    values: { Role: (v) => `backoffice.users.role.${v}` },
  },
};

export type UserRowCells = TableRow<InputColumn>;

/** The user name as the registry compares it (case does not matter): the row's key. */
export const userNameKey = (userName: string) => userName.trim().toLowerCase();

/** A row's user as the import finds it in the registry: what a column the file lacks keeps. */
export type CurrentUser = EditedPerson & { LanguageId: number; CompanyVatCode: string; Role: string };

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
