import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from './context';
import type { Database } from './database';
import { registerPeriodicJob } from './periodic-job';

/** How often each process sweeps. */
const SWEEP_MS = 60 * 60_000;

/**
 * Work that deletes what has outlived its time (sign-in events past the retention, expired data
 * exports): at start and every hour on each process. A sweep that finds nothing costs an index probe,
 * so processes sweeping side by side need no coordination.
 */
export function registerHourlySweep(
  app: FastifyInstance,
  database: Database,
  what: string,
  sweep: (ctx: ServiceContext) => Promise<number>,
): void {
  registerPeriodicJob(
    app,
    { database },
    {
      what: `${what} sweep`,
      everyMs: SWEEP_MS,
      run: async (ctx) => {
        const deleted = await sweep(ctx);
        if (deleted > 0) app.log.info({ deleted }, `${what} swept`);
      },
    },
  );
}
