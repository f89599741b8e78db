import { z } from 'zod';
import { FILE_ENCODINGS, type FileEncoding } from '../common/file-encodings';
import { defineRoute } from '../common/route';
import { IMPORTS_ROUTES } from './imports.routes';
import { IMPORT_JOB_STATES, IMPORT_KINDS, IMPORT_MAX_BYTES } from './imports.values';

/**
 * Imports from CSV files (decisions 040, 041): companies by VAT code, users by user name, each row
 * checked by its form's own rules. Starting one answers a job at once; the job checks (DryRun) or
 * imports the file in the background, all rows or none, and leaves a report to download.
 */

const importFile = {
  /** The file's bytes in base64. */
  Content: z
    .string()
    .max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4, 'ERROR_PAYLOAD_TOO_LARGE')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'ERROR_IMPORT_FILE DETAIL_IMPORT_BASE64'),
  Encoding: z.number().refine((v): v is FileEncoding => (FILE_ENCODINGS as readonly number[]).includes(v), {
    message: 'ERROR_BAD_REQUEST unknown file encoding',
  }),
  /** Check every row and change nothing. */
  DryRun: z.boolean(),
};

export const CompanyImportInput = z.object(importFile).meta({ id: 'CompanyImportInput' });
export type CompanyImportInput = z.input<typeof CompanyImportInput>;

export const UserImportInput = z
  .object({
    ...importFile,
    /** Mail each new user the welcome that leads to choosing a password (decision 041). */
    Welcome: z.boolean().default(true),
  })
  .meta({ id: 'UserImportInput' });
export type UserImportInput = z.input<typeof UserImportInput>;

export const ImportStarted = z.object({ JobId: z.uuid() }).meta({ id: 'ImportStarted' });

/**
 * A row's problem: its line in the file (the header is line 1), the column (`Field`: its path, a
 * list's item `Products.0`; `Column`: in words, "Prodotti (Products)"), the error (`Message`: in
 * words, with what the column allows).
 */
export const ImportProblem = z.object({
  Line: z.number().int(),
  Field: z.string(),
  Column: z.string(),
  ErrorMessage: z.string(),
  Message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportJob = z
  .object({
    Id: z.string(),
    Kind: z.enum(IMPORT_KINDS),
    DryRun: z.boolean(),
    State: z.enum(IMPORT_JOB_STATES),
    /** The file's rows, and how many are checked (and written) so far. */
    Rows: z.number().int(),
    RowsDone: z.number().int(),
    /** What the import created and updated (a check: would); known when the job is over. */
    Created: z.number().int(),
    Updated: z.number().int(),
    /** The first problems of the rows (IMPORT_ERRORS_LISTED at most); ErrorCount counts them all. */
    Errors: z.array(ImportProblem),
    ErrorCount: z.number().int(),
    /** Why a failed job wrote nothing: ERROR_IMPORT_ROWS, ERROR_IMPORT_FILE, ERROR_IMPORT_INTERRUPTED… */
    Error: z
      .object({ ErrorCode: z.number().int(), ErrorMessage: z.string(), Message: z.string() })
      .nullable(),
    CreatedAt: z.string(),
    FinishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof ImportJob>;

const JobParams = z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) });

export const importCompanies = defineRoute({
  ...IMPORTS_ROUTES.importCompanies,
  summary:
    'Back office: check (DryRun) or import a CSV file of companies, created or updated by VAT code, all or none (audited), as a background job',
  body: CompanyImportInput,
  response: ImportStarted,
});

export const getCompanyImportJob = defineRoute({
  ...IMPORTS_ROUTES.getCompanyImportJob,
  summary: "Back office: a companies import job's state, progress and outcome",
  params: JobParams,
  response: ImportJob,
});

export const getCompanyImportReport = defineRoute({
  ...IMPORTS_ROUTES.getCompanyImportReport,
  summary:
    "Back office: a finished companies import job's report as CSV: each row's problems, or what each row created or updated",
  params: JobParams,
  response: z.string(),
});

export const importUsers = defineRoute({
  ...IMPORTS_ROUTES.importUsers,
  summary:
    'Back office: check (DryRun) or import a CSV file of users, created or updated by user name, all or none (audited), as a background job',
  body: UserImportInput,
  response: ImportStarted,
});

export const getUserImportJob = defineRoute({
  ...IMPORTS_ROUTES.getUserImportJob,
  summary: "Back office: a users import job's state, progress and outcome",
  params: JobParams,
  response: ImportJob,
});

export const getUserImportReport = defineRoute({
  ...IMPORTS_ROUTES.getUserImportReport,
  summary:
    "Back office: a finished users import job's report as CSV: each row's problems, or what each row created or updated",
  params: JobParams,
  response: z.string(),
});
