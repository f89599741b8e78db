import {
  getCompanyImportJob,
  getCompanyImportReport,
  getUserImportJob,
  getUserImportReport,
  importCompanies,
  importUsers,
} from '@sportello/contracts/backoffice/imports.contract';
import { IMPORT_BODY_LIMIT, type ImportKind } from '@sportello/contracts/backoffice/imports.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { BATCH } from '../../core/batches';
import type { ServicePorts } from '../../core/context';
import type { Database } from '../../core/database';
import { sendFile } from '../../core/file-reply';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import { importReport, toImportJob } from './imports.presenters';
import { getFinishedImportJob, getImportJob, startImport } from './imports.service';
import { createImportRunner, type ImportRunner } from './imports-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of import jobs (decision 041); tests wake it to run a job now. */
    importRunner: ImportRunner;
  }
}

/**
 * The back office's imports (decision 041): start a check or an import of a CSV file (an answer at
 * once: the job's id), ask about the job, download its report. The runner of this process starts
 * with the application and stops with it.
 */
export function importsRoutes(
  app: FastifyInstance,
  modules: { config: Config; database: Database; ports: ServicePorts },
): void {
  const runner = createImportRunner({
    database: modules.database,
    log: app.log,
    clock: app.clock,
    ports: modules.ports,
    settings: {
      users: { recovery: { publicUrl: modules.config.publicUrl } },
      // The embedded database serves one connection: a large file's writes leave it to others
      // between steps. PostgreSQL's other connections do not wait: a file is written whole or not at all.
      stepRows:
        modules.config.importStepRows ??
        (modules.database.kind === 'pglite' ? BATCH : Number.POSITIVE_INFINITY),
    },
  });
  app.decorate('importRunner', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());

  const options = { tag: 'Imports', access: ['operator', 'admin'] } as const;
  // The file travels as base64 in JSON: the route's own limit, above the application's.
  const upload = { ...options, bodyLimit: IMPORT_BODY_LIMIT };
  const started = (jobId: { JobId: string }) => {
    void runner.wake();
    return jobId;
  };

  /** The file and choices of a start request, as the service takes them. */
  const fileOf = (body: { Content: string; Encoding: number; DryRun: boolean }) => ({
    content: Buffer.from(body.Content, 'base64'),
    encoding: body.Encoding as FileEncoding,
    dryRun: body.DryRun,
  });
  registerRoute(app, importCompanies, upload, async ({ ctx, body }) =>
    started(await startImport(ctx, { kind: 'companies', ...fileOf(body), options: {} })),
  );
  registerRoute(app, importUsers, upload, async ({ ctx, body }) =>
    started(await startImport(ctx, { kind: 'users', ...fileOf(body), options: { Welcome: body.Welcome } })),
  );

  const jobRoutes = (
    kind: ImportKind,
    job: typeof getCompanyImportJob | typeof getUserImportJob,
    report: typeof getCompanyImportReport | typeof getUserImportReport,
  ) => {
    registerRoute(app, job, options, async ({ ctx, request, params }) =>
      toImportJob(await getImportJob(ctx, kind, params.Id), requestLanguage(request)),
    );
    registerRoute(app, report, options, async ({ ctx, request, reply, params }) => {
      const file = importReport(await getFinishedImportJob(ctx, kind, params.Id), requestLanguage(request));
      return sendFile(reply, { name: `${kind}-import-report.csv`, ...file });
    });
  };
  jobRoutes('companies', getCompanyImportJob, getCompanyImportReport);
  jobRoutes('users', getUserImportJob, getUserImportReport);
}
