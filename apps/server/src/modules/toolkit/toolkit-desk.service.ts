import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  ToolkitFileDetail,
  ToolkitFileFilter,
  ToolkitFileInput,
  UploadQuery,
} from '@sportello/contracts/backoffice/toolkit.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { safeFileName } from '@sportello/contracts/common/file-name';
import { pageCount } from '@sportello/contracts/common/pagination';
import { fileIconKind } from '@sportello/contracts/toolkit/toolkit.values';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv, exportTime } from '../../core/csv';
import type { StoredDownload } from '../../core/file-reply';
import {
  receiveUpload,
  UploadEmpty,
  UploadTooLarge,
  UploadTypeRefused,
} from '../../core/file-store/receive-upload';
import { toolkitContentType } from './toolkit.content-types';
import { toolkitPermission } from './toolkit.policy';
import {
  findCompanyDownloads,
  findDownloadRows,
  findFile,
  findFilesPage,
  findVersion,
  findVersions,
  type ToolkitFileRow,
} from './toolkit.repository';
import { storedDownload } from './toolkit.service';
import { toolkitFiles, toolkitVersions } from './toolkit.tables';

/**
 * The toolkit in the back office (decision 084): files and their versions, uploaded as streams into
 * the file store, withdrawn and offered again, and their downloads. Audited under `toolkit`.
 */

const RESOURCE = 'toolkit';
/** The companies a file's detail lists, those that downloaded it most. */
const TOP_COMPANIES = 50;

export interface ToolkitSettings {
  maxBytes: number;
}

const fileRecord = (f: ToolkitFileRow) => ({
  Product: f.product,
  Category: f.category,
  Title: f.title,
  Description: f.description,
  Withdrawn: f.withdrawnAt !== null,
});

export async function listFiles(ctx: ServiceContext, filter: z.output<typeof ToolkitFileFilter>) {
  await toolkitPermission(ctx, 'list');
  const { total, rows } = await findFilesPage(ctx.tx, filter);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map(({ file, version, downloads }) => ({
      Id: file.id,
      Product: file.product,
      Category: file.category,
      Title: file.title,
      Version: version?.version ?? null,
      FileName: version?.fileName ?? null,
      Size: version?.size ?? null,
      Icon: fileIconKind(version?.fileName ?? ''),
      Downloads: Number(downloads),
      Withdrawn: file.withdrawnAt !== null,
      UpdatedAt: file.updatedAt.toISOString(),
    })),
  };
}

async function detailOf(
  ctx: ServiceContext,
  id: number,
  settings: ToolkitSettings,
): Promise<ToolkitFileDetail> {
  const file = await findFile(ctx.tx, id);
  if (!file) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
  const [versions, companies] = await Promise.all([
    findVersions(ctx.tx, id),
    findCompanyDownloads(ctx.tx, id, TOP_COMPANIES),
  ]);
  const current = versions.find((v) => v.version.withdrawnAt === null)?.version.id;
  return {
    Id: file.id,
    Product: file.product,
    Category: file.category,
    Title: file.title,
    Description: file.description,
    Withdrawn: file.withdrawnAt !== null,
    UpdatedAt: file.updatedAt.toISOString(),
    UpdatedBy: file.updatedBy,
    Versions: versions.map(({ version: v, downloads }) => ({
      Id: v.id,
      Version: v.version,
      FileName: v.fileName,
      ContentType: v.contentType,
      Size: v.size,
      Icon: fileIconKind(v.fileName),
      Notes: v.notes,
      UploadedAt: v.uploadedAt.toISOString(),
      UploadedBy: v.uploadedBy,
      Withdrawn: v.withdrawnAt !== null,
      Current: v.id === current,
      Downloads: Number(downloads),
    })),
    Companies: companies.map((c) => ({
      CompanyId: c.companyId,
      CompanyName: c.companyName,
      VatCode: c.vatCode,
      Count: Number(c.count),
      LastAt: new Date(c.lastAt).toISOString(),
    })),
    MaxBytes: settings.maxBytes,
  };
}

