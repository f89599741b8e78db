// Plain data of imports.contract.ts: the web app uses it without loading the schemas (decision 022).

/** What can be imported from a CSV file (decisions 040, 041). */
export const IMPORT_KINDS = ['companies', 'users'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * An import job's life: `queued` until a server process takes it, `running`, then `done` (a check, or
 * an import that wrote every row) or `failed` (nothing written: problems in the rows, a file that
 * could not be read, a server that stopped).
 */
export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/** An import's limits: rows of one file, its size (10,000 rows are about 1.5 MB), problems listed in the answer. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 3 * 1024 * 1024;
export const IMPORT_ERRORS_LISTED = 100;

/** The JSON body that carries a file of IMPORT_MAX_BYTES: base64 is a third larger, plus the other fields. */
export const IMPORT_BODY_LIMIT = Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 1024;

/**
 * Why a file cannot be read at all: the detail of ERROR_IMPORT_FILE, itself a key of the errors
 * catalogue followed by its values (`DETAIL_IMPORT_STRAY_QUOTE 2`), so that the reason reads in the
 * user's language like the error (decision 041).
 */
export const IMPORT_FILE_PROBLEMS = [
  'DETAIL_IMPORT_ENCODING',
  'DETAIL_IMPORT_BASE64',
  'DETAIL_IMPORT_EMPTY',
  'DETAIL_IMPORT_TOO_MANY_ROWS',
  'DETAIL_IMPORT_UNKNOWN_COLUMN',
  'DETAIL_IMPORT_UNNAMED_COLUMN',
  'DETAIL_IMPORT_REPEATED_COLUMN',
  'DETAIL_IMPORT_MISSING_COLUMN',
  'DETAIL_IMPORT_STRAY_QUOTE',
  'DETAIL_IMPORT_UNCLOSED_QUOTE',
] as const;
export type ImportFileProblem = (typeof IMPORT_FILE_PROBLEMS)[number];
