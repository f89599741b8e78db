import { IMPORT_JOB_STATES, IMPORT_KINDS } from '@sportello/contracts/backoffice/imports.values';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../core/bytea';
import type { StaffActor } from '../../core/context';
import type { RowProblem, RowsOutcome } from '../../core/csv-table';

/**
 * Import jobs (decision 041): a CSV file to check or import in the background. Any server process
 * takes a queued job (FOR UPDATE SKIP LOCKED) and answers about any job, so the whole job is here:
 * the file (dropped when the job is over), who started it, its progress, its outcome and the rows of
 * its report. A running job's process beats its heart every few seconds; one whose heart stopped
 * (the process died) is marked failed with ERROR_IMPORT_INTERRUPTED, and its import had written
 * nothing: a job is done only in the transaction that commits its rows.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20, enum: IMPORT_KINDS }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    state: varchar('state', { length: 10, enum: IMPORT_JOB_STATES }).notNull().default('queued'),
    /** The file's bytes, until the job is over. */
    content: bytea('content'),
    /** The file's code page (FILE_ENCODINGS); the report is written in it too. */
    encoding: integer('encoding').notNull(),
    /** The kind's options (users: `Welcome`). */
    options: jsonb('options').$type<{ Welcome?: boolean }>().notNull().default({}),
    /** Who started it: the job acts as them, their permission checked again when it runs. */
    actor: jsonb('actor').$type<StaffActor>().notNull(),
    rows: integer('rows').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    /** The rows' problems, the first IMPORT_PROBLEMS_KEPT. */
    problems: jsonb('problems').$type<RowProblem[]>().notNull().default(sql`'[]'`),
    /** What each row created or updated, for the report of a job without problems. */
    results: jsonb('results').$type<RowsOutcome['results']>().notNull().default(sql`'[]'`),
    /** Why a failed job wrote nothing (an error key and its detail). */
    errorKey: varchar('error_key', { length: 64 }),
    errorDetail: text('error_detail'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // The runners' queue (queued, oldest first) and their watch on running jobs.
  (t) => [index('import_jobs_state_idx').on(t.state, t.createdAt)],
);

export type ImportJobRow = typeof importJobs.$inferSelect;

/** A job as its callers see it: without its file, and its rows' results only for a report. */
export type ImportJobView = Omit<ImportJobRow, 'content' | 'results'> & { results?: ImportJobRow['results'] };
