import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { AppError } from '../../core/app-error';
import { type Audit, auditedTransaction } from '../../core/audit-trail';
import { takeTurn } from '../../core/batches';
import { type ServiceContext, within } from '../../core/context';
import type { PlanStep, RowsOutcome } from '../../core/csv-table';
import type { Db, Tx } from '../../core/database';
import { type FilePlan, IMPORT_KINDS_OF, type ImportSettings, type ReadFile } from './imports.kinds';
import {
  claimJob,
  deleteJobsBefore,
  endJob,
  failSilentJobs,
  type JobEnd,
  touchJob,
} from './imports.repository';
import type { ImportJobRow } from './imports.tables';

/**
 * Running import jobs (decision 041), for the runner of every server process (imports-runner.ts):
 * take the next queued job, run it as the person who started it, and end it. A job first plans its
 * file: every row checked, reading the registry a batch at a time outside any transaction, with a
 * turn of the event loop between batches, so that other requests keep the database (on PGlite, its
 * one connection) meanwhile. A check reports the plan. An import applies it only when no row has a
 * problem: in one transaction that holds nothing but the writes and marks its job done (a job is never
 * done without its rows, nor its rows written without the job done), or, for a file of more rows than
 * `stepRows` (the embedded database's default), in steps of their own (decision 061). Progress goes
 * through the database outside those transactions.
 */

/** How long a running job's process may stay silent before the job counts as interrupted. */
export const JOB_LEASE_SECONDS = 30;
/** How often a running job's process says it is alive (its progress counts too). */
export const HEARTBEAT_SECONDS = 5;
/** The problems a job keeps for its report: enough for any file worth correcting by hand. */
export const IMPORT_PROBLEMS_KEPT = 10_000;
/** Finished jobs (and their reports) are kept this long. */
const KEPT_DAYS = 90;

export interface RunSettings extends ImportSettings {
  /** The database outside the job's transaction: progress and heartbeat. */
  db: Db;
  /** A file of more rows is written in steps of this many, each a transaction (decision 061). */
  stepRows: number;
}

/** The oldest queued job, now running for this process; undefined when none waits. */
export async function claimImportJob(ctx: ServiceContext): Promise<ImportJobRow | undefined> {
  return claimJob(ctx.tx, ctx.clock.now());
}

/**
 * Fails the running jobs whose process died (silent for `silentSeconds`: the lease, or 0 at the start
 * of the one process a database serves) and deletes finished jobs past their keeping time.
 */
export async function sweepImportJobs(ctx: ServiceContext, silentSeconds: number): Promise<string[]> {
  const now = ctx.clock.now();
  const failed = await failSilentJobs(ctx.tx, new Date(now.getTime() - silentSeconds * 1000), now);
  await deleteJobsBefore(ctx.tx, new Date(now.getTime() - KEPT_DAYS * 24 * 3600 * 1000));
  if (failed.length > 0) ctx.log.warn({ jobIds: failed }, 'import jobs interrupted');
  return failed;
}

/**
 * The job's progress and heartbeat, written outside its transaction and never awaited inside it: on
 * the embedded database, which serves one connection, they wait for the transaction and land after
 * it (its progress bar then jumps); on PostgreSQL they land at once.
 */
