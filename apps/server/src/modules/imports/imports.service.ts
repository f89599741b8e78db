import type { ImportKind } from '@sportello/contracts/backoffice/imports.values';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { AppError } from '../../core/app-error';
import { type ServiceContext, staffOnly } from '../../core/context';
import { IMPORT_KINDS_OF } from './imports.kinds';
import { findJob, insertJob } from './imports.repository';
import type { ImportJobRow, ImportJobView } from './imports.tables';

/**
 * Imports from CSV files as background jobs (decision 041): starting one reads the file at once (a
 * file that cannot be read is refused there, and no job is made) and queues the job; any server
 * process runs it (imports-runs.service.ts) and answers about it. A job is the business of whoever may
 * import its kind: the kind's `create` permission, checked again when the job runs.
 */

export interface StartImport {
  kind: ImportKind;
  content: Buffer;
  encoding: FileEncoding;
  dryRun: boolean;
  options: ImportJobRow['options'];
}

/** Queues a check (dryRun) or an import of the file; the job's id. */
export async function startImport(ctx: ServiceContext, request: StartImport): Promise<{ JobId: string }> {
  const kind = IMPORT_KINDS_OF[request.kind];
  await kind.permission(ctx);
  const file = kind.read(request.content, request.encoding);
  const id = await insertJob(ctx.tx, {
    kind: request.kind,
    dryRun: request.dryRun,
    content: request.content,
    encoding: request.encoding,
    options: request.options,
    actor: staffOnly(ctx).actor,
    rows: file.rows,
    createdAt: ctx.clock.now(),
  });
  ctx.log.info({ jobId: id, kind: request.kind, rows: file.rows, dryRun: request.dryRun }, 'import queued');
  return { JobId: id };
}

/** A job of the kind, for whoever may import that kind; another kind's job is not found. */
export async function getImportJob(
  ctx: ServiceContext,
  kind: ImportKind,
  id: string,
  withResults = false,
): Promise<ImportJobView> {
  await IMPORT_KINDS_OF[kind].permission(ctx);
  const job = await findJob(ctx.tx, id, withResults);
  if (!job || job.kind !== kind) throw new AppError('ERROR_NOT_FOUND');
  return job;
}

/** A job that is over, for its report; one still queued or running has none yet (ERROR_CONFLICT). */
export async function getFinishedImportJob(
  ctx: ServiceContext,
  kind: ImportKind,
  id: string,
): Promise<ImportJobView> {
  const job = await getImportJob(ctx, kind, id, true);
  if (job.state === 'queued' || job.state === 'running') throw new AppError('ERROR_CONFLICT', job.state);
  return job;
}