export async function getFile(ctx: ServiceContext, id: number, settings: ToolkitSettings) {
  await toolkitPermission(ctx, 'read');
  return detailOf(ctx, id, settings);
}

export async function saveFile(
  ctx: ServiceContext,
  input: z.output<typeof ToolkitFileInput>,
  settings: ToolkitSettings,
): Promise<ToolkitFileDetail> {
  const grant = await toolkitPermission(ctx, input.Id > 0 ? 'update' : 'create');
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const values = {
      product: input.Product,
      category: input.Category,
      title: input.Title,
      description: input.Description,
      updatedAt: now,
      updatedBy: grant.userName,
    };
    if (input.Id > 0) {
      const [before] = await tx
        .select()
        .from(toolkitFiles)
        .where(eq(toolkitFiles.id, input.Id))
        .for('update');
      if (!before) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
      const [row] = await tx
        .update(toolkitFiles)
        .set(values)
        .where(eq(toolkitFiles.id, before.id))
        .returning();
      if (!row) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: fileRecord(before),
        after: fileRecord(row),
      });
      return row.id;
    }
    const [row] = await tx
      .insert(toolkitFiles)
      .values({ ...values, createdAt: now })
      .returning();
    if (!row) throw new Error('toolkit file not inserted');
    audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: fileRecord(row) });
    return row.id;
  });
  return detailOf(ctx, id, settings);
}

export async function withdrawFile(
  ctx: ServiceContext,
  id: number,
  withdrawn: boolean,
  settings: ToolkitSettings,
): Promise<ToolkitFileDetail> {
  const grant = await toolkitPermission(ctx, 'delete');
  await auditedTransaction(ctx, async (tx, audit) => {
    const [before] = await tx.select().from(toolkitFiles).where(eq(toolkitFiles.id, id)).for('update');
    if (!before) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
    if ((before.withdrawnAt !== null) === withdrawn) return;
    const now = ctx.clock.now();
    const [row] = await tx
      .update(toolkitFiles)
      .set({ withdrawnAt: withdrawn ? now : null, updatedAt: now, updatedBy: grant.userName })
      .where(eq(toolkitFiles.id, id))
      .returning();
    if (!row) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: fileRecord(before),
      after: fileRecord(row),
    });
  });
  return detailOf(ctx, id, settings);
}

/** The failure of a stream's upload, in the catalogue's words. */
function uploadFailure(error: unknown, aborted: boolean): unknown {
  if (error instanceof UploadTooLarge) return new AppError('ERROR_TOOLKIT_TOO_LARGE');
  if (error instanceof UploadTypeRefused) return new AppError('ERROR_TOOLKIT_TYPE');
  if (error instanceof UploadEmpty) return new AppError('ERROR_TOOLKIT_EMPTY');
  if (aborted) return new AppError('ERROR_UPLOAD_INTERRUPTED');
  return error;
}

/**
 * A new version of a file from the request's body, streamed into the file store under a key of the
 * portal's own; the row is written once the bytes are stored, and the bytes removed if it cannot be.
 * `declaredBytes` (the request's `Content-Length`) refuses an oversized upload before reading it.
 */
