import { pageCount } from '@sportello/contracts/common/pagination';
import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentType,
  attachmentTypeOf,
  type TicketDetail,
  type TicketState,
  type TicketSummary,
} from '@sportello/contracts/support/tickets.contract';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/auth-guard';
import type { ServiceContext } from '../../core/context';
import { getUserById } from '../users/users.service';
import {
  type AttachmentMeta,
  countTicketsOfCompany,
  findAttachment,
  findMessages,
  findTicket,
  findTickets,
  insertAttachments,
  insertMessage,
  insertTicket,
  setTicketState,
  setTicketUpdatedAt,
  type TicketRow,
  type TicketScope,
} from './support.repository';
import { ticketCode } from './support.tables';

type Ctx = ServiceContext & { actor: Actor };

const isVendorStaff = (actor: Actor) => actor.role === 'operator' || actor.role === 'admin';

/**
 * Decision 012: the vendor's operators and admins see every item (they are the support desk); a
 * company administrator sees all of the company's items under the active parent; a plain user only
 * the ones they opened. Anything else does not exist for the caller (404).
 */
export function scopeOf(actor: Actor): TicketScope {
  if (isVendorStaff(actor)) return { all: true };
  return {
    companyId: actor.companyId,
    parentCode: actor.parentCode,
    ...(actor.role === 'company_admin' ? {} : { userId: actor.userId }),
  };
}

export interface TicketListInput {
  state?: TicketState;
  search?: string;
  sort: 'date' | 'state';
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export async function listTicketsFor(ctx: Ctx, input: TicketListInput) {
  const { rows, total } = await findTickets(ctx.tx, scopeOf(ctx.actor), input);
  const names = await userNames(
    ctx,
    rows.map((r) => r.handlerId),
  );
  return {
    Items: rows.map((r) => summary(r, names)),
    Total: total,
    Page: input.page,
    Size: input.size,
    PageCount: pageCount(total, input.size),
  };
}

export async function getTicketFor(ctx: Ctx, id: string): Promise<TicketDetail> {
  const ticket = await findTicket(ctx.tx, scopeOf(ctx.actor), id);
  if (!ticket) throw new AppError('ERROR_NOT_FOUND');
  return detail(ctx, ticket);
}

export interface AttachmentInput {
  FileName: string;
  Content: string;
}

export async function openTicketFor(
  ctx: Ctx,
  input: { Subject: string; Product: string; Message: string; Attachments: AttachmentInput[] },
): Promise<TicketDetail> {
  const files = input.Attachments.map(checkAttachment);
  const author = await getUserById(ctx, ctx.actor.userId);
  if (!author) throw new AppError('ERROR_EMPTY_SESSION');
  const id = await ctx.tx.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      kind: 'portal',
      itemType: 'ticket',
      subject: input.Subject,
      product: input.Product,
      companyId: ctx.actor.companyId,
      parentCode: ctx.actor.parentCode,
      userId: author.id,
      requesterEmail: author.email,
      requesterName: `${author.firstName} ${author.lastName}`.trim(),
      requesterPhone: author.phoneNumber,
      message: input.Message,
    });
    const message = await insertMessage(tx, {
      ticketId: ticket.id,
      authorId: author.id,
      authorName: ticket.requesterName,
      fromSupport: false,
      body: input.Message,
    });
    await insertAttachments(
      tx,
      files.map((f) => ({ ...f, ticketId: ticket.id, messageId: message.id })),
    );
    return ticket.id;
  });
  ctx.log.info({ ticket: id }, 'ticket opened');
  return getTicketFor(ctx, id);
}

export async function replyToTicketFor(
  ctx: Ctx,
  id: string,
  input: { Message: string; Attachments: AttachmentInput[] },
): Promise<TicketDetail> {
  const ticket = await findTicket(ctx.tx, scopeOf(ctx.actor), id);
  if (!ticket) throw new AppError('ERROR_NOT_FOUND');
  if (ticket.itemType !== 'ticket') throw new AppError('ERROR_FORBIDDEN');
  if (ticket.state === 'closed') throw new AppError('ERROR_TICKET_CLOSED');
  const files = input.Attachments.map(checkAttachment);
  const author = await getUserById(ctx, ctx.actor.userId);
  if (!author) throw new AppError('ERROR_EMPTY_SESSION');
  await ctx.tx.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      ticketId: ticket.id,
      authorId: author.id,
      authorName: `${author.firstName} ${author.lastName}`.trim(),
      fromSupport: isVendorStaff(ctx.actor),
      body: input.Message,
    });
    await insertAttachments(
      tx,
      files.map((f) => ({ ...f, ticketId: ticket.id, messageId: message.id })),
    );
    // A customer's answer puts the ticket back in the queue; support's answer means it is being handled.
    if (isVendorStaff(ctx.actor) && ticket.state === 'open')
      await setTicketState(tx, ticket.id, 'in_progress');
  });
  return getTicketFor(ctx, id);
}

export async function closeTicketFor(ctx: Ctx, id: string): Promise<TicketDetail> {
  const ticket = await findTicket(ctx.tx, scopeOf(ctx.actor), id);
  if (!ticket) throw new AppError('ERROR_NOT_FOUND');
  if (ticket.itemType !== 'ticket') throw new AppError('ERROR_FORBIDDEN');
  if (ticket.state !== 'closed') {
    await setTicketState(ctx.tx, ticket.id, 'closed');
    ctx.log.info({ ticket: id }, 'ticket closed');
  }
  return getTicketFor(ctx, id);
}

