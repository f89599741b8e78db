import type {
  AudienceValues,
  Communication,
  CommunicationDelivery,
  CommunicationInput,
} from '@sportello/contracts/backoffice/communications.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { sanitizeRichText } from '../../core/rich-text';
import { type Editor, editableRule, editorFor, mayModify } from './communications.policy';
import { toCommunication, toRecord } from './communications.presenters';
import {
  countCommunicationsAddressedTo,
  deleteCommunicationsByIds,
  findAllCommunications,
  findCommunication,
  findCommunications,
  findCommunicationsAddressedTo,
  findCommunicationsByIds,
  findCompanyTypesInUse,
  findGroupCodesInUse,
  insertCommunication,
  type ListFilter,
  lockExistingTags,
  updateCommunication,
  type Visibility,
} from './communications.repository';
import { countDeliveries } from './communications-dispatch.repository';

type SavedInput = z.output<typeof CommunicationInput>;

const RESOURCE = 'communications';

/** Rich text keeps formatting, links and images over http(s); scripts, styles and handlers go. */
export const sanitizeBody = sanitizeRichText;

/** The rows the grant's scope covers (decision 015): all, the caller's company's, or their own. */
const visibilityOf = (editor: Editor): Visibility => ({
  scope: editor.grant.scope,
  owner: { user: editor.login, company: editor.companyCode },
});

/**
 * What the audience filters offer besides the products (a fixed list): the company types and group
 * codes the companies have, with how many companies have each. Anyone who may read a communication
 * may see them: they describe the audience, no company in particular.
 */
export async function audienceValues(ctx: ServiceContext): Promise<AudienceValues> {
  await editorFor(ctx, 'read');
  const [types, groups] = await Promise.all([findCompanyTypesInUse(ctx.tx), findGroupCodesInUse(ctx.tx)]);
  const wire = (rows: { code: string; companies: number }[]) =>
    rows.map((r) => ({ Code: r.code, Companies: r.companies }));
  return { CompanyTypes: wire(types), GroupCodes: wire(groups) };
}

/** The list within the caller's `list` scope; each row says whether their `update` scope lets them change it. */
export async function listCommunications(ctx: ServiceContext, filter: ListFilter) {
  const editor = await editorFor(ctx, 'list');
  const { total, rows } = await findCommunications(ctx.tx, filter, visibilityOf(editor));
  const editable = await editableRule(ctx, editor);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toCommunication(r, editable(r))),
  };
}

/** One item within the caller's `read` scope; outside it, not found. */
export async function getCommunication(ctx: ServiceContext, id: number): Promise<Communication> {
  const editor = await editorFor(ctx, 'read');
  const row = await findCommunication(ctx.tx, id, visibilityOf(editor));
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toCommunication(row, (await editableRule(ctx, editor))(row));
}

/**
 * What an SMS/e-mail communication sent (communications-dispatch.ts), within the caller's `read`
 * scope; `smsAvailable` says whether an SMS provider is configured.
 */
export async function communicationDelivery(
  ctx: ServiceContext,
  id: number,
  smsAvailable: boolean,
): Promise<CommunicationDelivery> {
  const editor = await editorFor(ctx, 'read');
  const row = await findCommunication(ctx.tx, id, visibilityOf(editor));
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return {
    DispatchedAt: row.dispatchedAt?.toISOString() ?? null,
    ...(await countDeliveries(ctx.tx, id)),
    SmsAvailable: smsAvailable,
  };
}

function columnsOf(input: SavedInput) {
  const from = input.PublishFrom ? new Date(input.PublishFrom) : null;
  const to = input.PublishTo ? new Date(input.PublishTo) : null;
  if (from && to && to <= from) throw new AppError('ERROR_PUBLISH_WINDOW');
  const codes = (list: { Code: string }[]) => [...new Set(list.map((c) => c.Code))];
  return {
    type: input.Type,
    title: input.Title,
    summary: input.Summary,
    body: sanitizeBody(input.Body),
    titleEn: input.TitleEn,
    summaryEn: input.SummaryEn,
    bodyEn: sanitizeBody(input.BodyEn),
    status: input.Status,
    publishFrom: from,
    publishTo: to,
    isPopup: input.IsPopup,
    canManage: input.CanManage,
    manageByCompany: input.ManageByCompany,
    productFilters: codes(input.ProductFilters),
    companyTypeFilters: codes(input.CompanyTypeFilters),
    groupCodeFilters: codes(input.GroupCodeFilters),
    tagFilters: [...new Set(input.TagFilters.map((t) => t.Id))],
    userRoleFilter: input.UserRoleFilter,
    details: input.Details,
  };
}

