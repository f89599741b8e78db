import type { ChatSettings } from '@sportello/contracts/backoffice/chat.contract';
import { CHAT_TYPING_WINDOW_SECONDS } from '@sportello/contracts/backoffice/settings.values';
import type {
  ChatAvailability,
  ChatConversation,
  ChatConversationSummary,
  ChatMessage,
} from '@sportello/contracts/chat/chat.contract';
import { portalDay } from '@sportello/contracts/common/days';
import { DEFAULT_LANGUAGE_ID, languageCode } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { catalogueText } from '../../core/catalogue-text';
import { type ServiceContext, type SignedInActor, signedIn, within } from '../../core/context';
import type { ChatLimits } from '../../core/portal-settings';
import { openingAt } from '../business-calendar/business-calendar.service';
import { coverageOf } from '../support-plans/support-plans.service';
import { type AttachmentInput, checkAttachment } from '../tickets/tickets-attachments.service';
import { saveChatTranscript } from '../tickets/tickets-intake.service';
import { getUserById } from '../users/users.service';
import { chatOperators, chatPermission, chatSettingsPermission } from './chat.policy';
import {
  type ConversationRow,
  type ConversationView,
  countMessagesSince,
  countTypingNotice,
  deletePresence,
  findAttachment,
  findCompanyProducts,
  findConversation,
  findConversationsOf,
  findMessages,
  findOpenConversationOf,
  findOpenConversations,
  findOperatorsSeenSince,
  findQueuePosition,
  findSettings,
  insertAttachment,
  insertConversation,
  insertMessage,
  lockMessagesOf,
  type MessageWithFile,
  saveSettings,
  setAway,
  touchPresence,
  updateConversation,
} from './chat.repository';
import { chatText } from './chat.text';

/**
 * The live chat (decision 037). A customer's user may chat while the business calendar is open, an
 * operator is on the chat, and their plan and company's products are among those the back office
 * chose. Operators (resource `chat`) take, hand over and close conversations; closing saves the
 * transcript on a ticket. Every change is announced through the context's events (`ctx.events`, on
 * the event bus), so that both sides' pages, on whichever server process they are, read the
 * conversation again.
 */

const RESOURCE = 'chat';
/** An operator counts as online this long after their back-office chat stream last told us. */
export const PRESENCE_SECONDS = 45;
// The limits on one person's messages a minute and typing notices a window are runtime settings
// (`ctx.settings`, decision 072). The web app sends a typing notice every 2.5 s at most.

export const conversationChannel = (id: number) => `chat:conversation:${id}`;
export const QUEUE_CHANNEL = 'chat:queue';

export type ChatEvent = { type: 'changed' } | { type: 'typing'; fromStaff: boolean; name: string };

async function announce(ctx: ServiceContext, conversationId: number): Promise<void> {
  // An event lost to a broken bus costs a page its live update, never the message: log, don't fail.
  await Promise.all([
    ctx.events.publish(conversationChannel(conversationId), { type: 'changed' }),
    ctx.events.publish(QUEUE_CHANNEL, { type: 'changed' }),
  ]).catch((err: unknown) => ctx.log.warn({ err }, 'chat event not published'));
}

function since(ctx: ServiceContext, seconds: number): Date {
  return new Date(ctx.clock.now().getTime() - seconds * 1000);
}

// ─── Who may chat ───────────────────────────────────────────────────────────────────────────────

export async function getAvailability(context: ServiceContext): Promise<ChatAvailability> {
  const ctx = signedIn(context);
  const closed = (reason: ChatAvailability['Reason'], next?: Date, holiday?: string): ChatAvailability => ({
    Open: false,
    Reason: reason,
    Holiday: holiday ?? null,
    NextOpening: next?.toISOString() ?? null,
  });
  if (!(await entitled(ctx, ctx.actor))) return closed('plan');
  const now = ctx.clock.now();
  const hours = await openingAt(ctx, now);
  if (!hours.open) return closed(hours.holiday ? 'holiday' : 'hours', hours.next, hours.holiday);
  const online = await findOperatorsSeenSince(ctx.tx, since(ctx, PRESENCE_SECONDS));
  // An operator away is at the desk but takes no new chat: the chat opens only with one available.
  if (!online.some((o) => !o.away)) return closed('offline');
  return { Open: true, Reason: null, Holiday: null, NextOpening: null };
}

