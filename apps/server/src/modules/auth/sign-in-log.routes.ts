import { exportSignIns, listSignIns } from '@sportello/contracts/backoffice/sign-ins.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database';
import { sendFile } from '../../core/file-reply';
import { registerHourlySweep } from '../../core/hourly-sweep';
import { registerRoute } from '../../core/route';
import * as log from './sign-in-log.service';

/**
 * A user's sign-in log in the back office (who may read it is the service's check), and the hourly
 * sweep of events past the retention (core/hourly-sweep.ts).
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

  registerHourlySweep(app, deps.database, 'sign-in log', (ctx) =>
    log.sweepSignInEvents(ctx, deps.retentionDays),
  );
}
