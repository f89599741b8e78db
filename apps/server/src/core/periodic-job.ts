import type { FastifyInstance } from 'fastify';
import { type ServiceContext, type ServicePorts, systemContext } from './context';
import type { Database } from './database';

/**
 * Work every process does on a timer, from start (`onReady`) to close: a module's job registered
 * from its manifest. A round never overlaps the previous one on the same process; processes side
 * by side coordinate through the database (their work locks what it takes, SKIP LOCKED). A failed
 * round (the database away for a moment) is logged, and the next one tries again.
 */
export function registerPeriodicJob(
  app: FastifyInstance,
  deps: { database: Database; ports?: ServicePorts },
  job: { what: string; everyMs: number; run: (ctx: ServiceContext) => Promise<unknown> },
): void {
  const ctx = systemContext({ tx: deps.database.db, log: app.log, clock: app.clock, ...deps.ports });
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= job
      .run(ctx)
      .then(
        () => {},
        (error: unknown) => app.log.warn({ err: error }, `${job.what} failed`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await round();
    timer = setInterval(() => void round(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
