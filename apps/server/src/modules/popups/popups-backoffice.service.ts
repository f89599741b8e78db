import type {
  PopupMessageInput,
  PopupMessageItem,
  PopupMove,
} from '@sportello/contracts/backoffice/popups.contract';
import { popupStateAt } from '@sportello/contracts/backoffice/popups.values';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { popupsPermission } from './popups.policy';
import {
  deleteMessages,
  findMessage,
  findMessagesPage,
  findOrderLocked,
  insertMessage,
  type ListFilter,
  updateMessage,
} from './popups.repository';
import type { PopupMessageRow } from './popups.tables';

/**
 * The banner's messages in the back office (resource `popups`): listed, written, ordered and
 * deleted, each change audited with the message before and after.
 */

type SavedInput = z.output<typeof PopupMessageInput>;
const RESOURCE = 'popups';

function toItem(row: PopupMessageRow, now: Date): PopupMessageItem {
  const window = { ValidFrom: row.validFrom.toISOString(), ValidTo: row.validTo?.toISOString() ?? null };
  return {
    Id: row.id,
    Title: row.title,
    Body: row.body,
    ...window,
    CompanyType: row.companyType,
    Role: row.role,
    LanguageId: row.languageId,
    Products: row.products,
    GroupCodes: row.groupCodes,
    SortOrder: row.sortOrder,
    State: popupStateAt(window, now.getTime()),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** A message as the audit log keeps it. */
function toRecord(row: PopupMessageRow) {
  return {
    Title: row.title,
    Body: row.body,
    ValidFrom: row.validFrom.toISOString(),
    ValidTo: row.validTo?.toISOString() ?? null,
    CompanyType: row.companyType,
    Role: row.role,
    LanguageId: row.languageId,
    Products: row.products,
    GroupCodes: row.groupCodes,
    SortOrder: row.sortOrder,
  };
}

export async function listPopupMessages(ctx: ServiceContext, filter: ListFilter) {
  await popupsPermission(ctx, 'list');
  const now = ctx.clock.now();
  const { total, rows } = await findMessagesPage(ctx.tx, filter, now);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map((r) => toItem(r, now)) };
}

export async function getPopupMessage(ctx: ServiceContext, id: number): Promise<PopupMessageItem> {
  await popupsPermission(ctx, 'read');
  const row = await findMessage(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toItem(row, ctx.clock.now());
}

/** `Id < 1` creates a message (`create`), otherwise changes it (`update`). */
export async function savePopupMessage(ctx: ServiceContext, input: SavedInput): Promise<PopupMessageItem> {
  await popupsPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const now = ctx.clock.now();
  const values = {
    title: input.Title,
    body: input.Body,
    validFrom: new Date(input.ValidFrom),
    validTo: input.ValidTo ? new Date(input.ValidTo) : null,
    companyType: input.CompanyType,
    role: input.Role,
    languageId: input.LanguageId,
    products: input.Products,
    groupCodes: input.GroupCodes,
    sortOrder: input.SortOrder,
    updatedAt: now,
  };
  return auditedTransaction(ctx, async (tx, audit) => {
    if (input.Id < 1) {
      const row = await insertMessage(tx, { ...values, createdAt: now });
      audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: toRecord(row) });
      return toItem(row, now);
    }
    const before = await findMessage(tx, input.Id, true);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    const row = await updateMessage(tx, input.Id, values);
    audit({
      resource: RESOURCE,
      objectId: row.id,
      action: 'update',
      before: toRecord(before),
      after: toRecord(row),
    });
    return toItem(row, now);
  });
}

/**
 * Moves a message one place up or down the banner's order: it swaps numbers with its neighbour; when
 * both have the same number, the moved one takes one less (up) or one more (down) than it. Both
 * changes are audited; at either end nothing moves.
 */
export async function movePopupMessage(
  ctx: ServiceContext,
  input: z.output<typeof PopupMove>,
): Promise<{ Moved: boolean }> {
  await popupsPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const order = await findOrderLocked(tx);
    const at = order.findIndex((m) => m.id === input.Id);
    if (at < 0) throw new AppError('ERROR_NOT_FOUND');
    const neighbour = order[input.Direction === 'up' ? at - 1 : at + 1];
    if (!neighbour) return { Moved: false };
    const moved = order[at]!;
    const step = input.Direction === 'up' ? -1 : 1;
    const changes: [number, number][] =
      moved.sortOrder === neighbour.sortOrder
        ? [[moved.id, neighbour.sortOrder + step]]
        : [
            [moved.id, neighbour.sortOrder],
            [neighbour.id, moved.sortOrder],
          ];
    const now = ctx.clock.now();
    for (const [id, sortOrder] of changes) {
      const before = (await findMessage(tx, id))!;
      const row = await updateMessage(tx, id, { sortOrder, updatedAt: now });
      audit({
        resource: RESOURCE,
        objectId: id,
        action: 'update',
        before: { Title: before.title, SortOrder: before.sortOrder },
        after: { Title: row.title, SortOrder: row.sortOrder },
      });
    }
    return { Moved: true };
  });
}

/** Deletes the selected messages, each audited with what it was; ids that name none are skipped. */
export async function deletePopupMessages(ctx: ServiceContext, ids: number[]): Promise<{ Deleted: number }> {
  await popupsPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const deleted = await deleteMessages(tx, [...new Set(ids)]);
    for (const row of deleted)
      audit({ resource: RESOURCE, objectId: row.id, action: 'delete', before: toRecord(row), after: null });
    return { Deleted: deleted.length };
  });
}
