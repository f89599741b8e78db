import type { ToolkitFileFilter } from '@sportello/contracts/backoffice/toolkit.contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { toolkitDownloads, toolkitFiles, toolkitVersions, toolkitVisits } from './toolkit.tables';

export type ToolkitFileRow = typeof toolkitFiles.$inferSelect;
export type ToolkitVersionRow = typeof toolkitVersions.$inferSelect;

/** The version customers get: the newest one not withdrawn. */
const currentVersionId = sql<number | null>`(
  select v.id from ${toolkitVersions} v
  where v.file_id = ${toolkitFiles.id} and v.withdrawn_at is null
  order by v.uploaded_at desc, v.id desc limit 1)`;

/** Every download of a file, all versions and companies. */
const fileDownloads = sql<number>`(
  select coalesce(sum(d.count), 0)::int from ${toolkitDownloads} d
  join ${toolkitVersions} v on v.id = d.version_id
  where v.file_id = ${toolkitFiles.id})`;

const searchIn = (text: string) =>
  or(
    ilike(toolkitFiles.title, containsPattern(text)),
    ilike(toolkitFiles.description, containsPattern(text)),
    ilike(toolkitVersions.fileName, containsPattern(text)),
  );

/** The files offered to a company: its products', not withdrawn, with a current version. */
export function findOfferedFiles(
  tx: Tx,
  companyId: number,
  query: { search?: string; product?: string },
): Promise<{ file: ToolkitFileRow; version: ToolkitVersionRow }[]> {
  return tx
    .select({ file: toolkitFiles, version: toolkitVersions })
    .from(toolkitFiles)
    .innerJoin(toolkitVersions, eq(toolkitVersions.id, currentVersionId))
    .where(
      and(
        isNull(toolkitFiles.withdrawnAt),
        sql`${toolkitFiles.product} = any(select unnest(products) from ${companies} where id = ${companyId})`,
        query.product ? eq(toolkitFiles.product, query.product) : undefined,
        query.search ? searchIn(query.search) : undefined,
      ),
    )
    .orderBy(asc(toolkitFiles.product), asc(toolkitFiles.category), asc(toolkitFiles.title));
}

/** One file offered to a company, with the version it gets. */
export async function findOfferedFile(tx: Tx, companyId: number, fileId: number) {
  const [row] = await tx
    .select({ file: toolkitFiles, version: toolkitVersions })
    .from(toolkitFiles)
    .innerJoin(toolkitVersions, eq(toolkitVersions.id, currentVersionId))
    .where(
      and(
        eq(toolkitFiles.id, fileId),
        isNull(toolkitFiles.withdrawnAt),
        sql`${toolkitFiles.product} = any(select unnest(products) from ${companies} where id = ${companyId})`,
      ),
    );
  return row;
}

export async function findLastVisit(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx.select().from(toolkitVisits).where(eq(toolkitVisits.userId, userId));
  return row?.lastVisitAt ?? null;
}

export async function saveVisit(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .insert(toolkitVisits)
    .values({ userId, lastVisitAt: at })
    .onConflictDoUpdate({ target: toolkitVisits.userId, set: { lastVisitAt: at } });
}

/** One more download of a version by a company: one upsert, safe under concurrent downloads. */
export async function countDownload(tx: Tx, versionId: number, companyId: number, at: Date): Promise<void> {
  await tx
    .insert(toolkitDownloads)
    .values({ versionId, companyId, count: 1, lastAt: at })
    .onConflictDoUpdate({
      target: [toolkitDownloads.versionId, toolkitDownloads.companyId],
      set: { count: sql`${toolkitDownloads.count} + 1`, lastAt: at },
    });
}

const SORT = {
  Title: toolkitFiles.title,
  Product: toolkitFiles.product,
  Category: toolkitFiles.category,
  UpdatedAt: toolkitFiles.updatedAt,
  Downloads: fileDownloads,
} as const;

