import type { SignInEvent } from '@sportello/contracts/backoffice/sign-ins.contract';
import {
  SIGN_IN_REASONS,
  type SignInKind,
  type SignInMethod,
  type SignInReason,
} from '@sportello/contracts/backoffice/sign-ins.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { getUserById } from '../users/users.service';
import { signInLogPermission } from './sign-in-log.policy';
import {
  deleteSignInEventsBefore,
  findAllSignInEvents,
  findSignInEvents,
  insertSignInEvent,
  type ListFilter,
  type LogOwner,
} from './sign-in-log.repository';
import type { SignInEventRow } from './sign-in-log.tables';

/** Where a sign-in came from: the client's address and its user agent, as the request gave them. */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

/** No request behind the sign-in (a registration or an invitation completed by a service call). */
const NO_CLIENT: SignInClient = { ip: '', userAgent: '' };

export interface SignInEventInput {
  kind: SignInKind;
  method: SignInMethod;
  reason?: SignInReason;
  /** The user, when the user name (or the identity) named one. */
  userId?: string | undefined;
  userName: string;
  client?: SignInClient | undefined;
}

/**
 * Records one event of the sign-in log: a single insert on the sign-in's own path, no read. What the
 * caller is answered does not depend on it (decision 060): the log is for the back office only.
 */
export async function recordSignInEvent(ctx: ServiceContext, event: SignInEventInput): Promise<void> {
  const client = event.client ?? NO_CLIENT;
  await insertSignInEvent(ctx.tx, {
    at: ctx.clock.now(),
    kind: event.kind,
    method: event.method,
    reason: event.reason ?? null,
    userId: event.userId ?? null,
    userName: event.userName.slice(0, 254),
    clientIp: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 512),
  });
}

const REASONS: Partial<Record<ErrorKey, SignInReason>> = {
  ERROR_INVALID_PASSWORD: 'wrong-password',
  ERROR_USERLOGIN_DISABLED_USER: 'disabled',
  ERROR_NOT_ALLOWED_MAINTENANCE: 'maintenance',
  ERROR_COMPANY_DISABLED: 'company-disabled',
  ERROR_LOGIN_MIGRATE: 'migrated',
  ERROR_LOCAL_LOGIN_DISABLED: 'local-login-disabled',
};

/** The log's reason for a refusal of a proven user (the error the sign-in answered). */
export const reasonOf = (error: AppError): SignInReason => REASONS[error.key] ?? 'other';

// --- The back office's reading ------------------------------------------------------------------

const toEvent = (r: SignInEventRow): SignInEvent => ({
  Id: r.id,
  At: r.at.toISOString(),
  Kind: r.kind as SignInEvent['Kind'],
  Method: r.method as SignInEvent['Method'],
  Reason: (SIGN_IN_REASONS as readonly string[]).includes(r.reason ?? '') ? (r.reason as SignInReason) : null,
  UserName: r.userName,
  ClientIp: r.clientIp,
  UserAgent: r.userAgent,
});

/** The user whose log is asked for; a user who does not exist (or no longer) is not found. */
async function ownerOf(ctx: ServiceContext, userId: string): Promise<LogOwner> {
  const user = await getUserById(ctx, userId);
  if (!user) throw new AppError('ERROR_NOT_FOUND');
  return { userId: user.id, userName: user.userName };
}

/** A user's log, filtered and paged, for those whose back-office role grants `signins` `list`. */
export async function listSignIns(ctx: ServiceContext, userId: string, filter: ListFilter) {
  await signInLogPermission(ctx, 'list');
  const { total, rows } = await findSignInEvents(ctx.tx, await ownerOf(ctx, userId), filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toEvent) };
}

const CSV_COLUMNS = ['At', 'Kind', 'Method', 'Reason', 'UserName', 'ClientIp', 'UserAgent'] as const;

/** A user's filtered log as CSV in the chosen encoding (spec §2 picker). */
export async function exportSignIns(
  ctx: ServiceContext,
  userId: string,
  filter: ListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await signInLogPermission(ctx, 'export');
  const rows = await findAllSignInEvents(ctx.tx, await ownerOf(ctx, userId), filter, EXPORT_LIMIT);
  return encodeCsv(csvDocument(CSV_COLUMNS, rows.map(toEvent)), encoding);
}

// --- Retention --------------------------------------------------------------------------------

/** Events one statement of the sweep deletes at most, so that no sweep holds locks for long. */
const SWEEP_BATCH = 5_000;

/**
 * Deletes the events older than `retentionDays` by the context's clock, a batch per statement until
 * none is left; returns how many went. Run by every process's periodic sweep (sign-in-log.routes.ts)
 * rather than on write, so that signing in stays one insert.
 */
export async function sweepSignInEvents(ctx: ServiceContext, retentionDays: number): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (;;) {
    const gone = await deleteSignInEventsBefore(ctx.tx, before, SWEEP_BATCH);
    total += gone;
    if (gone < SWEEP_BATCH) return total;
  }
}