/**
 * Spec §4: Id < 1 creates and sets Author (and the author's company code); otherwise the item is
 * updated and UserLastUpdate set, when the spec §6 rule lets the caller modify it. Audited. Creating
 * needs the `create` permission, changing the `update` one, whose scope the §6 rule applies.
 */
export async function saveCommunication(ctx: ServiceContext, input: SavedInput): Promise<Communication> {
  const editor = await editorFor(ctx, input.Id < 1 ? 'create' : 'update');
  const values = columnsOf(input);
  return auditedTransaction(ctx, async (tx, audit) => {
    const found = await lockExistingTags(tx, values.tagFilters);
    if (found.length !== values.tagFilters.length)
      throw new AppError('ERROR_NOT_FOUND', 'tag', [{ path: 'TagFilters', key: 'ERROR_NOT_FOUND' }]);
    if (input.Id < 1) {
      const row = await insertCommunication(tx, {
        ...values,
        author: editor.login,
        authorCompanyCode: editor.companyCode,
      });
      audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: toRecord(row) });
      return toCommunication(row, mayModify(row, editor, editor.grant.scope));
    }
    const [before] = await findCommunicationsByIds(tx, [input.Id]);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if (!mayModify(before, editor, editor.grant.scope))
      throw new AppError('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    const row = await updateCommunication(tx, input.Id, {
      ...values,
      userLastUpdate: editor.login,
      updatedAt: ctx.clock.now(),
    });
    audit({
      resource: RESOURCE,
      objectId: row.id,
      action: 'update',
      before: toRecord(before),
      after: toRecord(row),
    });
    return toCommunication(row, mayModify(row, editor, editor.grant.scope));
  });
}

/** Deletes the given items, all or none: one the caller may not modify refuses the whole request. */
export async function deleteCommunications(ctx: ServiceContext, ids: number[]): Promise<number> {
  const editor = await editorFor(ctx, 'delete');
  const unique = [...new Set(ids)];
  return auditedTransaction(ctx, async (tx, audit) => {
    const rows = await findCommunicationsByIds(tx, unique);
    if (rows.length !== unique.length) throw new AppError('ERROR_NOT_FOUND');
    for (const row of rows) {
      if (!mayModify(row, editor, editor.grant.scope))
        throw new AppError('ERROR_COMMUNICATION_NOT_MANAGEABLE');
      audit({ resource: RESOURCE, objectId: row.id, action: 'delete', before: toRecord(row), after: null });
    }
    return deleteCommunicationsByIds(tx, unique);
  });
}

/** How many communications name the tag in their audience (a tag in use is not deleted). */
export const countAddressedTo = (ctx: ServiceContext, tagId: number): Promise<number> =>
  countCommunicationsAddressedTo(ctx.tx, tagId);

/**
 * A merge of tags (modules/tags): the communications addressed to the source tag are addressed to
 * the target instead, each change audited. Part of the merge's transaction (`ctx.tx`), whose
 * permission the tags module checked; authorship is not changed.
 */
export async function replaceTagInAudiences(ctx: ServiceContext, sourceId: number, targetId: number) {
  await auditedTransaction(ctx, async (tx, audit) => {
    for (const before of await findCommunicationsAddressedTo(tx, sourceId)) {
      const tagFilters = [...new Set(before.tagFilters.map((id) => (id === sourceId ? targetId : id)))];
      const row = await updateCommunication(tx, before.id, { tagFilters });
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: toRecord(before),
        after: toRecord(row),
      });
    }
  });
}

const CSV_COLUMNS = [
  'Id',
  'Type',
  'Title',
  'Status',
  'PublishFrom',
  'PublishTo',
  'IsPopup',
  'Author',
  'UserLastUpdate',
  'UpdatedAt',
] as const;

/** The filtered list within the caller's `export` scope, as CSV in the chosen encoding (spec §2 picker). */
export async function exportCommunications(
  ctx: ServiceContext,
  filter: ListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  const editor = await editorFor(ctx, 'export');
  const rows = await findAllCommunications(ctx.tx, filter, visibilityOf(editor), EXPORT_LIMIT);
  return encodeCsv(csvDocument(CSV_COLUMNS, rows.map(toRecord)), encoding);
}
