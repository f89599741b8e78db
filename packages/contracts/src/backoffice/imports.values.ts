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
