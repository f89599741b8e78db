import type { Clock } from '../../core/clock';
import { type Log, type ServiceContext, type ServicePorts, systemContext } from '../../core/context';
import type { Database } from '../../core/database';
import {
  claimImportJob,
  JOB_LEASE_SECONDS,
  type RunSettings,
  runImportJob,
  sweepImportJobs,
} from './imports-runs.service';

/** How often an idle runner looks for jobs queued by other processes, and for jobs whose process died. */
const POLL_MS = 2_000;

/**
 * Every server process runs one import runner (decision 041): it runs queued jobs one at a time,
 * woken at once by a job queued in this process and every POLL_MS otherwise, so that processes
 * share the jobs. At its start it fails the jobs their process left running when it died: all of them
 * on the embedded database, which one process serves; on PostgreSQL those silent for the lease.
 */
export function createImportRunner(deps: {
  database: Database;
  log: Log;
  clock: Clock;
  /** The application's ports: a job signs out, mails and checks grants as its requests would. */
  ports: ServicePorts;
  settings: Omit<RunSettings, 'db'>;
}) {
  const { database, log, clock, ports } = deps;
  const ctx: ServiceContext = systemContext({ tx: database.db, log, clock, ...ports });
  const settings: RunSettings = { ...deps.settings, db: deps.database.db };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function round(silentSeconds: number) {
    await sweepImportJobs(ctx, silentSeconds);
    for (let job = await claimImportJob(ctx); job; job = await claimImportJob(ctx))
      await runImportJob({ ...ctx, actor: job.actor }, job, settings);
  }

  /** Runs what is queued now; a wake-up during a round makes another round. */
  function wake(silentSeconds = JOB_LEASE_SECONDS): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await round(silentSeconds);
        } while (again);
      } catch (error) {
        // The database may be away for a moment: the next round tries again.
        deps.log.warn({ err: error }, 'import runner round failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    wake,
    start() {
      void wake(deps.database.kind === 'pglite' ? 0 : JOB_LEASE_SECONDS);
      timer ??= setInterval(() => void wake(), POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
