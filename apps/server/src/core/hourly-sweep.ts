import type { FastifyInstance } from 'fastify';
import { type ServiceContext, systemContext } from './context';
import type { Database } from './database';

/** How often each process sweeps. */
const SWEEP_MS = 60 * 60_000;

/**
 * Work that deletes what has outlived its time (sign-in events past the retention, expired data
 * exports): at start and every hour on each process. A sweep that finds nothing costs an index probe,
 * so processes sweeping side by side need no coordination. A failed sweep (the database away for a
 * moment) is logged, and the next one tries again.
 */
export function registerHourlySweep(
  app: FastifyInstance,
  database: Database,
  what: string,
  sweep: (ctx: ServiceContext) => Promise<number>,
): void {
  const ctx = systemContext({ tx: database.db, log: app.log, clock: app.clock });
  const run = async () => {
    try {
      const deleted = await sweep(ctx);
      if (deleted > 0) app.log.info({ deleted }, `${what} swept`);
    } catch (error) {
      app.log.warn({ err: error }, `${what} sweep failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
