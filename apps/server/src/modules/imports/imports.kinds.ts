import type { ImportKind } from '@sportello/contracts/backoffice/imports.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { ServiceContext } from '../../core/context';
import { type ColumnWords, type ImportProgress, type RowsPlan, readCsvTable } from '../../core/csv-table';
import type { Grant } from '../access/access.service';
import { mayImportCompanies } from '../companies/companies.policy';
import { COMPANIES_TABLE, planCompanyRows } from '../companies/companies-import.service';
import { planUserRows, USERS_TABLE, type UsersImportSettings } from '../users-registry/users-import.service';
import { mayImportUsers } from '../users-registry/users-registry.policy';
import type { ImportJobRow } from './imports.tables';

/**
 * What can be imported, each from its own module: who may (its policy's answer: the kind's `create`
 * permission), how its file reads, and the checks and writes of its rows. The jobs around them are
 * this module's.
 */

export interface ImportSettings {
  users: UsersImportSettings;
}

/** What a file would do, and the writes that do it, in steps (core/csv-table.ts). */
export type FilePlan = RowsPlan;

/** A file read: its rows' count, and its plan, which reads the registry and writes nothing. */
export interface ReadFile {
  rows: number;
  plan(
    ctx: ServiceContext,
    input: {
      grant: Grant;
      progress: ImportProgress;
      options: ImportJobRow['options'];
      settings: ImportSettings;
      /** A check: its plan is never applied. */
      dryRun: boolean;
    },
  ): Promise<FilePlan>;
}

interface Kind {
  /** The back-office resource its rows are: its audit entries are filed under it. */
  resource: 'companies' | 'users';
  permission(ctx: ServiceContext): Promise<Grant>;
  /** The file's rows (ERROR_IMPORT_FILE when it cannot be read). */
  read(bytes: Buffer, encoding: FileEncoding): ReadFile;
  /** How its problems name their columns and the values allowed. */
  words: ColumnWords;
}

export const IMPORT_KINDS_OF: Record<ImportKind, Kind> = {
  companies: {
    resource: 'companies',
    permission: mayImportCompanies,
    words: COMPANIES_TABLE.words,
    read(bytes, encoding) {
      const rows = readCsvTable(bytes, encoding, COMPANIES_TABLE);
      return {
        rows: rows.length,
        plan: (ctx, { grant, progress }) => planCompanyRows(ctx, { grant, rows, progress }),
      };
    },
  },
  users: {
    resource: 'users',
    permission: mayImportUsers,
    words: USERS_TABLE.words,
    read(bytes, encoding) {
      const rows = readCsvTable(bytes, encoding, USERS_TABLE);
      return {
        rows: rows.length,
        // A check welcomes nobody: it writes nothing.
        plan: (ctx, { progress, options, settings, dryRun }) =>
          planUserRows(ctx, {
            rows,
            progress,
            welcome: !dryRun && (options.Welcome ?? true),
            settings: settings.users,
          }),
      };
    },
  },
};
