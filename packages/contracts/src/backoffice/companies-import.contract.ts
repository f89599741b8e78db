import { z } from 'zod';
import { FILE_ENCODINGS, type FileEncoding } from '../common/file-encodings';
import { defineRoute } from '../common/route';
import { COMPANIES_ROUTES } from './companies.routes';
import { IMPORT_MAX_BYTES } from './companies.values';

/**
 * The companies import (decision 040): a CSV file in the export's format, each row creating a company
 * or updating the one with its VAT code, checked by the company form's own rules (CompanyInput).
 */

export const CompanyImportInput = z
  .object({
    /** The file's bytes in base64. */
    Content: z
      .string()
      .max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4, 'ERROR_PAYLOAD_TOO_LARGE')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'ERROR_IMPORT_FILE base64'),
    Encoding: z.number().refine((v): v is FileEncoding => (FILE_ENCODINGS as readonly number[]).includes(v), {
      message: 'ERROR_BAD_REQUEST unknown file encoding',
    }),
    /** Check every row and change nothing. */
    DryRun: z.boolean(),
  })
  .meta({ id: 'CompanyImportInput' });
export type CompanyImportInput = z.input<typeof CompanyImportInput>;

/** A row's problem: its line in the file (the header is line 1), the column, the error. */
export const CompanyImportError = z.object({
  Line: z.number().int(),
  Field: z.string(),
  ErrorMessage: z.string(),
  Message: z.string(),
});
export type CompanyImportError = z.infer<typeof CompanyImportError>;

export const CompanyImportResult = z
  .object({
    Rows: z.number().int(),
    /** What the import creates and updates (a dry run: would). */
    Created: z.number().int(),
    Updated: z.number().int(),
    /** The first problems (IMPORT_ERRORS_LISTED at most); ErrorCount counts them all. */
    Errors: z.array(CompanyImportError),
    ErrorCount: z.number().int(),
  })
  .meta({ id: 'CompanyImportResult' });
export type CompanyImportResult = z.infer<typeof CompanyImportResult>;

export const importCompanies = defineRoute({
  ...COMPANIES_ROUTES.importCompanies,
  summary:
    'Back office: create or update (by VAT code) the companies of a CSV file in the export format, all or none (audited); DryRun checks and changes nothing',
  body: CompanyImportInput,
  response: CompanyImportResult,
});