/** Whether the back office's choice of plans and products lets this person chat. */
async function entitled(ctx: ServiceContext, actor: SignedInActor): Promise<boolean> {
  if (actor.kind !== 'customer') return false;
  const settings = await findSettings(ctx.tx);
  if (settings.plans.length > 0) {
    const { plan } = await coverageOf(ctx, actor.userId, actor.companyId);
    if (!plan || !settings.plans.includes(plan.code)) return false;
  }
  if (settings.products.length > 0) {
    const products = await findCompanyProducts(ctx.tx, actor.companyId);
    if (!products.some((p) => settings.products.includes(p))) return false;
  }
  return true;
}

// ─── The customer's side ────────────────────────────────────────────────────────────────────────

export async function listMyConversations(context: ServiceContext): Promise<ChatConversationSummary[]> {
  const ctx = signedIn(context);
  return (await findConversationsOf(ctx.tx, ctx.actor.userId, 20)).map(summary);
}

/**
 * Starts a conversation with its first message (words, a file, or both); a customer with one open
 * writes in that one instead.
 */
export async function startConversation(
  context: ServiceContext,
  input: { Body: string; Attachment?: AttachmentInput },
): Promise<ChatConversation> {
  const ctx = signedIn(context);
  const file = input.Attachment && checkAttachment(input.Attachment);
  const body = chatText(input.Body, { optional: file !== undefined });
  const { plan } = await coverageOf(ctx, ctx.actor.userId, ctx.actor.companyId);
  const author = await authorOf(ctx);
  const limits = await chatLimits(ctx);
  const id = await ctx.tx.transaction(async (tx) => {
    const locked = within(ctx, tx);
    // One open conversation at a time is looked for under the author's lock, in the transaction that
    // opens one: starts sent at once, through any process, find the conversation the first one opened.
    await admitMessage(locked, limits);
    const open = await findOpenConversationOf(tx, ctx.actor.userId);
    // Why is the availability call's to tell; the refusal reads as one sentence in the user's language.
    if (!open && !(await getAvailability(locked)).Open) throw new AppError('ERROR_CHAT_UNAVAILABLE');
    const conversation =
      open ??
      (await insertConversation(tx, {
        companyId: ctx.actor.companyId,
        customerId: ctx.actor.userId,
        premium: plan?.premium ?? false,
        createdAt: ctx.clock.now(),
      }));
    const first = await insertMessage(tx, {
      ...author,
      conversationId: conversation.id,
      body,
      createdAt: ctx.clock.now(),
    });
    if (file) await insertAttachment(tx, { ...file, messageId: first.id });
    return conversation.id;
  });
  ctx.log.info({ conversation: id }, 'chat started');
  await announce(ctx, id);
  return getConversation(ctx, id);
}

// ─── Both sides ─────────────────────────────────────────────────────────────────────────────────

/**
 * The conversation if the caller may see it: its customer, or the back office (`chat` read). Anyone
 * else is told it does not exist.
 */
async function visibleConversation(ctx: ServiceContext, id: number): Promise<ConversationView> {
  const { actor } = signedIn(ctx);
  const conversation = await findConversation(ctx.tx, id);
  if (!conversation) throw new AppError('ERROR_NOT_FOUND');
  if (actor.kind === 'staff') await chatPermission(ctx, 'read');
  else if (conversation.customerId !== actor.userId) throw new AppError('ERROR_NOT_FOUND');
  return conversation;
}

export async function getConversation(ctx: ServiceContext, id: number): Promise<ChatConversation> {
  const conversation = await visibleConversation(ctx, id);
  return {
    ...summaryOf(conversation),
    QueuePosition: conversation.state === 'waiting' ? await findQueuePosition(ctx.tx, conversation) : null,
    Handover:
      ctx.actor.kind === 'staff' && conversation.handoverNote
        ? { From: conversation.handoverFrom, Note: conversation.handoverNote }
        : null,
    Messages: (await findMessages(ctx.tx, id)).map(wireMessage),
  };
}

/** The channel of a conversation the caller may follow (its event stream). */
export async function followConversation(ctx: ServiceContext, id: number): Promise<string> {
  await visibleConversation(ctx, id);
  return conversationChannel(id);
}

