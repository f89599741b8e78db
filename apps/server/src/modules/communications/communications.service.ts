import {
  COMMUNICATION_TYPES,
  type Communication,
  type CommunicationInput,
  type CommunicationTypeId,
  FILTER_TYPES,
  type WrappedCommunication,
} from '@sportello/contracts/backoffice/communications.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import type { SessionData } from '../../core/session';
import type { Grant } from '../access/access.service';
import { auditedTransaction } from '../audit/audit.service';
import { getCompanyWithParents } from '../companies/companies.service';
import { mayModify, operatorName } from './communications.policy';
import {
  type Audience,
  deleteCommunicationsByIds,
  findAllCommunications,
  findCommunication,
  findCommunications,
  findCommunicationsByIds,
  findNews,
  findNewsItem,
  insertCommunication,
  insertRead,
  type ListFilter,
  updateCommunication,
} from './communications.repository';
import type { CommunicationRow } from './communications.tables';

type SavedInput = z.output<typeof CommunicationInput>;

/** The back-office caller as this module needs it: the grant plus the company code. */
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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toWire(row: CommunicationRow, editable: boolean): Communication {
  const codes = (values: string[]) => values.map((Code) => ({ Code }));
  return {
    Id: row.id,
    Type: row.type,
    Title: row.title,
    Summary: row.summary,
    Body: row.body,
    Status: row.status,
    PublishFrom: iso(row.publishFrom),
    PublishTo: iso(row.publishTo),
    IsPopup: row.isPopup,
    Author: row.author,
    UserLastUpdate: row.userLastUpdate,
    AuthorCompanyCode: row.authorCompanyCode,
    CanManage: row.canManage,
    ManageByCompany: row.manageByCompany,
    Editable: editable,
    Filters: [
      ...row.productFilters.map((Code) => ({ Code, FilterType: FILTER_TYPES.product })),
      ...row.companyTypeFilters.map((Code) => ({ Code, FilterType: FILTER_TYPES.companyType })),
      ...row.groupCodeFilters.map((Code) => ({ Code, FilterType: FILTER_TYPES.groupCode })),
      ...(row.userRoleFilter ? [{ Code: row.userRoleFilter, FilterType: FILTER_TYPES.userRole }] : []),
    ],
    ProductFilters: codes(row.productFilters),
    CompanyTypeFilters: codes(row.companyTypeFilters),
    GroupCodeFilters: codes(row.groupCodeFilters),
    UserRoleFilter: row.userRoleFilter,
    Details: row.details,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec §3 wrapped form: Type, ComunicationId and the slot named for the type. */
export function wrap(item: Communication, read: boolean): WrappedCommunication {
  const slot = COMMUNICATION_TYPES[item.Type as CommunicationTypeId];
  return { Type: item.Type, ComunicationId: item.Id, Read: read, [slot]: item };
}

async function callerOf(ctx: Pick<ServiceContext, 'tx'>, editor: Editor) {
  const company = await getCompanyWithParents(ctx, editor.companyId);
  return { operatorName: operatorName(editor.grant.userName), companyCode: company.vatCode };
}

async function editableFor(ctx: Pick<ServiceContext, 'tx'>, editor: Editor, update?: Grant['scope']) {
  const caller = await callerOf(ctx, editor);
  return (row: CommunicationRow) => update !== undefined && mayModify(row, caller, update);
}

export async function listCommunications(
  ctx: Pick<ServiceContext, 'tx'>,
  editor: Editor,
  updateScope: Grant['scope'] | undefined,
  filter: ListFilter,
) {
  const { total, rows } = await findCommunications(ctx.tx, filter);
  const editable = await editableFor(ctx, editor, updateScope);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toWire(r, editable(r))),
  };
}

