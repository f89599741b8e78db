import {
  exportServerErrors,
  getServerError,
  listServerErrors,
} from '@sportello/contracts/backoffice/server-errors.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as errors from './server-errors.service';

/** The admins' reading of the server's failures; who may read them is the service's check. */
export function serverErrorsRoutes(app: FastifyInstance): void {
  const options = { tag: 'ServerErrors', access: ['operator', 'admin'] } as const;

  registerRoute(app, listServerErrors, options, ({ ctx, params }) =>
    errors.listServerErrors(ctx, params.filter),
  );

  registerRoute(app, getServerError, options, ({ ctx, params }) => errors.getServerError(ctx, params.Id));

  registerRoute(app, exportServerErrors, options, async ({ ctx, reply, params, query }) => {
    const file = await errors.exportServerErrors(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'server-errors.csv', ...file });
  });
}
