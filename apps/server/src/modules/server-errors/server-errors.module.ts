import { SERVER_ERRORS_ACCESS } from '@sportello/contracts/backoffice/server-errors.values';
import { registerHourlySweep } from '../../core/hourly-sweep';
import type { Module } from '../../module-deps';
import { captureServerErrors, RECORDS_PER_MINUTE } from './server-errors.capture';
import { serverErrorsRoutes } from './server-errors.routes';
import { sweepServerErrors } from './server-errors.service';

/**
 * The server's 5xx failures with their request ids, for admins (decision 068): recorded as they are
 * answered, read and exported in the back office, swept after SERVER_ERROR_RETENTION_DAYS.
 */
export const serverErrorsModule: Module = {
  name: 'server-errors',
  access: [SERVER_ERRORS_ACCESS],
  register(app, deps) {
    captureServerErrors(app, deps.database, RECORDS_PER_MINUTE);
    serverErrorsRoutes(app);
    registerHourlySweep(app, deps.database, 'server errors', (ctx) =>
      sweepServerErrors(ctx, deps.config.serverErrorRetentionDays),
    );
  },
};
