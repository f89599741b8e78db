import type { ToolkitItem } from '@sportello/contracts/toolkit/toolkit.contract';
import { fileIconKind } from '@sportello/contracts/toolkit/toolkit.values';
import { AppError } from '../../core/app-error';
import { type CustomerActor, type ServiceContext, signedIn } from '../../core/context';
import type { StoredDownload } from '../../core/file-reply';
import {
  countDownload,
  findLastVisit,
  findOfferedFile,
  findOfferedFiles,
  saveVisit,
  type ToolkitFileRow,
  type ToolkitVersionRow,
} from './toolkit.repository';

/**
 * The toolkit as customers use it (decision 084): the files of their company's products, newest
 * version each, new since their last visit, and the download of one (counted for their company).
 * The vendor's staff work the toolkit from the back office.
 */

function customer(ctx: ServiceContext): ServiceContext<CustomerActor> {
  const signed = signedIn(ctx);
  if (signed.actor.kind !== 'customer') throw new AppError('ERROR_FORBIDDEN');
  return signed as ServiceContext<CustomerActor>;
}

function toItem(file: ToolkitFileRow, version: ToolkitVersionRow, lastVisit: Date | null): ToolkitItem {
  return {
    Id: file.id,
    Product: file.product,
    Category: file.category,
    Title: file.title,
    Description: file.description,
    Version: version.version,
    FileName: version.fileName,
    Size: version.size,
    Icon: fileIconKind(version.fileName),
    PublishedAt: version.uploadedAt.toISOString(),
    ReleaseNotes: version.notes,
    New: lastVisit === null || version.uploadedAt > lastVisit,
  };
}

export async function listToolkitFiles(
  context: ServiceContext,
  query: { Search?: string; Product?: string },
): Promise<{ Files: ToolkitItem[]; LastVisitAt: string | null }> {
  const ctx = customer(context);
  const [rows, lastVisit] = await Promise.all([
    findOfferedFiles(ctx.tx, ctx.actor.companyId, { search: query.Search, product: query.Product }),
    findLastVisit(ctx.tx, ctx.actor.userId),
  ]);
  return {
    Files: rows.map((r) => toItem(r.file, r.version, lastVisit)),
    LastVisitAt: lastVisit?.toISOString() ?? null,
  };
}

/** What the caller has seen is no longer new to them. */
export async function markToolkitVisit(context: ServiceContext): Promise<{ LastVisitAt: string }> {
  const ctx = customer(context);
  const now = ctx.clock.now();
  await saveVisit(ctx.tx, ctx.actor.userId, now);
  return { LastVisitAt: now.toISOString() };
}

/**
 * The current version of a file offered to the caller's company, to stream; `counted` is called
 * by the route once it knows the answer is a download's start (not a cached copy, not a later part).
 */
export async function openToolkitDownload(
  context: ServiceContext,
  fileId: number,
): Promise<StoredDownload & { count(): Promise<void> }> {
  const ctx = customer(context);
  const row = await findOfferedFile(ctx.tx, ctx.actor.companyId, fileId);
  if (!row) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
  const { version } = row;
  return {
    ...storedDownload(ctx, version),
    count: () => countDownload(ctx.tx, version.id, ctx.actor.companyId, ctx.clock.now()),
  };
}

/** A version as a download of the file store's bytes. */
export function storedDownload(ctx: ServiceContext, version: ToolkitVersionRow): StoredDownload {
  return {
    name: version.fileName,
    contentType: version.contentType,
    size: version.size,
    sha256: version.etag,
    open: (range) => ctx.files.read(version.storageKey, range),
  };
}