function progressOf(ctx: ServiceContext, db: Db, jobId: string) {
  let latest: number | undefined;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    writing = writing
      .then(async () => {
        await touchJob(db, jobId, ctx.clock.now(), latest);
      })
      .catch((error: unknown) => ctx.log.warn({ err: error, jobId }, 'import progress not written'));
  };
  const timer = setInterval(write, HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return {
    report(rowsDone: number) {
      latest = rowsDone;
      write();
    },
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}

const endOf = (job: ImportJobRow, outcome: RowsOutcome, failed?: 'ERROR_IMPORT_ROWS'): JobEnd => ({
  state: failed ? 'failed' : 'done',
  rowsDone: job.rows,
  created: outcome.created,
  updated: outcome.updated,
  problemCount: outcome.problems.length,
  problems: outcome.problems.sort((a, b) => a.line - b.line).slice(0, IMPORT_PROBLEMS_KEPT),
  results: outcome.problems.length === 0 ? outcome.results : [],
  errorKey: failed ?? null,
  errorDetail: null,
  finishedAt: null,
});

/** Thrown to roll a transaction back, carrying what its work found. */
class RolledBack extends Error {
  constructor(readonly outcome: RowsOutcome) {
    super('rolled back');
  }
}

const rolledBackOnly = (error: unknown): RolledBack => {
  if (error instanceof RolledBack) return error;
  throw error;
};

type EndJob = (tx: Tx, values: JobEnd) => Promise<boolean>;
type PlanInput = Parameters<ReadFile['plan']>[1];

/** The import's own audit entry: what the job wrote, once all of it is written. */
function auditImport(audit: Audit, job: ImportJobRow, outcome: RowsOutcome) {
  const { created, updated } = outcome;
  audit({
    resource: IMPORT_KINDS_OF[job.kind].resource,
    objectId: 'import',
    action: 'create',
    before: null,
    after: { Import: { Job: job.id, Rows: job.rows, Created: created, Updated: updated } },
  });
}

/**
 * A step's writes in the caller's transaction, each row recorded with `audit`: rows' problems found
 * once written roll it back (RolledBack). With `end`, the last step: it records the import and ends
 * the job; without, it beats the job's heart. Either way the job must still be this process's:
 * another took it for dead (its heart stopped too long), and its rows must not land.
 */
async function applyStep(
  inTx: ServiceContext,
  audit: Audit,
  { job, step, outcome, end }: { job: ImportJobRow; step: PlanStep; outcome: RowsOutcome; end?: EndJob },
): Promise<void> {
  const found = await step.apply(inTx, audit);
  if (found.length > 0) throw new RolledBack({ ...outcome, problems: found });
  if (end) auditImport(audit, job, outcome);
  const mine = end
    ? await end(inTx.tx, endOf(job, outcome))
    : await touchJob(inTx.tx, job.id, inTx.clock.now());
  if (!mine) throw new AppError('ERROR_IMPORT_INTERRUPTED');
}

/**
 * A file written in one transaction, which also ends its job: written whole or not at all. Someone
 * changed the file's companies or users since they were read: the plan is made again, in the
 * transaction (holding the connection, as rarely as that happens).
 */
async function writeWhole(
  ctx: ServiceContext,
  job: ImportJobRow,
  run: { file: ReadFile; input: PlanInput; plan: FilePlan; step: PlanStep; end: EndJob },
): Promise<{ signOut: string[] }> {
  const outcome = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const current = (await run.step.holds(inTx)) ? run.plan : await run.file.plan(inTx, run.input);
    if (current.outcome.problems.length > 0) throw new RolledBack(current.outcome);
    const [step] = current === run.plan ? [run.step] : current.steps(Number.POSITIVE_INFINITY);
    await applyStep(inTx, audit, { job, step: step!, outcome: current.outcome, end: run.end });
    return current.outcome;
  }).catch(rolledBackOnly);
  if (!(outcome instanceof RolledBack)) return { signOut: outcome.signOut };
  await run.end(ctx.tx, endOf(job, outcome.outcome, 'ERROR_IMPORT_ROWS'));
  return { signOut: [] };
}

/**
 * A file written in steps (decision 061), each in a transaction of its own with a turn of the event
 * loop between them, so that on the embedded database other requests get the connection meanwhile;
 * the last step ends the job. A step whose rows someone changed since the plan stops the job there
 * (ERROR_IMPORT_CHANGED, with the rows written so far): the file, imported again, finishes it.
 */
