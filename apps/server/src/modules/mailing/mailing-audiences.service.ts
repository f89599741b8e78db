import type {
  AudienceDetail,
  AudienceFilter,
  AudienceInput,
  AudienceMembersFile,
  AudienceSummary,
} from '@sportello/contracts/backoffice/mailing.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn } from '../../core/context';
import { csvValue } from '../../core/csv';
import { readCsvRecords } from '../../core/csv-table';
import { audienceObject, RESOURCE } from './mailing.audit-labels';
import { mailingPermission } from './mailing.policy';
import type { AudienceRow } from './mailing.tables';
import {
  audienceInUse,
  audienceWhere,
  countMembers,
  countWhere,
  deleteAudienceRow,
  filterWhere,
  findAudience,
  findAudiencesPage,
  findReachableByKeys,
  insertAudience,
  type ListFilter,
  replaceMembers,
  updateAudience,
} from './mailing-audiences.repository';

/**
 * Audiences (decision 075): a filter over customers' companies and users with its live count, or a
 * static list from a CSV file. Every change is audited.
 */

type SavedInput = z.output<typeof AudienceInput>;
type Filter = z.output<typeof AudienceFilter>;

async function toDetail(ctx: ServiceContext, row: AudienceRow): Promise<AudienceDetail> {
  const counts = await countWhere(ctx.tx, audienceWhere(row));
  return {
    Id: row.id,
    Name: row.name,
    Kind: row.kind,
    Filter: row.filter,
    UpdatedAt: row.updatedAt.toISOString(),
    UpdatedBy: row.updatedBy,
    ...counts,
  };
}

const toRecord = (row: AudienceRow) => ({ Name: row.name, Kind: row.kind, Filter: row.filter });

export async function listAudiences(ctx: ServiceContext, filter: ListFilter) {
  await mailingPermission(ctx, 'list');
  const { total, rows } = await findAudiencesPage(ctx.tx, filter);
  const items: AudienceSummary[] = [];
  for (const row of rows) {
    const { Companies: _c, Subscribed: _s, Filter: _f, ...summary } = await toDetail(ctx, row);
    items.push(summary);
  }
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: items };
}

export async function getAudience(ctx: ServiceContext, id: number): Promise<AudienceDetail> {
  await mailingPermission(ctx, 'read');
  const row = await findAudience(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toDetail(ctx, row);
}

/** How many people a filter takes now: the editor's live count. */
export async function countAudience(ctx: ServiceContext, filter: Filter) {
  await mailingPermission(ctx, 'read');
  return countWhere(ctx.tx, filterWhere(filter));
}

export async function saveAudience(ctx: ServiceContext, input: SavedInput): Promise<AudienceDetail> {
  await mailingPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const values = {
    name: input.Name,
    kind: input.Kind,
    filter: input.Filter,
    updatedAt: ctx.clock.now(),
    updatedBy: signedIn(ctx).actor.userName,
  };
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    if (input.Id < 1) {
      const created = await insertAudience(tx, { ...values, createdAt: values.updatedAt });
      audit({
        resource: RESOURCE,
        objectId: audienceObject(created.id),
        action: 'create',
        before: null,
        after: toRecord(created),
      });
      return created;
    }
    const before = await findAudience(tx, input.Id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    // A list's people come from its file: turning it into a filter (or back) would mix the two.
    if (before.kind !== input.Kind)
      throw new AppError('ERROR_AUDIENCE_KIND', undefined, [{ path: 'Kind', key: 'ERROR_AUDIENCE_KIND' }]);
    const after = await updateAudience(tx, input.Id, values);
    audit({
      resource: RESOURCE,
      objectId: audienceObject(after.id),
      action: 'update',
      before: toRecord(before),
      after: toRecord(after),
    });
    return after;
  });
  return toDetail(ctx, row);
}

/**
 * A static audience's people from a CSV file: the first column of each line, an e-mail address or a
 * user name (a header line naming neither is simply not found). Lines naming nobody the audience
 * may take are listed with their number; the rest are added, or replace the list.
 */
export async function uploadAudienceMembers(
  ctx: ServiceContext,
  id: number,
  file: z.output<typeof AudienceMembersFile>,
) {
  await mailingPermission(ctx, 'update');
  const lines = readCsvRecords(Buffer.from(file.Content, 'base64'), file.Encoding as FileEncoding)
    .map((record) => ({ line: record.line, value: csvValue(record.cells[0] ?? '').trim() }))
    .filter((l) => l.value !== '');
  return auditedTransaction(ctx, async (tx, audit) => {
    const audience = await findAudience(tx, id, true);
    if (!audience) throw new AppError('ERROR_NOT_FOUND');
    if (audience.kind !== 'static') throw new AppError('ERROR_AUDIENCE_KIND');
    const found = await findReachableByKeys(tx, new Set(lines.map((l) => l.value.toLowerCase())));
    const ids = [...new Set(lines.flatMap((l) => found.get(l.value.toLowerCase()) ?? []))];
    const before = await countMembers(tx, id);
    await replaceMembers(tx, id, ids, file.Replace);
    const members = await countMembers(tx, id);
    audit({
      resource: RESOURCE,
      objectId: audienceObject(id),
      action: 'update',
      before: { Name: audience.name, Members: before },
      after: { Name: audience.name, Members: members, Replaced: file.Replace },
    });
    return {
      Members: members,
      Added: file.Replace ? members : members - before,
      Unknown: lines
        .filter((l) => !found.has(l.value.toLowerCase()))
        .slice(0, 1000)
        .map((l) => ({ Line: l.line, Value: l.value.slice(0, 200) })),
    };
  });
}

export async function deleteAudience(ctx: ServiceContext, id: number): Promise<{ Deleted: number }> {
  await mailingPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const row = await findAudience(tx, id, true);
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    if (await audienceInUse(tx, id)) throw new AppError('ERROR_AUDIENCE_IN_USE');
    await deleteAudienceRow(tx, id);
    audit({
      resource: RESOURCE,
      objectId: audienceObject(id),
      action: 'delete',
      before: toRecord(row),
      after: null,
    });
    return { Deleted: 1 };
  });
}