function fileFilter(filter: z.output<typeof ToolkitFileFilter>) {
  return and(
    filter.Search ? searchIn(filter.Search) : undefined,
    filter.Product ? eq(toolkitFiles.product, filter.Product) : undefined,
    filter.Category ? eq(toolkitFiles.category, filter.Category) : undefined,
    filter.State === 'active' ? isNull(toolkitFiles.withdrawnAt) : undefined,
    filter.State === 'withdrawn' ? isNotNull(toolkitFiles.withdrawnAt) : undefined,
  );
}

/** A page of files for the back office, each with its current version (if any) and its downloads. */
export async function findFilesPage(tx: Tx, filter: z.output<typeof ToolkitFileFilter>) {
  const where = fileFilter(filter);
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(toolkitFiles)
    .leftJoin(toolkitVersions, eq(toolkitVersions.id, currentVersionId))
    .where(where);
  const rows = await tx
    .select({ file: toolkitFiles, version: toolkitVersions, downloads: fileDownloads })
    .from(toolkitFiles)
    .leftJoin(toolkitVersions, eq(toolkitVersions.id, currentVersionId))
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(toolkitFiles.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findFile(tx: Tx, id: number): Promise<ToolkitFileRow | undefined> {
  const [row] = await tx.select().from(toolkitFiles).where(eq(toolkitFiles.id, id));
  return row;
}

/** A file's versions, newest first, each with its downloads. */
export function findVersions(tx: Tx, fileId: number) {
  return tx
    .select({
      version: toolkitVersions,
      downloads: sql<number>`(select coalesce(sum(d.count), 0)::int from ${toolkitDownloads} d where d.version_id = ${toolkitVersions.id})`,
    })
    .from(toolkitVersions)
    .where(eq(toolkitVersions.fileId, fileId))
    .orderBy(desc(toolkitVersions.uploadedAt), desc(toolkitVersions.id));
}

export async function findVersion(tx: Tx, id: number): Promise<ToolkitVersionRow | undefined> {
  const [row] = await tx.select().from(toolkitVersions).where(eq(toolkitVersions.id, id));
  return row;
}

/** The companies that downloaded a file most, every version counted. */
export function findCompanyDownloads(tx: Tx, fileId: number, limit: number) {
  return tx
    .select({
      companyId: companies.id,
      companyName: companies.name,
      vatCode: companies.vatCode,
      count: sql<number>`sum(${toolkitDownloads.count})::int`,
      lastAt: sql<Date>`max(${toolkitDownloads.lastAt})`,
    })
    .from(toolkitDownloads)
    .innerJoin(toolkitVersions, eq(toolkitVersions.id, toolkitDownloads.versionId))
    .innerJoin(companies, eq(companies.id, toolkitDownloads.companyId))
    .where(eq(toolkitVersions.fileId, fileId))
    .groupBy(companies.id)
    .orderBy(desc(sql`sum(${toolkitDownloads.count})`), asc(companies.name))
    .limit(limit);
}

/** Every download row of the filtered files, for the export: file, version, company. */
export function findDownloadRows(tx: Tx, filter: z.output<typeof ToolkitFileFilter>, limit: number) {
  return tx
    .select({
      title: toolkitFiles.title,
      product: toolkitFiles.product,
      version: toolkitVersions.version,
      fileName: toolkitVersions.fileName,
      companyName: companies.name,
      vatCode: companies.vatCode,
      count: toolkitDownloads.count,
      lastAt: toolkitDownloads.lastAt,
    })
    .from(toolkitDownloads)
    .innerJoin(toolkitVersions, eq(toolkitVersions.id, toolkitDownloads.versionId))
    .innerJoin(toolkitFiles, eq(toolkitFiles.id, toolkitVersions.fileId))
    .innerJoin(companies, eq(companies.id, toolkitDownloads.companyId))
    .where(fileFilter(filter))
    .orderBy(asc(toolkitFiles.title), desc(toolkitVersions.uploadedAt), asc(companies.name))
    .limit(limit);
}
