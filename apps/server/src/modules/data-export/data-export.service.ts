import type { DataExport } from '@sportello/contracts/users/data-export.contract';
import { DATA_EXPORT_TTL_HOURS } from '@sportello/contracts/users/data-export.values';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { isUniqueViolation } from '../../core/database';
import { enqueueMail } from '../../core/mail-outbox';
import type { PersonalDataPart } from '../../core/personal-data';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import { buildExportZip } from './data-export.archive';
import * as repo from './data-export.repository';
import type { DataExportRow } from './data-export.tables';

/** An export still "pending" this long after it was asked for died with its process: it failed. */
const PENDING_LIMIT_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

export interface ExportSettings {
  /** Every module's part of a user's data, from the manifests. */
  parts: readonly PersonalDataPart[];
  /** The portal's address, for the mailed link. */
  publicUrl: string;
}

/** The row as the user sees it now: past its time, a pending one failed and a ready one expired. */
function present(row: DataExportRow, now: Date): DataExport {
  let state = row.state;
  if (state === 'pending' && now.getTime() - row.requestedAt.getTime() > PENDING_LIMIT_MS) state = 'failed';
  if (state === 'ready' && row.expiresAt && row.expiresAt <= now) state = 'expired';
  return {
    Id: row.id,
    State: state,
    RequestedAt: row.requestedAt.toISOString(),
    FinishedAt: row.finishedAt?.toISOString() ?? null,
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
    Size: state === 'ready' ? row.size : null,
  };
}

/** The caller's export, or null: what the profile's panel shows. */
export async function getLatestExport(ctx: ServiceContext): Promise<DataExport | null> {
  const caller = signedIn(ctx);
  const row = await repo.exportOf(caller.tx, caller.actor.userId);
  return row ? present(row, caller.clock.now()) : null;
}

/**
 * Starts an export of the caller's data and answers at once: it is made in the background, then
 * mailed. One at a time (ERROR_DATA_EXPORT_PENDING); a new one replaces the last, whose file is
 * deleted.
 */
export async function requestExport(ctx: ServiceContext, settings: ExportSettings): Promise<DataExport> {
  const caller = signedIn(ctx);
  const { userId } = caller.actor;
  const now = caller.clock.now();
  const row = await caller.tx
    .transaction(async (tx) => {
      const last = await repo.exportOf(tx, userId);
      if (last && present(last, now).State === 'pending') throw new AppError('ERROR_DATA_EXPORT_PENDING');
      await repo.deleteExportOf(tx, userId);
      return repo.insertPending(tx, userId, now);
    })
    .catch((error: unknown) => {
      // Two requests at once: the unique index lets one start, the other finds it pending.
      throw isUniqueViolation(error) ? new AppError('ERROR_DATA_EXPORT_PENDING') : error;
    });
  // After the answer: the caller reads its progress with getLatestExport.
  setImmediate(() => {
    void produceExport(caller, row, settings).catch(async (error: unknown) => {
      caller.log.error({ err: error, exportId: row.id }, 'data export failed');
      await repo
        .finish(caller.tx, row.id, { state: 'failed', finishedAt: caller.clock.now() })
        .catch(() => {});
    });
  });
  return present(row, now);
}

/** Reads every part, zips them with the summary, keeps the file and mails the user that it is ready. */
async function produceExport(
  ctx: ServiceContext,
  row: DataExportRow,
  settings: ExportSettings,
): Promise<void> {
  const user = await repo.recipientOf(ctx.tx, row.userId);
  if (!user) return;
  const files: { part: PersonalDataPart; data: unknown }[] = [];
  for (const part of settings.parts) files.push({ part, data: await part.read(ctx.tx, row.userId) });
  const finishedAt = ctx.clock.now();
  const zip = buildExportZip(files, {
    userName: user.userName,
    madeAt: finishedAt,
    languageId: user.languageId,
  });
  const expiresAt = new Date(finishedAt.getTime() + DATA_EXPORT_TTL_HOURS * HOUR_MS);
  await ctx.tx.transaction(async (tx) => {
    const inTx = within(ctx, tx);
    const mine = await repo.finish(tx, row.id, { state: 'ready', finishedAt, expiresAt, content: zip });
    // Replaced by a newer request meanwhile: nobody is told of this one.
    if (!mine || !user.email) return;
    const mail = await renderServiceMail(
      inTx,
      'data-export',
      {
        PortalUrl: settings.publicUrl,
        'User.FirstName': user.firstName,
        'User.LastName': user.lastName,
        'User.UserName': user.userName,
        'User.Email': user.email,
        ExpiresAt: formatDay(expiresAt),
        Link: `${settings.publicUrl}/account/profile?lg=${user.languageId}#data-export`,
      },
      user.languageId,
    );
    await enqueueMail(inTx, 'data-export', { to: user.email, ...mail });
  });
}

/** DD/MM/YYYY HH:mm in Italy's time, as the portal writes dates in mails. */
function formatDay(at: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(',', '');
}

/** The ZIP of the caller's own ready export; someone else's is not found, an expired one is gone. */
export async function getExportFile(
  ctx: ServiceContext,
  id: string,
): Promise<{ fileName: string; content: Buffer }> {
  const caller = signedIn(ctx);
  const row = await repo.findWithContent(caller.tx, id);
  if (!row || row.userId !== caller.actor.userId) throw new AppError('ERROR_NOT_FOUND');
  const shown = present(row, caller.clock.now());
  if (shown.State === 'expired') throw new AppError('ERROR_DATA_EXPORT_EXPIRED');
  if (shown.State !== 'ready' || !row.content) throw new AppError('ERROR_NOT_FOUND');
  const day = row.finishedAt?.toISOString().slice(0, 10) ?? '';
  return { fileName: `sportello-dati-${caller.actor.userName}-${day}.zip`, content: row.content };
}

/** Deletes the files of expired exports (their rows stay, as "expired"): the hourly sweep. */
export async function sweepExpiredExports(ctx: ServiceContext): Promise<number> {
  return repo.dropExpiredContent(ctx.tx, ctx.clock.now());
}
