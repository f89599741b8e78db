import { safeFileName } from '@sportello/contracts/common/file-name';
import { pageCount } from '@sportello/contracts/common/pagination';
import type {
  TicketContact,
  TicketDetail,
  TicketMessage,
  TicketState,
  TicketSummary,
} from '@sportello/contracts/tickets/tickets.contract';
import { DEFAULT_LANGUAGE_ID } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { type AuditChange, auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, type SignedInActor, signedIn, within } from '../../core/context';
import type { Tx } from '../../core/database';
import { enqueueMail } from '../../core/mail-outbox';
import type { Grant } from '../access/access.service';
import { getUserById } from '../users/users.service';
import { findQueueTicket } from './helpdesk.repository';
import { customerMayReply, customerReplyProgress, supportAnswerProgress } from './ticket-lifecycle';
import { announceTicketsChanged } from './tickets.events';
import { type TicketMailEvent, ticketMail } from './tickets.mail';
import { scopeOf, staffGrant } from './tickets.policy';
import {
  type AttachmentMeta,
  closeTicketRow,
  findMessages,
  findTicket,
  findTickets,
  findUserNames,
  insertMessage,
  insertTicket,
  type TicketListRow,
  type TicketRow,
  updateTicketProgress,
} from './tickets.repository';
import { serviceTargets, withTargetsPaused } from './tickets.sla';
import { ticketCode } from './tickets.tables';
import { type AttachmentInput, checkAttachment, storeAttachments } from './tickets-attachments.service';

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
    await storeAttachments(within(ctx, tx), { ticketId: ticket.id, messageId: message.id }, files);
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
      const inTx = within(ctx, tx);
      const to = {
        email: author.email,
        name: ticket.requesterName,
        languageId: author.languageId,
        hasAccount: true,
      };
      await enqueueMail(
        inTx,
        'ticket',
        await ticketMail(inTx, { kind: 'opened' }, to, mailView(ticket), settings.publicUrl),
      );
    }
    return ticket;
  });
  ctx.log.info({ ticket: ticket.id }, 'ticket opened');
  await announceTicketsChanged(ctx);
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
    await storeAttachments(within(ctx, tx), { ticketId: ticket.id, messageId: message.id }, files);
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
  await announceTicketsChanged(ctx);
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
  await announceTicketsChanged(ctx);
  return detail(ctx, await visibleTicket(ctx, id), settings);
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
  const inTx = within(ctx, tx);
  await enqueueMail(inTx, 'ticket', await ticketMail(inTx, event, to, mailView(ticket), settings.publicUrl));
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
