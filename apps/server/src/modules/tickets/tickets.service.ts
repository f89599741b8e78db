import { safeFileName } from '@sportello/contracts/common/file-name';
import { pageCount } from '@sportello/contracts/common/pagination';
import type {
  ItemType,
  TicketContact,
  TicketDetail,
  TicketMessage,
  TicketState,
  TicketSummary,
} from '@sportello/contracts/tickets/tickets.contract';
import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentType,
  attachmentTypeOf,
} from '@sportello/contracts/tickets/tickets.values';
import { DEFAULT_LANGUAGE_ID } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { type AuditChange, auditedTransaction } from '../../core/audit-trail';
import { daysAfter } from '../../core/clock';
import { type ServiceContext, type SignedInActor, signedIn, within } from '../../core/context';
import type { Tx } from '../../core/database';
import { enqueueMail } from '../../core/mail-outbox';
import type { Grant } from '../access/access.service';
import { getUserById } from '../users/users.service';
import { findQueueTicket } from './helpdesk.repository';
import { customerMayReply, customerReplyProgress, supportAnswerProgress } from './ticket-lifecycle';
import { type TicketMailEvent, ticketMail } from './tickets.mail';
import { scopeOf, staffGrant } from './tickets.policy';
import {
  type AttachmentMeta,
  closeTicketRow,
  countRequestsFromSince,
  countTicketsOfCompany,
  findAttachment,
  findMessages,
  findTicket,
  findTickets,
  findUserNames,
  hasOpenJoinRequest,
  insertAttachments,
  insertMessage,
  insertTicket,
  setTicketUpdatedAt,
  type TicketListRow,
  type TicketRow,
  updateTicketProgress,
} from './tickets.repository';
import { serviceTargets, withTargetsPaused } from './tickets.sla';
import { ticketCode } from './tickets.tables';

/** What the tickets take from the configuration. */
export interface TicketsSettings {
  /** The portal's address, for the links in the e-mails. */
  publicUrl: string;
  /** Origins of the video players a message may embed (decision 013). */
  videoOrigins: readonly string[];
  /** Days a customer may reopen a resolved ticket by replying (decision 036). */
  reopenDays: number;
}

type Ctx = ServiceContext<SignedInActor>;

/** One transaction for a change; audited when the vendor's staff make it. */
function changeTransaction<T>(
  ctx: Ctx,
  grant: Grant | undefined,
  work: (tx: Tx, audit: (change: AuditChange) => void) => Promise<T>,
): Promise<T> {
  return grant ? auditedTransaction(ctx, work) : ctx.tx.transaction((tx) => work(tx, () => {}));
}

