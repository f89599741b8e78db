import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { getUserById } from '../users/users.service';
import { announceTicketsChanged } from './tickets.events';
import {
  countRequestsFromSince,
  hasOpenJoinRequest,
  insertMessage,
  insertTicket,
} from './tickets.repository';
import { serviceTargets } from './tickets.sla';
import { ticketCode } from './tickets.tables';

/**
 * The support desk's intake for other areas: a support request or a join request (support-requests)
 * and a closed chat (chat) become items of the desk here, the only place that writes them. The
 * calling area checks its caller and tells its requester; the tickets are written here only.
 */

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
  const code = await ctx.tx.transaction(async (tx) => {
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
  // Inside the support request's own transaction when it has one: a queue that reads again before
  // that commits catches up at its next change or its periodic read.
  await announceTicketsChanged(ctx);
  return code;
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
  /** The product the conversation was about, as far as the chat knows it (`other` when it cannot tell). */
  product: string;
  messages: { authorId: string; authorName: string; fromSupport: boolean; body: string; createdAt: Date }[];
}

/**
 * A closed chat as a closed ticket of its customer (decision 037), handled by its operator, the
 * messages in their order: the support area keeps the conversation. It records the product and the
 * plan covering the customer, as a ticket opened then would, so the queue's filters and reports count
 * it; a conversation answered live has no due times to meet. A building block of the chat, which
 * checked its caller; run it inside the chat's transaction (`within`).
 */
export async function saveChatTranscript(
  ctx: ServiceContext,
  transcript: ChatTranscript,
): Promise<{ id: string; code: string }> {
  const customer = await getUserById(ctx, transcript.customerId);
  if (!customer) throw new AppError('ERROR_NOT_FOUND');
  const now = ctx.clock.now();
  const startedAt = transcript.messages[0]?.createdAt ?? now;
  const { planId, premium } = await serviceTargets(
    ctx,
    { userId: customer.id, companyId: transcript.companyId },
    startedAt,
  );
  const ticket = await insertTicket(ctx.tx, {
    kind: 'chat',
    itemType: 'ticket',
    state: 'closed',
    subject: transcript.subject,
    product: transcript.product,
    planId,
    premium,
    companyId: transcript.companyId,
    userId: customer.id,
    handlerId: transcript.operatorId,
    requesterEmail: customer.email,
    requesterName: `${customer.firstName} ${customer.lastName}`.trim(),
    requesterPhone: customer.phoneNumber,
    message: transcript.messages[0]?.body ?? '',
    firstRespondedAt: transcript.messages.find((m) => m.fromSupport)?.createdAt ?? null,
    resolvedAt: now,
    createdAt: startedAt,
    updatedAt: now,
  });
  for (const message of transcript.messages) {
    await insertMessage(ctx.tx, { ticketId: ticket.id, ...message }, now);
  }
  return { id: ticket.id, code: ticketCode(ticket.number) };
}