async function writeInSteps(
  ctx: ServiceContext,
  job: ImportJobRow,
  run: { plan: FilePlan; steps: PlanStep[]; end: EndJob },
): Promise<{ signOut: string[] }> {
  const { outcome } = run.plan;
  let written = 0;
  for (const [i, step] of run.steps.entries()) {
    await takeTurn();
    const last = i === run.steps.length - 1;
    const stopped = await auditedTransaction(ctx, async (tx, audit) => {
      const inTx = within(ctx, tx);
      if (!(await step.holds(inTx))) return 'changed' as const;
      await applyStep(inTx, audit, { job, step, outcome, end: last ? run.end : undefined });
      return undefined;
    })
      .catch(rolledBackOnly)
      .catch(async (error: unknown) => {
        // The job fails (runImportJob) but the steps before stay written: whom they changed is
        // signed out all the same.
        if (written > 0 && outcome.signOut.length > 0)
          await ctx.signOut.signOutUsers(outcome.signOut, 'role-changed');
        throw error;
      });
    if (stopped === undefined) {
      written += step.rows;
      continue;
    }
    const failure =
      stopped === 'changed'
        ? { errorKey: 'ERROR_IMPORT_CHANGED' as const, errorDetail: String(written) }
        : endOf(job, stopped.outcome, 'ERROR_IMPORT_ROWS');
    await run.end(ctx.tx, { ...endOf(job, outcome), ...failure, state: 'failed', rowsDone: written });
    // Whoever the written steps demoted or disabled is signed out: the others too, to be safe.
    return { signOut: written > 0 ? outcome.signOut : [] };
  }
  return { signOut: outcome.signOut };
}

/**
 * Runs a claimed job as the person who started it (`ctx.actor`, their permission checked again now).
 * Whatever happens, the job ends: done, or failed with the reason (ERROR_IMPORT_ROWS with the rows'
 * problems, the permission or file error, ERROR_GENERIC for anything unforeseen, logged).
 */
export async function runImportJob(
  ctx: ServiceContext,
  job: ImportJobRow,
  settings: RunSettings,
): Promise<void> {
  const kind = IMPORT_KINDS_OF[job.kind];
  const progress = progressOf(ctx, settings.db, job.id);
  const end = (tx: Tx, values: JobEnd) => endJob(tx, job.id, { ...values, finishedAt: ctx.clock.now() });
  try {
    const grant = await kind.permission(ctx);
    // Reading a large file is a step of its own: what waits goes first.
    await takeTurn();
    const file = kind.read(job.content ?? Buffer.alloc(0), job.encoding as FileEncoding);
    const input = { grant, progress: progress.report, options: job.options, settings, dryRun: job.dryRun };
    const plan = await file.plan(ctx, input);
    if (job.dryRun || plan.outcome.problems.length > 0) {
      await end(ctx.tx, endOf(job, plan.outcome, job.dryRun ? undefined : 'ERROR_IMPORT_ROWS'));
      return;
    }
    // Whom the file changes (a role, a disabled company) is signed out before the job can read as
    // done, so that a client who sees it done finds them signed out; and again once written, for a
    // sign-in that came in between and read the old values (as the back office does after a change).
    if (plan.outcome.signOut.length > 0) await ctx.signOut.signOutUsers(plan.outcome.signOut, 'role-changed');
    const steps = plan.steps(settings.stepRows);
    const over =
      steps.length === 1
        ? await writeWhole(ctx, job, { file, input, plan, step: steps[0]!, end })
        : await writeInSteps(ctx, job, { plan, steps, end });
    if (over.signOut.length > 0) await ctx.signOut.signOutUsers(over.signOut, 'role-changed');
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) ctx.log.error({ err: error, jobId: job.id }, 'import job failed');
    await end(ctx.tx, {
      ...endOf(job, { created: 0, updated: 0, problems: [], results: [], signOut: [] }),
      state: 'failed',
      rowsDone: 0,
      errorKey: known ? error.key : 'ERROR_GENERIC',
      errorDetail: known ? (error.detail ?? null) : null,
    });
  } finally {
    await progress.stop();
  }
  ctx.log.info({ jobId: job.id, kind: job.kind, dryRun: job.dryRun }, 'import job over');
}
