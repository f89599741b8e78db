import type {
  Communication,
  CommunicationInput,
} from '@sportello/contracts/backoffice/communications.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import type { Grant } from '../access/access.service';
import { auditedTransaction } from '../audit/audit.service';
import { getCompanyWithParents } from '../companies/companies.service';
import { mayModify } from './communications.policy';
import { toCommunication, toRecord } from './communications.presenters';
import {
  deleteCommunicationsByIds,
  findAllCommunications,
  findCommunication,
  findCommunications,
  findCommunicationsByIds,
  insertCommunication,
  type ListFilter,
  updateCommunication,
  type Visibility,
} from './communications.repository';
import type { CommunicationRow } from './communications.tables';

type SavedInput = z.output<typeof CommunicationInput>;

/** The back-office caller as this module needs it: the grant of the action asked for, and the company. */
export interface Editor {
  grant: Grant;
  companyId: number;
}

const RESOURCE = 'communications';
export const EXPORT_LIMIT = 10_000;

/** Rich text keeps formatting, links and images over http(s); scripts, styles and handlers go. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** Who is asking, in the terms the rows store: the full login and the company's VAT code. */
async function callerOf(ctx: Pick<ServiceContext, 'tx'>, editor: Editor) {
  const company = await getCompanyWithParents(ctx, editor.companyId);
  return { login: editor.grant.userName, companyCode: company.vatCode };
}

type Caller = Awaited<ReturnType<typeof callerOf>>;

/** The rows the grant's scope covers (decision 015): all, the caller's company's, or their own. */
const visibilityOf = (editor: Editor, caller: Caller): Visibility => ({
  scope: editor.grant.scope,
  owner: { user: caller.login, company: caller.companyCode },
});

const editableFor = (caller: Caller, update: Grant['scope'] | undefined) => (row: CommunicationRow) =>
  update !== undefined && mayModify(row, caller, update);

/** The list within the caller's `list` scope; each row says whether their `update` scope lets them change it. */
export async function listCommunications(
  ctx: Pick<ServiceContext, 'tx'>,
  editor: Editor,
  updateScope: Grant['scope'] | undefined,
  filter: ListFilter,
) {
  const caller = await callerOf(ctx, editor);
  const { total, rows } = await findCommunications(ctx.tx, filter, visibilityOf(editor, caller));
  const editable = editableFor(caller, updateScope);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toCommunication(r, editable(r))),
  };
}

/** One item within the caller's `read` scope; outside it, not found. */
export async function getCommunication(
  ctx: Pick<ServiceContext, 'tx'>,
  editor: Editor,
  updateScope: Grant['scope'] | undefined,
  id: number,
): Promise<Communication> {
  const caller = await callerOf(ctx, editor);
  const row = await findCommunication(ctx.tx, id, visibilityOf(editor, caller));
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toCommunication(row, editableFor(caller, updateScope)(row));
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
    status: input.Status,
    publishFrom: from,
    publishTo: to,
    isPopup: input.IsPopup,
    canManage: input.CanManage,
    manageByCompany: input.ManageByCompany,
    productFilters: codes(input.ProductFilters),
    companyTypeFilters: codes(input.CompanyTypeFilters),
    groupCodeFilters: codes(input.GroupCodeFilters),
    userRoleFilter: input.UserRoleFilter,
    details: input.Details,
  };
}

/**
 * Spec §4: Id < 1 creates and sets Author (and the author's company code); otherwise the item is
 * updated and UserLastUpdate set, when the spec §6 rule lets the caller modify it. Audited. The
 * editor's grant is the one the route asked for: `create` for a new item, `update` otherwise.
 */
export async function saveCommunication(
  ctx: ServiceContext,
  editor: Editor,
  input: SavedInput,
): Promise<Communication> {
  const caller = await callerOf(ctx, editor);
  const values = columnsOf(input);
  return auditedTransaction(ctx, editor.grant.userName, async (tx, audit) => {
    if (input.Id < 1) {
      const row = await insertCommunication(tx, {
        ...values,
        author: caller.login,
        authorCompanyCode: caller.companyCode,
      });
      audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: toRecord(row) });
      return toCommunication(row, mayModify(row, caller, editor.grant.scope));
    }
    const [before] = await findCommunicationsByIds(tx, [input.Id]);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if (!mayModify(before, caller, editor.grant.scope))
      throw new AppError('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    const row = await updateCommunication(tx, input.Id, {
      ...values,
      userLastUpdate: caller.login,
      updatedAt: new Date(),
    });
    audit({
      resource: RESOURCE,
      objectId: row.id,
      action: 'update',
      before: toRecord(before),
      after: toRecord(row),
    });
    return toCommunication(row, mayModify(row, caller, editor.grant.scope));
  });
}

/** Deletes the given items, all or none: one the caller may not modify refuses the whole request. */
export async function deleteCommunications(
  ctx: ServiceContext,
  editor: Editor,
  ids: number[],
): Promise<number> {
  const caller = await callerOf(ctx, editor);
  const unique = [...new Set(ids)];
  return auditedTransaction(ctx, editor.grant.userName, async (tx, audit) => {
    const rows = await findCommunicationsByIds(tx, unique);
    if (rows.length !== unique.length) throw new AppError('ERROR_NOT_FOUND');
    for (const row of rows) {
      if (!mayModify(row, caller, editor.grant.scope))
        throw new AppError('ERROR_COMMUNICATION_NOT_MANAGEABLE');
      audit({ resource: RESOURCE, objectId: row.id, action: 'delete', before: toRecord(row), after: null });
    }
    return deleteCommunicationsByIds(tx, unique);
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

/** A CSV cell: quoted, quotes doubled, and formula-looking text defused (CSV injection). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The filtered list within the caller's `export` scope, as CSV. */
export async function exportCommunications(
  ctx: Pick<ServiceContext, 'tx'>,
  editor: Editor,
  filter: ListFilter,
): Promise<string> {
  const caller = await callerOf(ctx, editor);
  const rows = await findAllCommunications(ctx.tx, filter, visibilityOf(editor, caller), EXPORT_LIMIT);
  const lines = [CSV_COLUMNS.join(';')];
  for (const row of rows) {
    const item = toRecord(row);
    lines.push(CSV_COLUMNS.map((c) => csvCell(item[c])).join(';'));
  }
  // A byte-order mark so that spreadsheet programs read UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
