import { exportSignIns, listSignIns } from '@sportello/contracts/backoffice/sign-ins.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { systemContext } from '../../core/context';
import type { Database } from '../../core/database';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as log from './sign-in-log.service';

/** How often each process sweeps the events past the retention. */
const SWEEP_MS = 60 * 60_000;

/**
 * A user's sign-in log in the back office (who may read it is the service's check), and the sweep of
 * events past the retention: at start and every hour on each process — a delete that finds nothing
 * costs one index probe, so processes sweeping side by side need no coordination.
 */
export function signInLogRoutes(
  app: FastifyInstance,
  deps: { database: Database; retentionDays: number },
): void {
  const options = { tag: 'Users', access: ['operator', 'admin'] } as const;

  registerRoute(app, listSignIns, options, ({ ctx, params }) =>
    log.listSignIns(ctx, params.UserId, params.filter),
  );

  registerRoute(app, exportSignIns, options, async ({ ctx, reply, params, query }) => {
    const file = await log.exportSignIns(ctx, params.UserId, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'sign-ins.csv', ...file });
  });

  const ctx = systemContext({ tx: deps.database.db, log: app.log, clock: app.clock });
  const sweep = async () => {
    try {
      const deleted = await log.sweepSignInEvents(ctx, deps.retentionDays);
      if (deleted > 0) app.log.info({ deleted }, 'sign-in log swept');
    } catch (error) {
      // The database may be away for a moment: the next round tries again.
      app.log.warn({ err: error }, 'sign-in log sweep failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