export interface TicketListInput {
  state?: TicketState;
  search?: string;
  sort: 'date' | 'state';
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export async function listTickets(context: ServiceContext, input: TicketListInput) {
  const { ctx } = await staffGrant(context, 'list');
  const { rows, total } = await findTickets(ctx.tx, scopeOf(ctx.actor), input);
  return {
    Items: rows.map((r) => summary(r, r.handlerName ?? '')),
    Total: total,
    Page: input.page,
    Size: input.size,
    PageCount: pageCount(total, input.size),
  };
}

export async function getTicket(
  context: ServiceContext,
  id: string,
  settings: TicketsSettings,
): Promise<TicketDetail> {
  const { ctx } = await staffGrant(context, 'read');
  return detail(ctx, await visibleTicket(ctx, id), settings);
}

async function visibleTicket(ctx: Ctx, id: string): Promise<TicketRow> {
  const ticket = await findTicket(ctx.tx, scopeOf(ctx.actor), id);
  if (!ticket) throw new AppError('ERROR_NOT_FOUND');
  return ticket;
}

export interface AttachmentInput {
  FileName: string;
  Content: string;
}

export async function openTicket(
  context: ServiceContext,
  input: { Subject: string; Product: string; Message: string; Attachments: AttachmentInput[] },
  settings: TicketsSettings,
): Promise<TicketDetail> {
  const { ctx, grant } = await staffGrant(context, 'create');
  const files = input.Attachments.map(checkAttachment);
  const author = await getUserById(ctx, ctx.actor.userId);
  if (!author) throw new AppError('ERROR_EMPTY_SESSION');
  const now = ctx.clock.now();
  const targets = await serviceTargets(ctx, { userId: author.id, companyId: ctx.actor.companyId }, now);
  const ticket = await changeTransaction(ctx, grant, async (tx, audit) => {
    const ticket = await insertTicket(tx, {
      ...targets,
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
      createdAt: now,
      updatedAt: now,
    });
    const message = await insertMessage(
      tx,
      {
        ticketId: ticket.id,
        authorId: author.id,
        authorName: ticket.requesterName,
        fromSupport: false,
        body: input.Message,
      },
      now,
    );
    await insertAttachments(
      tx,
      files.map((f) => ({ ...f, ticketId: ticket.id, messageId: message.id })),
    );
    if (grant) {
      audit({
        resource: 'tickets',
        objectId: ticket.id,
        action: 'create',
        before: null,
        after: { ...auditView(ticket), Attachments: files.map((f) => f.fileName) },
      });
    } else {
      // The customer's acknowledgement, sent only if the ticket is really there.
      await enqueueMail(
        within(ctx, tx),
        'ticket',
        ticketMail(
          { kind: 'opened' },
          {
            email: author.email,
            name: ticket.requesterName,
            languageId: author.languageId,
            hasAccount: true,
          },
          mailView(ticket),
          settings.publicUrl,
        ),
      );
    }
    return ticket;
  });
  ctx.log.info({ ticket: ticket.id }, 'ticket opened');
  return detail(ctx, ticket, settings);
}

export async function replyToTicket(
  context: ServiceContext,
  id: string,
  input: { Message: string; Attachments: AttachmentInput[] },
  settings: TicketsSettings,
): Promise<TicketDetail> {
  const { ctx, grant } = await staffGrant(context, 'update');
  const ticket = await visibleTicket(ctx, id);
  if (ticket.itemType !== 'ticket') throw new AppError('ERROR_FORBIDDEN');
  const now = ctx.clock.now();
  // Support's answer is the ticket's handling; a customer's brings back one waiting for them or resolved.
  const progress = await withTargetsPaused(
    ctx,
    ticket,
    grant
      ? supportAnswerProgress(ticket, ctx.actor.userId, now)
      : customerReplyProgress(ticket, now, settings.reopenDays),
    now,
  );
  const files = input.Attachments.map(checkAttachment);
  const author = await getUserById(ctx, ctx.actor.userId);
  if (!author) throw new AppError('ERROR_EMPTY_SESSION');
  const authorName = `${author.firstName} ${author.lastName}`.trim();
  await changeTransaction(ctx, grant, async (tx, audit) => {
    const message = await insertMessage(
      tx,
      {
        ticketId: ticket.id,
        authorId: author.id,
        authorName,
        fromSupport: Boolean(grant),
        body: input.Message,
      },
      now,
    );
    await insertAttachments(
      tx,
      files.map((f) => ({ ...f, ticketId: ticket.id, messageId: message.id })),
    );
    if (Object.keys(progress).length > 0) await updateTicketProgress(tx, ticket.id, progress, now);
    if (!grant) return;
    const state: TicketState = progress.state ?? ticket.state;
    audit({
      resource: 'tickets',
      objectId: ticket.id,
      action: 'update',
      before: auditView(ticket),
      after: {
        ...auditView({ ...ticket, state }),
        Message: input.Message,
        Attachments: files.map((f) => f.fileName),
      },
    });
    await notifyRequester(
      ctx,
      tx,
      ticket,
      { kind: 'reply', author: authorName, body: input.Message },
      settings,
    );
  });
  return detail(ctx, await visibleTicket(ctx, id), settings);
}

export async function closeTicket(
  context: ServiceContext,
  id: string,
  settings: TicketsSettings,
): Promise<TicketDetail> {
  const { ctx, grant } = await staffGrant(context, 'update');
  const ticket = await visibleTicket(ctx, id);
  if (ticket.itemType !== 'ticket') throw new AppError('ERROR_FORBIDDEN');
  await changeTransaction(ctx, grant, async (tx, audit) => {
    // Closing is idempotent: only the call that really closes it is recorded and e-mailed.
    if (!(await closeTicketRow(tx, ticket.id, ctx.clock.now()))) return;
    ctx.log.info({ ticket: id }, 'ticket closed');
    if (!grant) return;
    audit({
      resource: 'tickets',
      objectId: ticket.id,
      action: 'update',
      before: auditView(ticket),
      after: auditView({ ...ticket, state: 'closed' }),
    });
    await notifyRequester(ctx, tx, ticket, { kind: 'closed' }, settings);
  });
  return detail(ctx, await visibleTicket(ctx, id), settings);
}

export async function getAttachment(context: ServiceContext, ticketId: string, attachmentId: string) {
  const { ctx, grant } = await staffGrant(context, 'read');
  const ticket = await visibleTicket(ctx, ticketId);
  // The helpdesk's staff download the files of internal notes too; a customer never does.
  const file = await findAttachment(ctx.tx, ticket.id, attachmentId, { withInternalNotes: Boolean(grant) });
  if (!file) throw new AppError('ERROR_NOT_FOUND');
  // Names stored before they were sanitised are cleaned on the way out too.
  return { fileName: safeFileName(file.fileName), contentType: file.contentType, content: file.content };
}

/** A ticket in the audit log: the wire's field names (decision 016), without the conversation. */
export const auditView = (t: Pick<TicketRow, 'number' | 'subject' | 'product' | 'state' | 'handlerId'>) => ({
  TicketCode: ticketCode(t.number),
  Subject: t.subject,
  Product: t.product,
  State: t.state,
  HandlerId: t.handlerId,
});

const mailView = (t: TicketRow) => ({
  id: t.id,
  code: ticketCode(t.number),
  subject: t.subject || t.message.slice(0, 80),
});

/**
 * Support answered or closed the item: its requester hears of it by e-mail, in the same transaction
 * (decision 012). A portal user at their current address and language; a public requester, who has
 * no account, at the address given with the request, in the portal's default language.
 */
export async function notifyRequester(
  context: ServiceContext,
  tx: Tx,
  ticket: TicketRow,
  event: TicketMailEvent,
  settings: TicketsSettings,
): Promise<void> {
  const ctx = signedIn(context);
  const user = ticket.userId ? await getUserById(within(ctx, tx), ticket.userId) : undefined;
  // Staff acting on an item they opened themselves need no e-mail about it.
  if (user?.id === ctx.actor.userId) return;
  const to = user
    ? {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        languageId: user.languageId,
        hasAccount: true,
      }
    : {
        email: ticket.requesterEmail,
        name: ticket.requesterName,
        languageId: DEFAULT_LANGUAGE_ID,
        hasAccount: false,
      };
  await enqueueMail(within(ctx, tx), 'ticket', ticketMail(event, to, mailView(ticket), settings.publicUrl));
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

/**
 * Size limit, type allow-list (by extension and content) and a safe file name. The type comes from
 * the name's extension, so a name with nothing left of it is refused rather than given a fallback.
 */
export function checkAttachment(input: AttachmentInput) {
  const fileName = safeFileName(input.FileName, '');
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

function userNames(tx: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  return findUserNames(tx, [...new Set(ids.filter((x): x is string => Boolean(x)))]);
}

/**
 * Links of a message to an allowed video player (decision 013): https addresses whose origin is on
 * the configured list, at most three. The portal embeds them; anything else stays plain text.
 */
export function videoLinks(body: string, origins: readonly string[]): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(/https:\/\/[^\s<>"'()]+/g)) {
    const link = match[0].replace(/[.,;:!?]+$/, '');
    if (URL.canParse(link) && origins.includes(new URL(link).origin)) found.add(new URL(link).href);
  }
  return [...found].slice(0, 3);
}

function summary(row: Omit<TicketListRow, 'handlerName'>, handlerName: string): TicketSummary {
  return {
    Id: row.id,
    TicketCode: ticketCode(row.number),
    Code: row.code ?? '',
    Type: row.itemType,
    Subject: row.subject || row.message.slice(0, 80),
    Product: row.product,
    State: row.state,
    Author: row.requesterName,
    Handler: handlerName,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A ticket's conversation as the wire shows it, with each message's attachments and videos. The
 * support area's never holds internal notes; the helpdesk's does (decision 036).
 */
export async function conversationOf(
  { tx }: ServiceContext,
  ticketId: string,
  settings: Pick<TicketsSettings, 'videoOrigins'>,
  withInternalNotes: boolean,
): Promise<(TicketMessage & { Internal: boolean })[]> {
  const { messages, attachments } = await findMessages(tx, ticketId, { withInternalNotes });
  const byMessage = new Map<string, AttachmentMeta[]>();
  for (const a of attachments) byMessage.set(a.messageId, [...(byMessage.get(a.messageId) ?? []), a]);
  return messages.map((m) => ({
    Id: m.id,
    Author: m.authorName,
    FromSupport: m.fromSupport,
    Internal: m.internal,
    Body: m.body,
    CreatedAt: m.createdAt.toISOString(),
    Attachments: (byMessage.get(m.id) ?? []).map((a) => ({
      Id: a.id,
      FileName: safeFileName(a.fileName),
      ContentType: a.contentType,
      Size: a.size,
    })),
    Videos: videoLinks(m.body, settings.videoOrigins),
  }));
}

async function detail(ctx: Ctx, row: TicketRow, settings: TicketsSettings): Promise<TicketDetail> {
  const names = await userNames(ctx.tx, [row.handlerId]);
  const messages = await conversationOf(ctx, row.id, settings, false);
  const now = ctx.clock.now();
  const staff = ctx.actor.kind === 'staff';
  return {
    ...summary(row, (row.handlerId && names.get(row.handlerId)) || ''),
    ...(row.subtitle && { Subtitle: row.subtitle }),
    CanReply: staff
      ? row.itemType === 'ticket' && row.state !== 'closed'
      : customerMayReply(row, now, settings.reopenDays),
    Messages: messages.map(({ Internal: _internal, ...m }) => m),
    ...(staff && { Contact: await contactOf(ctx, row) }),
  };
}

/** How the support desk reaches the requester: their company when they have an account, else what they typed. */
async function contactOf(ctx: Ctx, row: TicketRow): Promise<TicketContact> {
  const company = (await findQueueTicket(ctx.tx, row.id))?.company;
  return {
    Company: company?.name ?? '',
    VatCode: company?.vatCode ?? row.vatCode,
    Email: row.requesterEmail,
    Phone: row.requesterPhone,
  };
}

/** Demo items with their conversation, written once per company (start-up data, development only). */
export async function ensureDemoItems(
  ctx: ServiceContext,
  items: {
    companyId: number;
    author: { id: string; name: string; email: string };
    handler?: { id: string; name: string };
    type: ItemType;
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
    const start = daysAfter(ctx.clock.now(), -item.daysAgo).getTime();
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
      updatedAt: at(0),
    });
    for (const [i, m] of item.messages.entries()) {
      await insertMessage(
        ctx.tx,
        {
          ticketId: ticket.id,
          authorId: m.support ? (item.handler?.id ?? null) : item.author.id,
          authorName: m.support ? (item.handler?.name ?? '') : item.author.name,
          fromSupport: Boolean(m.support),
          body: m.body,
        },
        at(i),
      );
    }
    await setTicketUpdatedAt(ctx.tx, ticket.id, at(Math.max(0, item.messages.length - 1)));
  }
}

/** Where a support request comes from: a public form of the retrieve-info page, or a join request. */
export type SupportRequestKind = 'support_request' | 'data_request' | 'wrc_join';

export interface SupportRequestRecord {
  kind: SupportRequestKind;
  /** The retrieve-info page's mode. */
  mode: number;
  /** Checked and normalised by the caller. */
  email: string;
  name: string;
  phone: string;
  vatCode: string;
  message: string;
  /** Set when a signed-in user sent it. */
  companyId?: number;
  userId?: string;
}

/**
 * Records a support request as an item for the support desk (decision 012): a ticket like any other,
 * its text the first message of the conversation. The requests module decides who may send one (the
 * public forms cost a captcha, the join request a session) and acknowledges it; the tickets are
 * written here only. Answers the ticket's code (SR-…).
 */
export async function recordSupportRequest(
  ctx: ServiceContext,
  request: SupportRequestRecord,
): Promise<string> {
  const now = ctx.clock.now();
  const requester =
    request.userId && request.companyId !== undefined
      ? { userId: request.userId, companyId: request.companyId }
      : undefined;
  const targets = await serviceTargets(ctx, requester, now);
  return ctx.tx.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      ...targets,
      kind: request.kind,
      mode: request.mode,
      companyId: request.companyId,
      userId: request.userId,
      requesterEmail: request.email,
      requesterName: request.name,
      requesterPhone: request.phone,
      vatCode: request.vatCode,
      message: request.message,
      createdAt: now,
      updatedAt: now,
    });
    await insertMessage(
      tx,
      { ticketId: ticket.id, authorId: request.userId, authorName: request.name, body: ticket.message },
      now,
    );
    return ticketCode(ticket.number);
  });
}

