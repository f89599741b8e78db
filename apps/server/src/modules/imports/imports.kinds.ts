import type { ImportKind } from '@sportello/contracts/backoffice/imports.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { ServiceContext } from '../../core/context';
import { type ImportProgress, type RowsOutcome, readCsvTable } from '../../core/csv-table';
import type { Grant } from '../access/access.service';
import type { Audit } from '../../core/audit-trail';
import { mayImportCompanies } from '../companies/companies.policy';
import { COMPANIES_TABLE, importCompanyRows } from '../companies/companies-import.service';
import { mayImportUsers } from '../users/users.policy';
import { importUserRows, USERS_TABLE, type UsersImportSettings } from '../users/users-import.service';
import type { ImportJobRow } from './imports.tables';

/**
 * What can be imported, each from its own module: who may (its policy's answer: the kind's `create`
 * permission), how its file reads, and the checks and writes of its rows. The jobs around them are
 * this module's.
 */

export interface ImportSettings {
  users: UsersImportSettings;
}

/** A file read: its rows' count, and the work on them in a transaction's context. */
export interface ReadFile {
  rows: number;
  run(
    ctx: ServiceContext,
    input: {
      grant: Grant;
      progress: ImportProgress;
      options: ImportJobRow['options'];
      settings: ImportSettings;
      /** An import's audit log, where each row's company or user is recorded; none for a check. */
      audit: Audit | undefined;
    },
  ): Promise<RowsOutcome>;
}

interface Kind {
  /** The back-office resource its rows are: its audit entries are filed under it. */
  resource: 'companies' | 'users';
  permission(ctx: ServiceContext): Promise<Grant>;
  /** The file's rows (ERROR_IMPORT_FILE when it cannot be read). */
  read(bytes: Buffer, encoding: FileEncoding): ReadFile;
}

export const IMPORT_KINDS_OF: Record<ImportKind, Kind> = {
  companies: {
    resource: 'companies',
    permission: mayImportCompanies,
    read(bytes, encoding) {
      const rows = readCsvTable(bytes, encoding, COMPANIES_TABLE);
      return {
        rows: rows.length,
        run: (ctx, { grant, progress, audit }) => importCompanyRows(ctx, { grant, rows, progress, audit }),
      };
    },
  },
  users: {
    resource: 'users',
    permission: mayImportUsers,
    read(bytes, encoding) {
      const rows = readCsvTable(bytes, encoding, USERS_TABLE);
      return {
        rows: rows.length,
        run: (ctx, { progress, options, settings, audit }) =>
          importUserRows(ctx, {
            rows,
            progress,
            welcome: options.Welcome ?? true,
            settings: settings.users,
            audit,
          }),
      };
    },
  },
};
