import type { CompanyTag } from '@sportello/contracts/backoffice/companies.contract';
import type { Tag, TagAssignment, TagInput } from '@sportello/contracts/backoffice/tags.contract';
import { TAG_OPTIONS_LIMIT } from '@sportello/contracts/backoffice/tags.values';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { isUniqueViolation } from '../../core/database';
import { companyIdsOf } from '../companies/companies-registry.service';
import { countTagUses, replaceTagUses } from './tag-users';
import { tagsPermission } from './tags.policy';
import { toRecord, toTag } from './tags.presenters';
import {
  deleteAssignments,
  deleteTagRow,
  findTag,
  findTagByName,
  findTagIdByName,
  findTagNamesOf,
  findTagOptions,
  findTagsPage,
  insertAssignments,
  insertTag,
  insertTagIfAbsent,
  type ListFilter,
  moveAssignments,
  updateTag,
} from './tags.repository';

/**
 * Tags on companies: the vocabulary (create, rename, merge, delete) and who has which tag (one
 * company, the selected ones, or every company a filter of the registry finds). Every change is
 * audited: a tag's own under `tags`, a company's tags under `companies` (before and after, by name).
 */

type SavedInput = z.output<typeof TagInput>;
type Assignment = z.output<typeof TagAssignment>;

const RESOURCE = 'tags';
/** Rows per statement when many companies change at once (the protocol's 65,535 parameters). */
const CHUNK = 5000;

export async function listTags(ctx: ServiceContext, filter: ListFilter) {
  await tagsPermission(ctx, 'list');
  const { total, rows } = await findTagsPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toTag) };
}

/** Every tag by name, for the pickers. */
export async function tagOptions(ctx: ServiceContext): Promise<CompanyTag[]> {
  await tagsPermission(ctx, 'list');
  const rows = await findTagOptions(ctx.tx, TAG_OPTIONS_LIMIT);
  return rows.map((r) => ({ Id: r.id, Name: r.name, Colour: r.colour }));
}

/**
 * The tags of these names, whatever their case, in their order: those no tag has yet are created
 * (`create`, audited, no colour). Another area's free-form labels (a ticket's, decision 079) join
 * the one vocabulary this way; two callers creating the same name at once get the same tag.
 */
export async function tagsNamed(ctx: ServiceContext, names: string[]): Promise<CompanyTag[]> {
  const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
  if (unique.length === 0) return [];
  await tagsPermission(ctx, 'list');
  return auditedTransaction(ctx, async (tx, audit) => {
    const named: CompanyTag[] = [];
    for (const name of unique) {
      let row = await findTagByName(tx, name);
      if (!row) {
        await tagsPermission(ctx, 'create');
        const now = ctx.clock.now();
        const created = await insertTagIfAbsent(tx, { name, colour: null, createdAt: now, updatedAt: now });
        if (created) {
          const tag = { ...created, companies: 0 };
          audit({
            resource: RESOURCE,
            objectId: created.id,
            action: 'create',
            before: null,
            after: toRecord(tag),
          });
        }
        // Saved by another caller meanwhile: theirs is the tag.
        row = created ?? (await findTagByName(tx, name));
      }
      if (row) named.push({ Id: row.id, Name: row.name, Colour: row.colour });
    }
    return named;
  });
}

const nameTaken = () =>
  new AppError('ERROR_TAG_EXISTS', undefined, [{ path: 'Name', key: 'ERROR_TAG_EXISTS' }]);