/**
 * Who may write now: the customer until it is closed, the operator who has it while under way.
 * Returns the conversation to write in.
 */
async function writableConversation(ctx: ServiceContext, id: number): Promise<ConversationView> {
  const { actor } = signedIn(ctx);
  const conversation = await visibleConversation(ctx, id);
  if (conversation.state === 'closed') throw new AppError('ERROR_CHAT_ENDED');
  if (actor.kind === 'staff') {
    await chatPermission(ctx, 'update');
    if (conversation.operatorId !== actor.userId) throw new AppError('ERROR_CHAT_STATE');
  }
  return conversation;
}

/**
 * Writes in a conversation: words, a file, or both (a file alone may come without words). The file
 * follows the tickets' rules (types by name and content, size) and is stored with its message.
 */
export async function sendMessage(
  context: ServiceContext,
  id: number,
  input: { Body: string; Attachment?: AttachmentInput },
): Promise<ChatMessage> {
  const ctx = signedIn(context);
  const file = input.Attachment && checkAttachment(input.Attachment);
  const body = chatText(input.Body, { optional: file !== undefined });
  await writableConversation(ctx, id);
  const author = await authorOf(ctx);
  const limits = await chatLimits(ctx);
  const message = await ctx.tx.transaction(async (tx) => {
    await admitMessage(within(ctx, tx), limits);
    const written = await insertMessage(tx, {
      ...author,
      conversationId: id,
      body,
      createdAt: ctx.clock.now(),
    });
    const attachment = file ? await insertAttachment(tx, { ...file, messageId: written.id }) : null;
    return { ...written, attachment };
  });
  await announce(ctx, id);
  return wireMessage(message);
}

/** A file of a conversation the caller may see (its customer, or the back office), for download. */
export async function getChatAttachment(ctx: ServiceContext, id: number, attachmentId: number) {
  await visibleConversation(ctx, id);
  const file = await findAttachment(ctx.tx, id, attachmentId);
  if (!file) throw new AppError('ERROR_NOT_FOUND');
  return file;
}

export async function sendTyping(context: ServiceContext, id: number): Promise<{ Sent: boolean }> {
  const ctx = signedIn(context);
  await writableConversation(ctx, id);
  const windowMs = CHAT_TYPING_WINDOW_SECONDS * 1000;
  const notices = await countTypingNotice(ctx.tx, {
    conversationId: id,
    userId: ctx.actor.userId,
    windowStart: new Date(Math.floor(ctx.clock.now().getTime() / windowMs) * windowMs),
  });
  if (notices > (await chatLimits(ctx)).typingNotices) throw new AppError('ERROR_CHAT_RATE');
  const author = await authorOf(ctx);
  const event: ChatEvent = { type: 'typing', fromStaff: author.fromStaff, name: author.authorName };
  await ctx.events.publish(conversationChannel(id), event).catch(() => {});
  return { Sent: true };
}

/**
 * The transcript ticket's subject in its customer's language, the day as the portal writes days
 * (the vendor's calendar day, DD/MM/YYYY): "Chat del 02/12/2026 con Mario Rossi".
 */
async function transcriptSubject(
  ctx: ServiceContext,
  conversation: { createdAt: Date; customerId: string; customerName: string },
): Promise<string> {
  const customer = await getUserById(ctx, conversation.customerId);
  const [year, month, day] = portalDay(conversation.createdAt).split('-');
  return catalogueText(languageCode(customer?.languageId ?? DEFAULT_LANGUAGE_ID), 'support')(
    'support.chat.transcriptSubject',
    { date: `${day}/${month}/${year}`, name: conversation.customerName },
  );
}

/**
 * The product a conversation was about, for its transcript ticket: the company's one product the
 * chat serves (all of them when the chat is open to every product); `other` when the company has
 * several, or none, as a call-back's ticket is.
 */
async function transcriptProduct(ctx: ServiceContext, companyId: number): Promise<string> {
  const settings = await findSettings(ctx.tx);
  const products = await findCompanyProducts(ctx.tx, companyId);
  const served =
    settings.products.length > 0 ? products.filter((p) => settings.products.includes(p)) : products;
  return served.length === 1 && served[0] ? served[0] : 'other';
}