export async function uploadVersion(
  ctx: ServiceContext,
  fileId: number,
  query: z.output<typeof UploadQuery>,
  body: { stream: Readable; declaredBytes?: number; aborted(): boolean },
  settings: ToolkitSettings,
): Promise<ToolkitFileDetail> {
  const grant = await toolkitPermission(ctx, 'update');
  const file = await findFile(ctx.tx, fileId);
  if (!file) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
  const fileName = safeFileName(query.FileName, '');
  if (!fileName)
    throw new AppError('ERROR_TOOLKIT_EMPTY', undefined, [{ path: 'FileName', key: 'ERROR_FIELD_REQUIRED' }]);
  const taken = (await findVersions(ctx.tx, fileId)).some((v) => v.version.version === query.Version);
  const versionTaken = () =>
    new AppError('ERROR_TOOLKIT_VERSION_EXISTS', undefined, [
      { path: 'Version', key: 'ERROR_TOOLKIT_VERSION_EXISTS' },
    ]);
  if (taken) throw versionTaken();
  if (body.declaredBytes !== undefined && body.declaredBytes > settings.maxBytes)
    throw new AppError('ERROR_TOOLKIT_TOO_LARGE');

  const key = `toolkit/${fileId}/${randomUUID()}`;
  const received = await receiveUpload(ctx.files, key, body.stream, {
    maxBytes: settings.maxBytes,
    contentType: toolkitContentType,
  }).catch((error: unknown) => {
    throw uploadFailure(error, body.aborted());
  });
  try {
    await auditedTransaction(ctx, async (tx, audit) => {
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(toolkitVersions)
        .values({
          fileId,
          version: query.Version,
          fileName,
          contentType: received.contentType,
          size: received.size,
          storageKey: key,
          etag: received.sha256,
          notes: query.Notes,
          uploadedAt: now,
          uploadedBy: grant.userName,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw versionTaken();
      await tx
        .update(toolkitFiles)
        .set({ updatedAt: now, updatedBy: grant.userName })
        .where(eq(toolkitFiles.id, fileId));
      audit({
        resource: RESOURCE,
        objectId: fileId,
        action: 'create',
        before: null,
        after: {
          Version: row.version,
          FileName: row.fileName,
          ContentType: row.contentType,
          Size: row.size,
          Notes: row.notes,
        },
      });
    });
  } catch (error) {
    await ctx.files.remove(key).catch(() => {});
    throw error;
  }
  return detailOf(ctx, fileId, settings);
}

export async function withdrawVersion(
  ctx: ServiceContext,
  versionId: number,
  withdrawn: boolean,
  settings: ToolkitSettings,
): Promise<ToolkitFileDetail> {
  const grant = await toolkitPermission(ctx, 'delete');
  const fileId = await auditedTransaction(ctx, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(toolkitVersions)
      .where(eq(toolkitVersions.id, versionId))
      .for('update');
    if (!before) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
    if ((before.withdrawnAt !== null) === withdrawn) return before.fileId;
    const now = ctx.clock.now();
    await tx
      .update(toolkitVersions)
      .set({ withdrawnAt: withdrawn ? now : null })
      .where(eq(toolkitVersions.id, versionId));
    await tx
      .update(toolkitFiles)
      .set({ updatedAt: now, updatedBy: grant.userName })
      .where(eq(toolkitFiles.id, before.fileId));
    audit({
      resource: RESOURCE,
      objectId: before.fileId,
      action: 'update',
      before: { Version: before.version, Withdrawn: before.withdrawnAt !== null },
      after: { Version: before.version, Withdrawn: withdrawn },
    });
    return before.fileId;
  });
  return detailOf(ctx, fileId, settings);
}

/** One version's bytes for the back office: any version, withdrawn ones too, not counted. */
export async function openVersionDownload(ctx: ServiceContext, versionId: number): Promise<StoredDownload> {
  await toolkitPermission(ctx, 'read');
  const version = await findVersion(ctx.tx, versionId);
  if (!version) throw new AppError('ERROR_TOOLKIT_FILE_NOT_FOUND');
  return storedDownload(ctx, version);
}

const EXPORT_COLUMNS = [
  'File',
  'Product',
  'Version',
  'FileName',
  'VatCode',
  'Company',
  'Downloads',
  'LastDownload',
] as const;

export async function exportDownloads(
  ctx: ServiceContext,
  filter: z.output<typeof ToolkitFileFilter>,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await toolkitPermission(ctx, 'export');
  const rows = await findDownloadRows(ctx.tx, filter, EXPORT_LIMIT);
  return encodeCsv(
    csvDocument(
      EXPORT_COLUMNS,
      rows.map((r) => ({
        File: r.title,
        Product: r.product,
        Version: r.version,
        FileName: r.fileName,
        VatCode: r.vatCode,
        Company: r.companyName,
        Downloads: r.count,
        LastDownload: exportTime(r.lastAt),
      })),
    ),
    encoding,
  );
}