/** `Id < 1` creates a tag (`create`), otherwise renames or recolours it (`update`). Names are unique regardless of case. */
export async function saveTag(ctx: ServiceContext, input: SavedInput): Promise<Tag> {
  await tagsPermission(ctx, input.Id < 1 ? 'create' : 'update');
  try {
    return await auditedTransaction(ctx, async (tx, audit) => {
      const holder = await findTagIdByName(tx, input.Name);
      if (holder !== undefined && holder !== input.Id) throw nameTaken();
      const now = ctx.clock.now();
      if (input.Id < 1) {
        const row = await insertTag(tx, {
          name: input.Name,
          colour: input.Colour,
          createdAt: now,
          updatedAt: now,
        });
        const tag = { ...row, companies: 0 };
        audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: toRecord(tag) });
        return toTag(tag);
      }
      const before = await findTag(tx, input.Id, true);
      if (!before) throw new AppError('ERROR_NOT_FOUND');
      const row = await updateTag(tx, input.Id, { name: input.Name, colour: input.Colour, updatedAt: now });
      const after = { ...row, companies: before.companies };
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: toRecord(before),
        after: toRecord(after),
      });
      return toTag(after);
    });
  } catch (error) {
    // Two saves of the same new name at once: the check passed for both, the unique index did not.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Merges the source tag into the target: every company that had the source has the target (once),
 * communications addressed to the source are addressed to the target, and the source is deleted —
 * all in one transaction, audited. Merging deletes a tag, so it takes `delete`.
 */
export async function mergeTags(ctx: ServiceContext, sourceId: number, targetId: number): Promise<Tag> {
  await tagsPermission(ctx, 'delete');
  if (sourceId === targetId)
    throw new AppError('ERROR_TAG_MERGE_SELF', undefined, [
      { path: 'TargetId', key: 'ERROR_TAG_MERGE_SELF' },
    ]);
  return auditedTransaction(ctx, async (tx, audit) => {
    // Always in id order: two merges of the same pair in opposite directions cannot deadlock.
    const [first, second] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
    const locked = new Map([
      [first, await findTag(tx, first, true)],
      [second, await findTag(tx, second, true)],
    ]);
    const source = locked.get(sourceId);
    const target = locked.get(targetId);
    if (!source || !target) throw new AppError('ERROR_NOT_FOUND');
    await moveAssignments(tx, sourceId, targetId);
    await replaceTagUses(within(ctx, tx), sourceId, targetId);
    await deleteTagRow(tx, sourceId);
    const row = await updateTag(tx, targetId, { updatedAt: ctx.clock.now() });
    const after = { ...row, companies: (await findTag(tx, targetId))!.companies };
    audit({
      resource: RESOURCE,
      objectId: sourceId,
      action: 'delete',
      before: toRecord(source),
      after: null,
    });
    audit({
      resource: RESOURCE,
      objectId: targetId,
      action: 'update',
      before: toRecord(target),
      after: { ...toRecord(after), MergedFrom: source.name },
    });
    return toTag(after);
  });
}

/**
 * Deletes a tag and its assignments, audited with how many companies lost it. Refused while a
 * communication is addressed to it: without the tag its audience would be everyone (or nobody).
 */
export async function deleteTag(ctx: ServiceContext, id: number): Promise<{ Companies: number }> {
  await tagsPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await findTag(tx, id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if ((await countTagUses(within(ctx, tx), id)) > 0) throw new AppError('ERROR_TAG_IN_USE');
    await deleteTagRow(tx, id);
    audit({ resource: RESOURCE, objectId: id, action: 'delete', before: toRecord(before), after: null });
    return { Companies: before.companies };
  });
}

const chunks = <T>(values: T[]) =>
  Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, i) =>
    values.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * Gives the tag to (or takes it from) the selected companies — all of them must exist — or every
 * company a filter of the registry finds. Each company whose tags change is audited with its tags
 * before and after; the answer is how many changed.
 */
export async function assignTag(ctx: ServiceContext, input: Assignment): Promise<{ Updated: number }> {
  await tagsPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    // Locked: a merge or a delete of the tag waits for the assignment, or the assignment for them.
    const tag = await findTag(tx, input.TagId, true);
    if (!tag) throw new AppError('ERROR_NOT_FOUND');
    const companyIds = await companyIdsOf(within(ctx, tx), { Ids: input.Ids, Filter: input.Filter });
    const changed: number[] = [];
    for (const part of chunks(companyIds))
      changed.push(
        ...(input.Assigned
          ? await insertAssignments(tx, tag.id, part)
          : await deleteAssignments(tx, tag.id, part)),
      );
    for (const part of chunks(changed)) {
      const names = await findTagNamesOf(tx, part);
      for (const companyId of part) {
        const after = names.get(companyId) ?? [];
        const before = input.Assigned
          ? after.filter((n) => n !== tag.name)
          : [...after, tag.name].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
        audit({
          resource: 'companies',
          objectId: companyId,
          action: 'update',
          before: { Tags: before },
          after: { Tags: after },
        });
      }
    }
    return { Updated: changed.length };
  });
}