/** Ends a conversation (its customer, or its operator); the transcript becomes a closed ticket. */
export async function closeConversation(context: ServiceContext, id: number): Promise<ChatConversation> {
  const ctx = signedIn(context);
  const conversation = await writableConversation(ctx, id);
  const messages = await findMessages(ctx.tx, id);
  const subject = await transcriptSubject(ctx, conversation);
  const product = await transcriptProduct(ctx, conversation.companyId);
  const closed = await auditedTransaction(ctx, async (tx, audit) => {
    const ticket = await saveChatTranscript(within(ctx, tx), {
      companyId: conversation.companyId,
      customerId: conversation.customerId,
      operatorId: conversation.operatorId,
      subject,
      product,
      messages: messages.map((m) => ({
        authorId: m.authorId,
        authorName: m.authorName,
        fromSupport: m.fromStaff,
        // The transcript names a message's file; the file itself stays with the conversation.
        body: m.attachment ? [m.body, `📎 ${m.attachment.fileName}`].filter(Boolean).join('\n') : m.body,
        createdAt: m.createdAt,
      })),
    });
    const row = await updateConversation(tx, id, ['waiting', 'active'], {
      state: 'closed',
      ticketId: ticket.id,
      closedAt: ctx.clock.now(),
    });
    if (!row) throw new AppError('ERROR_CHAT_ENDED');
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: stateOf(conversation),
      after: stateOf(row),
    });
    return row;
  });
  ctx.log.info({ conversation: closed.id, ticket: closed.ticketId }, 'chat closed');
  await announce(ctx, id);
  return getConversation(ctx, id);
}

// ─── The back office ────────────────────────────────────────────────────────────────────────────

export async function listQueue(ctx: ServiceContext) {
  const grant = await chatPermission(ctx, 'list');
  const conversations = await findOpenConversations(ctx.tx);
  // Waiting before under way; premium first among the waiting; oldest first otherwise.
  const rank = (c: ConversationView) => (c.state === 'waiting' ? (c.premium ? 0 : 1) : 2);
  conversations.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  return {
    Conversations: conversations.map(summary),
    OperatorsOnline: (await findOperatorsSeenSince(ctx.tx, since(ctx, PRESENCE_SECONDS))).map((o) => ({
      Id: o.id,
      Name: o.name,
      Away: o.away,
    })),
    Me: grant.userId,
  };
}

/** The caller away from the chat (no new chats opened on their account), or back. */
export async function setMyAway(ctx: ServiceContext, away: boolean): Promise<{ Away: boolean }> {
  const grant = await chatPermission(ctx, 'update');
  await setAway(ctx.tx, grant.userId, away, ctx.clock.now());
  return { Away: away };
}

/** The operator's stream is open: they count as online for PRESENCE_SECONDS more. */
export async function markOperatorOnline(ctx: ServiceContext): Promise<void> {
  const grant = await chatPermission(ctx, 'update');
  await touchPresence(ctx.tx, grant.userId, ctx.clock.now());
}

/**
 * The operator's stream ended with their session (signed out, disabled, demoted): they are offline
 * now rather than PRESENCE_SECONDS later. It takes their own presence only, so it needs no grant,
 * which a disabled or demoted operator no longer has. A desk of theirs still open under another
 * session puts it back at its next keep-alive.
 */
export async function markOperatorOffline(context: ServiceContext): Promise<void> {
  const ctx = signedIn(context);
  await deletePresence(ctx.tx, ctx.actor.userId);
}

export async function acceptConversation(ctx: ServiceContext, id: number): Promise<ChatConversation> {
  const grant = await chatPermission(ctx, 'update');
  return handOver(ctx, id, ['waiting'], grant.userId);
}

/** Hands a conversation under way to another operator who may chat. */
export async function transferConversation(
  ctx: ServiceContext,
  id: number,
  operatorId: string,
  note = '',
): Promise<ChatConversation> {
  const grant = await chatPermission(ctx, 'update');
  const operators = await chatOperators(ctx);
  if (!operators.some((o) => o.id === operatorId))
    throw new AppError('ERROR_TICKET_HANDLER', undefined, [
      { path: 'OperatorId', key: 'ERROR_TICKET_HANDLER' },
    ]);
  const from = operators.find((o) => o.id === grant.userId)?.name ?? grant.userName;
  return handOver(ctx, id, ['active'], operatorId, { handoverNote: note, handoverFrom: note ? from : '' });
}

