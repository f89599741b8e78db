import type { ServerError, ServerErrorDetail } from '@sportello/contracts/backoffice/server-errors.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { serverErrorsPermission } from './server-errors.policy';
import {
  deleteServerErrorsBefore,
  findAllServerErrors,
  findServerErrorById,
  findServerErrors,
  insertServerError,
  type ListedServerError,
  type ListFilter,
} from './server-errors.repository';

/** A failure as the capture saw it (server-errors.capture.ts), before it is trimmed for keeping. */
export interface ServerErrorInput {
  requestId: string;
  method: string;
  /** The route's pattern, or the request's path when no route matched (its query is dropped here). */
  route: string;
  status: number;
  errorKey: string;
  error: Error;
  userId?: string | undefined;
}

const MESSAGE_MAX = 1000;
const STACK_MAX = 4000;

/**
 * What of an error's text is kept: the password of a URL (a connection string in a driver's
 * message) is masked, NUL characters (which PostgreSQL cannot store) dropped, the length capped.
 */
function keepable(text: string, max: number): string {
  return text
    .replace(/(\/\/[^/\s:@]+:)[^/\s@]+@/g, '$1***@')
    .replaceAll('\u0000', '')
    .slice(0, max);
}

/**
 * The stack's frames only — file, line and function, which say where and hold no data — without its
 * first lines, which repeat the message (kept once, masked, above).
 */
const framesOf = (error: Error): string =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .join('\n');

/**
 * Records one failure of the server: a system write, for no caller's permission, on the context's
 * own database handle (the capture gives it the root handle, never a request's transaction, so a
 * rolled-back change cannot take the record with it).
 */
export async function recordServerError(ctx: ServiceContext, input: ServerErrorInput): Promise<void> {
  await insertServerError(ctx.tx, {
    at: ctx.clock.now(),
    requestId: input.requestId.slice(0, 64),
    method: input.method.slice(0, 16),
    route: keepable(input.route.split('?', 1)[0] ?? '', 256),
    status: input.status,
    errorKey: input.errorKey.slice(0, 64),
    errorName: keepable(input.error.name || 'Error', 128),
    message: keepable(input.error.message ?? '', MESSAGE_MAX),
    stack: keepable(framesOf(input.error), STACK_MAX),
    userId: input.userId ?? null,
  });
}

// --- The back office's reading ------------------------------------------------------------------

const toServerError = (r: ListedServerError): ServerError => ({
  Id: r.id,
  At: r.at.toISOString(),
  RequestId: r.requestId,
  Method: r.method,
  Route: r.route,
  Status: r.status,
  ErrorKey: r.errorKey,
  ErrorName: r.errorName,
  Message: r.message,
  UserId: r.userId,
  UserName: r.userName,
});

/** The failures, filtered, sorted and paged, for those whose back-office role grants `errors` `list`. */
export async function listServerErrors(ctx: ServiceContext, filter: ListFilter) {
  await serverErrorsPermission(ctx, 'list');
  const { total, rows } = await findServerErrors(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toServerError) };
}

/** One failure with its stack; one swept since, or never there, is not found. */
export async function getServerError(ctx: ServiceContext, id: number): Promise<ServerErrorDetail> {
  await serverErrorsPermission(ctx, 'read');
  const row = await findServerErrorById(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return { ...toServerError(row), Stack: row.stack };
}

const CSV_COLUMNS = [
  'At',
  'RequestId',
  'Method',
  'Route',
  'Status',
  'ErrorKey',
  'ErrorName',
  'Message',
  'UserName',
] as const;

/** The filtered, sorted list as CSV in the chosen encoding (spec §2 picker); stacks stay out of it. */
export async function exportServerErrors(
  ctx: ServiceContext,
  filter: ListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await serverErrorsPermission(ctx, 'export');
  const rows = await findAllServerErrors(ctx.tx, filter, EXPORT_LIMIT);
  return encodeCsv(csvDocument(CSV_COLUMNS, rows.map(toServerError)), encoding);
}

// --- Retention --------------------------------------------------------------------------------

/** Failures one statement of the sweep deletes at most, so that no sweep holds locks for long. */
const SWEEP_BATCH = 5_000;

/**
 * Deletes the failures older than `retentionDays` by the context's clock, a batch per statement
 * until none is left; returns how many went (core/hourly-sweep.ts runs it on every process).
 */
export async function sweepServerErrors(ctx: ServiceContext, retentionDays: number): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (;;) {
    const gone = await deleteServerErrorsBefore(ctx.tx, before, SWEEP_BATCH);
    total += gone;
    if (gone < SWEEP_BATCH) return total;
  }
}
