import * as desk from '@sportello/contracts/backoffice/toolkit.contract';
import { BACKOFFICE_TOOLKIT_ROUTES } from '@sportello/contracts/backoffice/toolkit.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import * as toolkit from '@sportello/contracts/toolkit/toolkit.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { sendFile, sendStoredFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import * as customer from './toolkit.service';
import * as deskService from './toolkit-desk.service';

/**
 * A version's bytes are the request's body as they come (`application/octet-stream`), handed to the
 * service unread so that they stream to the file store. The parser is the application's, so it
 * refuses such a body on any other route.
 */
function acceptStreamedUploads(app: FastifyInstance) {
  app.addContentTypeParser('application/octet-stream', (request, _payload, done) => {
    if (request.routeOptions.url !== BACKOFFICE_TOOLKIT_ROUTES.uploadVersion.path) {
      done(new AppError('ERROR_UNSUPPORTED_MEDIA_TYPE'), undefined);
      return;
    }
    done(null, undefined);
  });
}

/**
 * The toolkit's calls: a customer's (behind the `toolkit` area of the customer capabilities) and the
 * back office's. Who may do what is the services' check (toolkit.policy.ts).
 */
export function toolkitRoutes(app: FastifyInstance, settings: deskService.ToolkitSettings): void {
  acceptStreamedUploads(app);
  const area = { tag: 'Toolkit', access: 'signed-in', area: 'toolkit' } as const;

  registerRoute(app, toolkit.listToolkitFiles, area, ({ ctx, query }) =>
    customer.listToolkitFiles(ctx, query),
  );
  registerRoute(app, toolkit.markToolkitVisit, area, ({ ctx }) => customer.markToolkitVisit(ctx));
  registerRoute(app, toolkit.downloadToolkitFile, area, async ({ ctx, params, request, reply }) => {
    const file = await customer.openToolkitDownload(ctx, params.Id);
    const sent = await sendStoredFile(request, reply, file);
    if (sent.counted) await file.count();
    return sent.reply;
  });

  const backoffice = { tag: 'Toolkit', access: ['operator', 'admin'] } as const;

  registerRoute(app, desk.listFiles, backoffice, ({ ctx, params }) =>
    deskService.listFiles(ctx, params.filter),
  );
  registerRoute(app, desk.getFile, backoffice, ({ ctx, params }) =>
    deskService.getFile(ctx, params.Id, settings),
  );
  registerRoute(app, desk.saveFile, backoffice, ({ ctx, body }) => deskService.saveFile(ctx, body, settings));
  registerRoute(app, desk.withdrawFile, backoffice, ({ ctx, params, body }) =>
    deskService.withdrawFile(ctx, params.Id, body.Withdrawn, settings),
  );
  registerRoute(app, desk.uploadVersion, backoffice, ({ ctx, params, query, request }) => {
    const length = Number(request.headers['content-length']);
    return deskService.uploadVersion(
      ctx,
      params.Id,
      query,
      {
        stream: request.raw,
        declaredBytes: Number.isFinite(length) ? length : undefined,
        aborted: () => !request.raw.complete,
      },
      settings,
    );
  });
  registerRoute(app, desk.withdrawVersion, backoffice, ({ ctx, params, body }) =>
    deskService.withdrawVersion(ctx, params.Id, body.Withdrawn, settings),
  );
  registerRoute(app, desk.downloadVersion, backoffice, async ({ ctx, params, request, reply }) => {
    const file = await deskService.openVersionDownload(ctx, params.Id);
    return (await sendStoredFile(request, reply, file)).reply;
  });
  registerRoute(app, desk.exportDownloads, backoffice, async ({ ctx, reply, params, query }) => {
    const file = await deskService.exportDownloads(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'toolkit-downloads.csv', ...file });
  });
}
