import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type ImportJobRow, type ImportJobView, importJobs } from './imports.tables';

/** The import jobs' reads and writes (imports.tables.ts). */

export type NewImportJob = Pick<
  typeof importJobs.$inferInsert,
  'kind' | 'dryRun' | 'content' | 'encoding' | 'options' | 'actor' | 'rows' | 'createdAt'
>;

export async function insertJob(tx: Tx, job: NewImportJob): Promise<string> {
  const [row] = await tx.insert(importJobs).values(job).returning({ id: importJobs.id });
  return row!.id;
}

/**
 * A job without its file (up to 3 MB, read by the runner only); the rows' results, as large as the
 * file, only `withResults` (the report): a page asking about its job twice a second reads neither.
 */
export async function findJob(tx: Tx, id: string, withResults = false): Promise<ImportJobView | undefined> {
  const { content: _file, results, ...columns } = getTableColumns(importJobs);
  const [row] = await tx
    .select({ ...columns, ...(withResults && { results }) })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  return row;
}

/**
 * Takes the oldest queued job for this process, if any: one statement, FOR UPDATE SKIP LOCKED, so
 * that processes taking jobs at once never take the same one.
 */
export async function claimJob(tx: Tx, now: Date): Promise<ImportJobRow | undefined> {
  const next = tx
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(eq(importJobs.state, 'queued'))
    .orderBy(importJobs.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(importJobs)
    .set({ state: 'running', startedAt: now, heartbeatAt: now })
    .where(sql`${importJobs.id} = (${next})`)
    .returning();
  return row;
}

const running = (id: string) => and(eq(importJobs.id, id), eq(importJobs.state, 'running'));

/** A running job's progress and heartbeat; false (nothing written) once the job is over. */
export async function touchJob(tx: Tx, id: string, now: Date, rowsDone?: number): Promise<boolean> {
  const rows = await tx
    .update(importJobs)
    .set({ heartbeatAt: now, ...(rowsDone !== undefined && { rowsDone }) })
    .where(running(id))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

export type JobEnd = Pick<
  typeof importJobs.$inferInsert,
  | 'state'
  | 'rowsDone'
  | 'created'
  | 'updated'
  | 'problemCount'
  | 'problems'
  | 'results'
  | 'errorKey'
  | 'errorDetail'
  | 'finishedAt'
>;

/** Ends a running job (its file dropped); false when it was not running any more. */
export async function endJob(tx: Tx, id: string, end: JobEnd): Promise<boolean> {
  const rows = await tx
    .update(importJobs)
    .set({ ...end, content: null })
    .where(running(id))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

/** Fails the running jobs whose heart stopped before `since`; their ids. */
export async function failSilentJobs(tx: Tx, since: Date, now: Date): Promise<string[]> {
  const rows = await tx
    .update(importJobs)
    .set({
      state: 'failed',
      errorKey: 'ERROR_IMPORT_INTERRUPTED',
      content: null,
      finishedAt: now,
    })
    .where(and(eq(importJobs.state, 'running'), lt(importJobs.heartbeatAt, since)))
    .returning({ id: importJobs.id });
  return rows.map((r) => r.id);
}

/** Deletes the jobs over and created before `before` (their reports with them). */
export async function deleteJobsBefore(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(importJobs)
    .where(and(lt(importJobs.createdAt, before), inArray(importJobs.state, ['done', 'failed'])))
    .returning({ id: importJobs.id });
  return rows.length;
}