export async function getAttachmentFor(ctx: Ctx, ticketId: string, attachmentId: string) {
  const ticket = await findTicket(ctx.tx, scopeOf(ctx.actor), ticketId);
  if (!ticket) throw new AppError('ERROR_NOT_FOUND');
  const file = await findAttachment(ctx.tx, ticket.id, attachmentId);
  if (!file) throw new AppError('ERROR_NOT_FOUND');
  return { fileName: file.fileName, contentType: file.contentType, content: file.content };
}

/** Signatures of the binary types: a file must be what its extension says. */
const MAGIC: Partial<Record<AttachmentType, number[][]>> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'application/zip': [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
};

/** Size limit, type allow-list (by extension and content) and a safe file name. */
export function checkAttachment(input: AttachmentInput) {
  const fileName =
    input.FileName.split(/[\\/]/)
      .pop()
      ?.split('')
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
      .join('')
      .trim() ?? '';
  if (!fileName) throw new AppError('ERROR_ATTACHMENT_INVALID');
  const contentType = attachmentTypeOf(fileName);
  if (!contentType) throw new AppError('ERROR_ATTACHMENT_TYPE', fileName);
  const content = Buffer.from(input.Content, 'base64');
  if (content.length === 0) throw new AppError('ERROR_ATTACHMENT_INVALID', fileName);
  if (content.length > ATTACHMENT_MAX_BYTES) throw new AppError('ERROR_ATTACHMENT_TOO_LARGE', fileName);
  const signatures = MAGIC[contentType];
  if (signatures && !signatures.some((sig) => sig.every((byte, i) => content[i] === byte)))
    throw new AppError('ERROR_ATTACHMENT_TYPE', fileName);
  if (!signatures && content.includes(0)) throw new AppError('ERROR_ATTACHMENT_TYPE', fileName);
  return { fileName, contentType, size: content.length, content };
}

async function userNames(ctx: ServiceContext, ids: (string | null)[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids.filter((x): x is string => Boolean(x)))) {
    const user = await getUserById(ctx, id);
    if (user) names.set(id, `${user.firstName} ${user.lastName}`.trim());
  }
  return names;
}

function summary(row: TicketRow, names: Map<string, string>): TicketSummary {
  return {
    Id: row.id,
    TicketCode: ticketCode(row.number),
    Code: row.code ?? '',
    Type: row.itemType,
    Subject: row.subject || row.message.slice(0, 80),
    Product: row.product,
    State: row.state,
    Author: row.requesterName,
    Handler: (row.handlerId && names.get(row.handlerId)) || '',
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

async function detail(ctx: Ctx, row: TicketRow): Promise<TicketDetail> {
  const { messages, attachments } = await findMessages(ctx.tx, row.id);
  const names = await userNames(ctx, [row.handlerId]);
  const byMessage = new Map<string, AttachmentMeta[]>();
  for (const a of attachments) byMessage.set(a.messageId, [...(byMessage.get(a.messageId) ?? []), a]);
  return {
    ...summary(row, names),
    CanReply: row.itemType === 'ticket' && row.state !== 'closed',
    Messages: messages.map((m) => ({
      Id: m.id,
      Author: m.authorName,
      FromSupport: m.fromSupport,
      Body: m.body,
      CreatedAt: m.createdAt.toISOString(),
      Attachments: (byMessage.get(m.id) ?? []).map((a) => ({
        Id: a.id,
        FileName: a.fileName,
        ContentType: a.contentType,
        Size: a.size,
      })),
    })),
  };
}

/** Demo items with their conversation, written once per company (start-up data, development only). */
export async function ensureDemoItems(
  ctx: ServiceContext,
  items: {
    companyId: number;
    author: { id: string; name: string; email: string };
    handler?: { id: string; name: string };
    type: 'ticket' | 'an' | 'ri';
    code?: string;
    subject: string;
    product: string;
    state: TicketState;
    daysAgo: number;
    messages: { support?: boolean; body: string }[];
  }[],
): Promise<void> {
  const done = new Set<number>();
  for (const item of items) {
    if (done.has(item.companyId)) continue;
    if ((await countTicketsOfCompany(ctx.tx, item.companyId)) > 0) done.add(item.companyId);
  }
  for (const item of items) {
    if (done.has(item.companyId)) continue;
    const start = Date.now() - item.daysAgo * 86_400_000;
    const at = (i: number) => new Date(start + i * 3_600_000 * 5);
    const ticket = await insertTicket(ctx.tx, {
      kind: 'portal',
      itemType: item.type,
      code: item.code ?? null,
      subject: item.subject,
      product: item.product,
      state: item.state,
      companyId: item.companyId,
      userId: item.author.id,
      handlerId: item.handler?.id ?? null,
      requesterEmail: item.author.email,
      requesterName: item.author.name,
      message: item.messages[0]?.body ?? '',
      createdAt: at(0),
    });
    for (const [i, m] of item.messages.entries()) {
      await insertMessage(ctx.tx, {
        ticketId: ticket.id,
        authorId: m.support ? (item.handler?.id ?? null) : item.author.id,
        authorName: m.support ? (item.handler?.name ?? '') : item.author.name,
        fromSupport: Boolean(m.support),
        body: m.body,
        createdAt: at(i),
      });
    }
    await setTicketUpdatedAt(ctx.tx, ticket.id, at(Math.max(0, item.messages.length - 1)));
  }
}