export async function getCommunication(
  ctx: Pick<ServiceContext, 'tx'>,
  editor: Editor,
  updateScope: Grant['scope'] | undefined,
  id: number,
): Promise<Communication> {
  const row = await findCommunication(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toWire(row, (await editableFor(ctx, editor, updateScope))(row));
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
 * updated and UserLastUpdate set, when the spec §6 rule lets the caller modify it. Audited.
 * `createScope` / `updateScope` are the caller's grants; the route asks for the one it needs.
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
        author: caller.operatorName,
        authorCompanyCode: caller.companyCode,
      });
      const after = toWire(row, true);
      audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after });
      return after;
    }
    const [before] = await findCommunicationsByIds(tx, [input.Id]);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if (!mayModify(before, caller, editor.grant.scope))
      throw new AppError('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    const row = await updateCommunication(tx, input.Id, {
      ...values,
      userLastUpdate: caller.operatorName,
      updatedAt: new Date(),
    });
    const after = toWire(row, true);
    audit({ resource: RESOURCE, objectId: row.id, action: 'update', before: toWire(before, true), after });
    return after;
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
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'delete',
        before: toWire(row, true),
        after: null,
      });
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

export async function exportCommunications(
  ctx: Pick<ServiceContext, 'tx'>,
  filter: ListFilter,
): Promise<string> {
  const rows = await findAllCommunications(ctx.tx, filter, EXPORT_LIMIT);
  const lines = [CSV_COLUMNS.join(';')];
  for (const row of rows) {
    const item = toWire(row, false);
    lines.push(CSV_COLUMNS.map((c) => csvCell(item[c])).join(';'));
  }
  // A byte-order mark so that spreadsheet programs read UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The audience of a signed-in customer. Products and group codes of companies are not kept yet. */
async function audienceOf(
  ctx: Pick<ServiceContext, 'tx'>,
  session: Pick<SessionData, 'userId' | 'companyId' | 'role'>,
): Promise<Audience> {
  const company = await getCompanyWithParents(ctx, session.companyId);
  return {
    userId: session.userId,
    role: session.role,
    companyType: company.companyType,
    products: [],
    groupCodes: [],
  };
}

export async function listNewsFor(
  ctx: Pick<ServiceContext, 'tx'>,
  session: Pick<SessionData, 'userId' | 'companyId' | 'role'>,
  filter: { Page: number; Size: number; Type?: number },
) {
  const audience = await audienceOf(ctx, session);
  const { total, unread, rows } = await findNews(ctx.tx, audience, {
    now: new Date(),
    page: filter.Page,
    size: filter.Size,
    type: filter.Type,
  });
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Unread: unread,
    Items: rows.map((r) => wrap(toWire(r.row, false), r.read)),
  };
}

export async function getNewsFor(
  ctx: Pick<ServiceContext, 'tx'>,
  session: Pick<SessionData, 'userId' | 'companyId' | 'role'>,
  id: number,
): Promise<WrappedCommunication> {
  const found = await findNewsItem(ctx.tx, await audienceOf(ctx, session), id, new Date());
  if (!found) throw new AppError('ERROR_NOT_FOUND');
  return wrap(toWire(found.row, false), found.read);
}

export async function markNewsReadFor(
  ctx: Pick<ServiceContext, 'tx'>,
  session: Pick<SessionData, 'userId' | 'companyId' | 'role'>,
  id: number,
): Promise<void> {
  await getNewsFor(ctx, session, id);
  await insertRead(ctx.tx, id, session.userId);
}

/** Popup news (decision 017): published popup items the user may see, for the pop-up banner. */
export async function popupNewsFor(
  ctx: Pick<ServiceContext, 'tx'>,
  session: Pick<SessionData, 'userId' | 'companyId' | 'role'>,
): Promise<WrappedCommunication[]> {
  const { rows } = await findNews(ctx.tx, await audienceOf(ctx, session), {
    now: new Date(),
    page: 0,
    size: 20,
    popupOnly: true,
  });
  return rows.map((r) => wrap(toWire(r.row, false), r.read));
}