/** How many support requests (of any kind) came from an address in the last `withinMs`. */
export function countRecentSupportRequests(
  ctx: ServiceContext,
  email: string,
  withinMs: number,
): Promise<number> {
  return countRequestsFromSince(ctx.tx, email, new Date(ctx.clock.now().getTime() - withinMs));
}

/** Whether the user has a request to join the support group that support has not closed yet. */
export function hasOpenSupportGroupRequest(ctx: ServiceContext, userId: string): Promise<boolean> {
  return hasOpenJoinRequest(ctx.tx, userId);
}

export interface ChatTranscript {
  companyId: number;
  customerId: string;
  operatorId: string | null;
  subject: string;
  messages: { authorId: string; authorName: string; fromSupport: boolean; body: string; createdAt: Date }[];
}

/**
 * A closed chat as a closed ticket of its customer (decision 037), handled by its operator, the
 * messages in their order: the support area keeps the conversation. A building block of the chat,
 * which checked its caller; run it inside the chat's transaction (`within`).
 */
export async function saveChatTranscript(
  ctx: ServiceContext,
  transcript: ChatTranscript,
): Promise<{ id: string; code: string }> {
  const customer = await getUserById(ctx, transcript.customerId);
  if (!customer) throw new AppError('ERROR_NOT_FOUND');
  const now = ctx.clock.now();
  const ticket = await insertTicket(ctx.tx, {
    kind: 'chat',
    itemType: 'ticket',
    state: 'closed',
    subject: transcript.subject,
    companyId: transcript.companyId,
    userId: customer.id,
    handlerId: transcript.operatorId,
    requesterEmail: customer.email,
    requesterName: `${customer.firstName} ${customer.lastName}`.trim(),
    requesterPhone: customer.phoneNumber,
    message: transcript.messages[0]?.body ?? '',
    firstRespondedAt: transcript.messages.find((m) => m.fromSupport)?.createdAt ?? null,
    resolvedAt: now,
    createdAt: transcript.messages[0]?.createdAt ?? now,
    updatedAt: now,
  });
  for (const message of transcript.messages) {
    await insertMessage(ctx.tx, { ticketId: ticket.id, ...message }, now);
  }
  return { id: ticket.id, code: ticketCode(ticket.number) };
}
