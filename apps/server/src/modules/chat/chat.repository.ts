import { type AnyColumn, and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { supportTickets, ticketCode } from '../tickets/tickets.tables';
import { users } from '../users/users.tables';
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  chatPresence,
  chatSettings,
  chatTyping,
} from './chat.tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

const customers = alias(users, 'customers');
const operators = alias(users, 'operators');
const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** A conversation with the names its pages show. */
export interface ConversationView extends ConversationRow {
  companyName: string;
  customerName: string;
  operatorName: string | null;
  /** The ticket the transcript was saved on (SR-number). */
  ticketCode: string | null;
  lastMessage: string | null;
}

function selectConversations(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      conversation: chatConversations,
      companyName: companies.name,
      customerName: fullName(customers),
      operatorName: fullName(operators),
      ticketNumber: supportTickets.number,
      lastMessage: sql<string | null>`(select ${chatMessages.body} from ${chatMessages}
        where ${chatMessages.conversationId} = ${chatConversations.id}
        order by ${chatMessages.id} desc limit 1)`,
    })
    .from(chatConversations)
    .innerJoin(companies, eq(companies.id, chatConversations.companyId))
    .innerJoin(customers, eq(customers.id, chatConversations.customerId))
    .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
    .leftJoin(supportTickets, eq(supportTickets.id, chatConversations.ticketId))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof selectConversations>>[number];
const toView = (r: Selected): ConversationView => ({
  ...r.conversation,
  companyName: r.companyName,
  customerName: r.customerName,
  operatorName: r.conversation.operatorId ? r.operatorName : null,
  ticketCode: r.ticketNumber === null ? null : ticketCode(r.ticketNumber),
  lastMessage: r.lastMessage,
});

export async function findConversation(tx: Tx, id: number): Promise<ConversationView | undefined> {
  const [row] = await selectConversations(tx, eq(chatConversations.id, id));
  return row && toView(row);
}

export async function findConversationsOf(
  tx: Tx,
  customerId: string,
  limit: number,
): Promise<ConversationView[]> {
  const rows = await selectConversations(tx, eq(chatConversations.customerId, customerId))
    .orderBy(desc(chatConversations.id))
    .limit(limit);
  return rows.map(toView);
}

/** Conversations waiting or under way, oldest first. */
export async function findOpenConversations(tx: Tx): Promise<ConversationView[]> {
  const rows = await selectConversations(tx, inArray(chatConversations.state, ['waiting', 'active'])).orderBy(
    asc(chatConversations.id),
  );
  return rows.map(toView);
}

/** The customer's conversation still waiting or under way, if any: one at a time. */
export async function findOpenConversationOf(
  tx: Tx,
  customerId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.customerId, customerId),
        inArray(chatConversations.state, ['waiting', 'active']),
      ),
    )
    .limit(1);
  return row;
}

export async function insertConversation(
  tx: Tx,
  values: { companyId: number; customerId: string; premium: boolean; createdAt: Date },
): Promise<ConversationRow> {
  const [row] = await tx.insert(chatConversations).values(values).returning();
  return row!;
}

/**
 * Moves a conversation on only from the state the caller saw (`from`), so that two operators taking
 * the same conversation at once cannot both have it. Undefined when it was no longer in that state.
 */
export async function updateConversation(
  tx: Tx,
  id: number,
  from: ConversationRow['state'][],
  values: Partial<Pick<ConversationRow, 'state' | 'operatorId' | 'ticketId' | 'acceptedAt' | 'closedAt'>>,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .update(chatConversations)
    .set(values)
    .where(and(eq(chatConversations.id, id), inArray(chatConversations.state, from)))
    .returning();
  return row;
}

export async function insertMessage(tx: Tx, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  return row!;
}

/** A message's file as messages carry it: what it is, without its bytes. */
const attachmentInfo = {
  id: chatAttachments.id,
  fileName: chatAttachments.fileName,
  contentType: chatAttachments.contentType,
  size: chatAttachments.size,
};
export type AttachmentInfoRow = { id: number; fileName: string; contentType: string; size: number };
export type MessageWithFile = MessageRow & { attachment: AttachmentInfoRow | null };

export async function findMessages(tx: Tx, conversationId: number): Promise<MessageWithFile[]> {
  const rows = await tx
    .select({ message: chatMessages, attachment: attachmentInfo })
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.messageId, chatMessages.id))
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
  return rows.map((r) => ({ ...r.message, attachment: r.attachment }));
}

export async function insertAttachment(tx: Tx, values: typeof chatAttachments.$inferInsert) {
  const [row] = await tx.insert(chatAttachments).values(values).returning(attachmentInfo);
  return row!;
}