async function handOver(
  ctx: ServiceContext,
  id: number,
  from: ConversationRow['state'][],
  operatorId: string,
  handover: { handoverNote: string; handoverFrom: string } = { handoverNote: '', handoverFrom: '' },
): Promise<ChatConversation> {
  await auditedTransaction(ctx, async (tx, audit) => {
    const before = await findConversation(tx, id);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    const after = await updateConversation(tx, id, from, {
      state: 'active',
      operatorId,
      acceptedAt: before.acceptedAt ?? ctx.clock.now(),
      ...handover,
    });
    if (!after) throw new AppError('ERROR_CHAT_STATE');
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: stateOf(before),
      after: stateOf(after),
    });
  });
  await announce(ctx, id);
  return getConversation(ctx, id);
}

/** The plans and products the chat is open to: part of the chat's hours, so the calendar's to change. */
export async function getChatSettings(ctx: ServiceContext): Promise<ChatSettings> {
  await chatSettingsPermission(ctx, 'read');
  const settings = await findSettings(ctx.tx);
  return { Plans: settings.plans, Products: settings.products };
}

export async function saveChatSettings(ctx: ServiceContext, input: ChatSettings): Promise<ChatSettings> {
  await chatSettingsPermission(ctx, 'update');
  const values = { plans: [...new Set(input.Plans)], products: [...new Set(input.Products)] };
  await auditedTransaction(ctx, async (tx, audit) => {
    const before = await findSettings(tx);
    await saveSettings(tx, values, ctx.clock.now());
    audit({
      resource: RESOURCE,
      objectId: 'settings',
      action: 'update',
      before: { Plans: before.plans, Products: before.products },
      after: { Plans: values.plans, Products: values.products },
    });
  });
  return { Plans: values.plans, Products: values.products };
}

// ─── Shapes ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Lets the caller add one message within the rate, or refuses it. Called inside the transaction that
 * stores the message: the lock it takes holds until that message is stored, so messages sent at once
 * (through any server process) are counted one after the other, and a conversation started at once
 * is looked for one start after the other.
 */
/**
 * The limits in force, read before a transaction opens: on the embedded database's one connection a
 * settings read inside it would wait for it to end.
 */
async function chatLimits(ctx: ServiceContext): Promise<ChatLimits> {
  return (await ctx.settings.current()).chatLimits;
}

async function admitMessage(
  ctx: ServiceContext & { actor: SignedInActor },
  limits: ChatLimits,
): Promise<void> {
  await lockMessagesOf(ctx.tx, ctx.actor.userId);
  if ((await countMessagesSince(ctx.tx, ctx.actor.userId, since(ctx, 60))) >= limits.messagesPerMinute)
    throw new AppError('ERROR_CHAT_RATE');
}

async function authorOf(ctx: ServiceContext & { actor: SignedInActor }) {
  const user = await getUserById(ctx, ctx.actor.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  return {
    authorId: user.id,
    authorName: `${user.firstName} ${user.lastName}`.trim() || user.userName,
    fromStaff: ctx.actor.kind === 'staff',
  };
}

const stateOf = (c: ConversationRow) => ({ State: c.state, OperatorId: c.operatorId, TicketId: c.ticketId });

function summaryOf(c: ConversationView): Omit<ChatConversation, 'Messages' | 'QueuePosition' | 'Handover'> {
  return {
    Id: c.id,
    State: c.state,
    CompanyName: c.companyName,
    CustomerName: c.customerName,
    OperatorName: c.operatorName ?? '',
    OperatorId: c.operatorId,
    TicketNumber: c.ticketCode,
    CreatedAt: c.createdAt.toISOString(),
  };
}

const summary = (c: ConversationView): ChatConversationSummary => ({
  ...summaryOf(c),
  LastMessage: c.lastMessage ?? '',
  Premium: c.premium,
});

const wireMessage = (m: MessageWithFile): ChatMessage => ({
  Id: m.id,
  FromStaff: m.fromStaff,
  AuthorName: m.authorName,
  Body: m.body,
  Attachment: m.attachment
    ? {
        Id: m.attachment.id,
        FileName: m.attachment.fileName,
        ContentType: m.attachment.contentType,
        Size: m.attachment.size,
      }
    : null,
  CreatedAt: m.createdAt.toISOString(),
});
