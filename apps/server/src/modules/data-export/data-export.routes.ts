import {
  downloadDataExport,
  getDataExport,
  requestDataExport,
} from '@sportello/contracts/users/data-export.contract';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import { type ExportSettings, getExportFile, getLatestExport, requestExport } from './data-export.service';

/** The profile's data export (decision 065): the caller's own, never anyone else's. */
export function dataExportRoutes(app: FastifyInstance, settings: ExportSettings) {
  const area = { tag: 'User', access: 'signed-in' } as const;
  registerRoute(app, getDataExport, area, async ({ ctx }) => ({ Export: await getLatestExport(ctx) }));
  registerRoute(app, requestDataExport, area, ({ ctx }) => requestExport(ctx, settings));
  registerRoute(app, downloadDataExport, area, async ({ ctx, params, reply }) => {
    const file = await getExportFile(ctx, params.Id);
    return sendFile(reply, { name: file.fileName, contentType: 'application/zip', body: file.content });
  });
}