/** A file of the conversation, with its bytes (a download). */
export async function findAttachment(tx: Tx, conversationId: number, attachmentId: number) {
  const [row] = await tx
    .select({
      fileName: chatAttachments.fileName,
      contentType: chatAttachments.contentType,
      content: chatAttachments.content,
    })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .where(and(eq(chatAttachments.id, attachmentId), eq(chatMessages.conversationId, conversationId)));
  return row;
}

/**
 * Until the transaction ends, only this transaction counts and adds `authorId`'s messages: two sent
 * at once would otherwise both count the same stored messages, and both pass the rate. On PGlite,
 * which runs one transaction at a time, the lock is simply granted.
 */
export async function lockMessagesOf(tx: Tx, authorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat_messages'), hashtext(${authorId}))`);
}

export async function countMessagesSince(tx: Tx, authorId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), gt(chatMessages.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Counts one typing notice of `userId` in a conversation and returns the window's count with it, in
 * one statement: the row's lock queues notices sent at once, so each sees the ones before it. A
 * later window starts again from one; a notice stamped with an earlier window (a slower process)
 * counts in the current one.
 */
export async function countTypingNotice(
  tx: Tx,
  values: { conversationId: number; userId: string; windowStart: Date },
): Promise<number> {
  const [row] = await tx
    .insert(chatTyping)
    .values({ ...values, notices: 1 })
    .onConflictDoUpdate({
      target: [chatTyping.conversationId, chatTyping.userId],
      set: {
        notices: sql`case when excluded.window_start > ${chatTyping.windowStart} then 1
          else ${chatTyping.notices} + 1 end`,
        windowStart: sql`greatest(excluded.window_start, ${chatTyping.windowStart})`,
      },
    })
    .returning({ notices: chatTyping.notices });
  return row!.notices;
}

export async function findSettings(tx: Tx): Promise<{ plans: string[]; products: string[] }> {
  const [row] = await tx.select().from(chatSettings).where(eq(chatSettings.id, 1));
  return row ?? { plans: [], products: [] };
}

export async function saveSettings(
  tx: Tx,
  values: { plans: string[]; products: string[] },
  at: Date,
): Promise<void> {
  await tx
    .insert(chatSettings)
    .values({ id: 1, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: chatSettings.id, set: { ...values, updatedAt: at } });
}

export async function touchPresence(tx: Tx, operatorId: string, at: Date): Promise<void> {
  await tx
    .insert(chatPresence)
    .values({ operatorId, seenAt: at })
    .onConflictDoUpdate({ target: chatPresence.operatorId, set: { seenAt: at } });
}

export async function deletePresence(tx: Tx, operatorId: string): Promise<void> {
  await tx.delete(chatPresence).where(eq(chatPresence.operatorId, operatorId));
}

/** Marks the operator away or back, as present now. */
export async function setAway(tx: Tx, operatorId: string, away: boolean, at: Date): Promise<void> {
  await tx
    .insert(chatPresence)
    .values({ operatorId, seenAt: at, away })
    .onConflictDoUpdate({ target: chatPresence.operatorId, set: { seenAt: at, away } });
}

export async function findOperatorsSeenSince(
  tx: Tx,
  since: Date,
): Promise<{ id: string; name: string; away: boolean }[]> {
  return tx
    .select({ id: users.id, name: fullName(users), away: chatPresence.away })
    .from(chatPresence)
    .innerJoin(users, eq(users.id, chatPresence.operatorId))
    .where(and(gt(chatPresence.seenAt, since), eq(users.enabled, true)))
    .orderBy(asc(users.lastName));
}

export async function findCompanyProducts(tx: Tx, companyId: number): Promise<string[]> {
  const [row] = await tx
    .select({ products: companies.products })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.products ?? [];
}

/** Each conversation's customer and company, for the audit log's labels (chat.audit-labels.ts). */
export function findConversationPeople(tx: Tx, ids: number[]) {
  return tx
    .select({
      id: chatConversations.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      company: companies.name,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.customerId))
    .innerJoin(companies, eq(companies.id, chatConversations.companyId))
    .where(inArray(chatConversations.id, ids));
}

/**
 * A waiting conversation's place in the queue, as the operators' desk orders it (premium first, then
 * the oldest): 1 for the next one an operator takes.
 */
export async function findQueuePosition(tx: Tx, view: { id: number; premium: boolean }): Promise<number> {
  const [row] = await tx
    .select({ ahead: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.state, 'waiting'),
        view.premium
          ? and(eq(chatConversations.premium, true), sql`${chatConversations.id} < ${view.id}`)
          : sql`(${chatConversations.premium} or ${chatConversations.id} < ${view.id})`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}
