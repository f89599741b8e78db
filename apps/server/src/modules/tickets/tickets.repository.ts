import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../core/database';
import { preparedQuery } from '../../core/prepared-query';
import { users } from '../users/users.tables';
import {
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  ticketTags,
} from './tickets.tables';

export type TicketRow = typeof supportTickets.$inferSelect;

/** The user handling a ticket, joined under another name than the requester's. */
const handlers = alias(users, 'handlers');

/** A user's name as the support area shows it (handlers, message authors): "First Last". */
const displayName = (user: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})`;
export type MessageRow = typeof supportTicketMessages.$inferSelect;
export type AttachmentMeta = Omit<typeof supportTicketAttachments.$inferSelect, 'content' | 'storageKey'>;

export async function insertTicket(tx: Tx, ticket: typeof supportTickets.$inferInsert): Promise<TicketRow> {
  const [row] = await tx
    .insert(supportTickets)
    .values({ ...ticket, activityAt: ticket.activityAt ?? ticket.updatedAt })
    .returning();
  return row!;
}

/** Public and join requests from an address opened after `since` (each one was acknowledged by e-mail). */
export async function countRequestsFromSince(tx: Tx, email: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.requesterEmail, email),
        inArray(supportTickets.kind, ['support_request', 'data_request', 'wrc_join']),
        gt(supportTickets.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the user has a request to join the support group that support has not closed yet. */
export async function hasOpenJoinRequest(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.userId, userId),
        eq(supportTickets.kind, 'wrc_join'),
        ne(supportTickets.state, 'closed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Adds a message written at `at` (its `createdAt`): the ticket's activity is then; the customer's
 * updated time too, unless it is an internal note, which they never see.
 */
export async function insertMessage(
  tx: Tx,
  message: typeof supportTicketMessages.$inferInsert,
  at: Date,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(supportTicketMessages)
    .values({ ...message, createdAt: message.createdAt ?? at })
    .returning();
  await tx
    .update(supportTickets)
    .set(message.internal ? { activityAt: at } : { updatedAt: at, activityAt: at })
    .where(eq(supportTickets.id, message.ticketId));
  return row!;
}

export async function insertAttachments(
  tx: Tx,
  rows: (typeof supportTicketAttachments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(supportTicketAttachments).values(rows);
}

/** Who may see which items: the visibility rule of decision 012 as a SQL condition. */
export type TicketScope =
  | { all: true }
  | { all?: false; companyId: number; parentCode: string | null; userId?: string };

/** What support publishes for a company (analyses and reports): every one of its users reads them. */
const COMPANY_WIDE_TYPES: TicketRow['itemType'][] = ['an', 'ri'];

/**
 * A value of a condition: the value itself, or — in a prepared query — the placeholder its value
 * will fill at each execution.
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const literal: Bind = (_, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

function scopeCondition(scope: TicketScope, bind: Bind = literal): SQL | undefined {
  if (scope.all) return undefined;
  return and(
    eq(supportTickets.companyId, bind('companyId', scope.companyId)),
    scope.parentCode
      ? or(
          isNull(supportTickets.parentCode),
          eq(supportTickets.parentCode, bind('parentCode', scope.parentCode)),
        )
      : undefined,
    scope.userId
      ? or(
          eq(supportTickets.userId, bind('userId', scope.userId)),
          inArray(supportTickets.itemType, COMPANY_WIDE_TYPES),
        )
      : undefined,
  );
}

/**
 * What a line of the list shows, and no more: the busiest read of the portal reads, and maps, these
 * columns of each row rather than all of them (docs/performance.md).
 */
const listColumns = {
  id: supportTickets.id,
  number: supportTickets.number,
  code: supportTickets.code,
  itemType: supportTickets.itemType,
  subject: supportTickets.subject,
  message: supportTickets.message,
  product: supportTickets.product,
  state: supportTickets.state,
  requesterName: supportTickets.requesterName,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

export type TicketListRow = { [K in keyof typeof listColumns]: TicketRow[K] } & {
  handlerName: string | null;
};

export interface TicketListQuery {
  state?: TicketRow['state'];
  search?: string;
  sort: 'date' | 'state';
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

const stateRank = sql`CASE ${supportTickets.state} WHEN 'open' THEN 0 WHEN 'in_progress' THEN 1 WHEN 'waiting' THEN 2 WHEN 'resolved' THEN 3 ELSE 4 END`;

/** The list's filter: the caller's scope, the state, and the search over subject, codes and product. */
function listCondition(scope: TicketScope, query: TicketListQuery, term: string | undefined, bind: Bind) {
  const like = bind('term', term ?? '');
  return and(
    scopeCondition(scope, bind),
    query.state ? eq(supportTickets.state, bind('state', query.state)) : undefined,
    term
      ? or(
          ilike(supportTickets.subject, like),
          ilike(supportTickets.code, like),
          ilike(supportTickets.product, like),
          ilike(sql`'SR-' || lpad(${supportTickets.number}::text, 6, '0')`, like),
        )
      : undefined,
  );
}

/**
 * One round trip for the page, its handlers' names and the total (a window count over the same
 * filter), as a prepared query: this list is the portal's busiest read, and building its SQL text
 * on every call cost more than the rest of the call's own work (docs/performance.md). Each shape of
 * the query (which filters are set, the sort) is a query of its own.
 */
function ticketPage(tx: Tx, scope: TicketScope, query: TicketListQuery, term: string | undefined) {
  const shape = [
    scope.all ? 'all' : 'company',
    !scope.all && scope.parentCode ? 'parent' : '',
    !scope.all && scope.userId ? 'user' : '',
    query.state ? 'state' : '',
    term ? 'search' : '',
    query.sort,
    query.dir,
  ].join('_');
  return preparedQuery(tx, `tickets_page_${shape}`, (name) =>
    prepareTicketPage(tx, scope, query, term, name),
  );
}

function prepareTicketPage(
  tx: Tx,
  scope: TicketScope,
  query: TicketListQuery,
  term: string | undefined,
  name: string,
) {
  const order = query.dir === 'asc' ? asc : desc;
  return tx
    .select({
      ...listColumns,
      // Null without a handler (the left join finds no user).
      handlerName: sql<string | null>`${displayName(handlers)}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(supportTickets)
    .leftJoin(handlers, eq(handlers.id, supportTickets.handlerId))
    .where(listCondition(scope, query, term, placeholder))
    .orderBy(
      ...(query.sort === 'state' ? [order(stateRank), desc(supportTickets.updatedAt)] : []),
      order(supportTickets.updatedAt),
      order(supportTickets.number),
    )
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

export async function findTickets(
  tx: Tx,
  scope: TicketScope,
  query: TicketListQuery,
): Promise<{ rows: TicketListRow[]; total: number }> {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const found = await ticketPage(tx, scope, query, term).execute({
    ...(scope.all ? {} : scope),
    state: query.state,
    term,
    size: query.size,
    offset: query.page * query.size,
  });
  const rows = found.map(({ total: _, ...row }) => row);
  if (found[0] || query.page === 0) return { rows, total: found[0]?.total ?? 0 };
  // A page past the end has no row to carry the total.
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(listCondition(scope, query, term, literal));
  return { rows, total: count?.n ?? 0 };
}

export async function findTicket(tx: Tx, scope: TicketScope, id: string): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), scopeCondition(scope)));
  return row;
}

/**
 * A ticket's conversation in order, with its attachments. Internal notes only when asked for: the
 * helpdesk's view; a customer's never holds them (decision 036).
 */
export async function findMessages(
  tx: Tx,
  ticketId: string,
  { withInternalNotes }: { withInternalNotes: boolean },
): Promise<{ messages: MessageRow[]; attachments: AttachmentMeta[] }> {
  const messages = await tx
    .select()
    .from(supportTicketMessages)
    .where(
      and(
        eq(supportTicketMessages.ticketId, ticketId),
        withInternalNotes ? undefined : eq(supportTicketMessages.internal, false),
      ),
    )
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  const shown = new Set(messages.map((m) => m.id));
  const attachments = await tx
    .select({
      id: supportTicketAttachments.id,
      ticketId: supportTicketAttachments.ticketId,
      messageId: supportTicketAttachments.messageId,
      fileName: supportTicketAttachments.fileName,
      contentType: supportTicketAttachments.contentType,
      size: supportTicketAttachments.size,
      createdAt: supportTicketAttachments.createdAt,
    })
    .from(supportTicketAttachments)
    .where(eq(supportTicketAttachments.ticketId, ticketId))
    .orderBy(asc(supportTicketAttachments.createdAt));
  return { messages, attachments: attachments.filter((a) => shown.has(a.messageId)) };
}

/** One attachment of a ticket; one of an internal note only when asked for. */
export async function findAttachment(
  tx: Tx,
  ticketId: string,
  attachmentId: string,
  { withInternalNotes }: { withInternalNotes: boolean },
) {
  const [row] = await tx
    .select({ attachment: supportTicketAttachments })
    .from(supportTicketAttachments)
    .innerJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
    .where(
      and(
        eq(supportTicketAttachments.id, attachmentId),
        eq(supportTicketAttachments.ticketId, ticketId),
        withInternalNotes ? undefined : eq(supportTicketMessages.internal, false),
      ),
    );
  return row?.attachment;
}

/** The columns of a ticket's life the helpdesk and the customer's replies change. */
export type TicketProgress = Partial<
  Pick<
    TicketRow,
    | 'state'
    | 'handlerId'
    | 'firstRespondedAt'
    | 'resolvedAt'
    | 'waitingSince'
    | 'firstResponseDueAt'
    | 'resolutionDueAt'
  >
>;

export async function updateTicketProgress(
  tx: Tx,
  id: string,
  progress: TicketProgress,
  at: Date,
): Promise<TicketRow | undefined> {
  const [row] = await tx
    .update(supportTickets)
    .set({ ...progress, updatedAt: at, activityAt: at })
    .where(eq(supportTickets.id, id))
    .returning();
  return row;
}

/** Closes a ticket that is not closed yet; true when this call closed it. */
export async function closeTicketRow(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(supportTickets)
    .set({ state: 'closed', updatedAt: at, activityAt: at })
    .where(and(eq(supportTickets.id, id), ne(supportTickets.state, 'closed')))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** Moves a ticket's messages and attachments to another ticket (a merge), in their order. */
export async function moveConversation(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx
    .update(supportTicketMessages)
    .set({ ticketId: toId })
    .where(eq(supportTicketMessages.ticketId, fromId));
  await tx
    .update(supportTicketAttachments)
    .set({ ticketId: toId })
    .where(eq(supportTicketAttachments.ticketId, fromId));
}

/** A ticket's priority, an operator's activity on it. */
export async function updateTicketPriority(tx: Tx, id: string, priority: TicketRow['priority'], at: Date) {
  await tx.update(supportTickets).set({ priority, activityAt: at }).where(eq(supportTickets.id, id));
}

/**
 * The ticket has exactly these tags (decision 079); answers whether any link changed, and only then
 * counts it as an operator's activity on it.
 */
export async function replaceTicketTags(tx: Tx, id: string, tagIds: number[], at: Date): Promise<boolean> {
  const removed = await tx
    .delete(ticketTags)
    .where(
      and(eq(ticketTags.ticketId, id), tagIds.length ? sql`${ticketTags.tagId} not in ${tagIds}` : undefined),
    )
    .returning({ tagId: ticketTags.tagId });
  const added = tagIds.length
    ? await tx
        .insert(ticketTags)
        .values(tagIds.map((tagId) => ({ ticketId: id, tagId })))
        .onConflictDoNothing()
        .returning({ tagId: ticketTags.tagId })
    : [];
  const changed = removed.length + added.length > 0;
  if (changed) await tx.update(supportTickets).set({ activityAt: at }).where(eq(supportTickets.id, id));
  return changed;
}

/** Gives the tag to these tickets; answers those that did not have it (their activity moves). */
export async function insertTicketTag(
  tx: Tx,
  ticketIds: string[],
  tagId: number,
  at: Date,
): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const rows = await tx
    .insert(ticketTags)
    .values(ticketIds.map((ticketId) => ({ ticketId, tagId })))
    .onConflictDoNothing()
    .returning({ ticketId: ticketTags.ticketId });
  const added = rows.map((r) => r.ticketId);
  if (added.length)
    await tx.update(supportTickets).set({ activityAt: at }).where(inArray(supportTickets.id, added));
  return added;
}

/** A merge of tags: every ticket of `sourceId` has `targetId` instead (once), and no longer the source. */
export async function moveTicketTags(tx: Tx, sourceId: number, targetId: number): Promise<void> {
  await tx
    .insert(ticketTags)
    .select(
      tx
        .select({ ticketId: ticketTags.ticketId, tagId: sql<number>`${targetId}::int`.as('tag_id') })
        .from(ticketTags)
        .where(eq(ticketTags.tagId, sourceId)),
    )
    .onConflictDoNothing();
  await tx.delete(ticketTags).where(eq(ticketTags.tagId, sourceId));
}

export async function setTicketUpdatedAt(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(supportTickets).set({ updatedAt: at, activityAt: at }).where(eq(supportTickets.id, id));
}

/** Display names ("First Last") of the given users, in one query. */
export async function findUserNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: displayName(users) })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The highest number among the codes made of `prefix` and a number (AN-2026- → 149); 0 when none. */
export async function findLastCodeNumber(tx: Tx, prefix: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number | null>`max(substring(${supportTickets.code}, ${prefix.length + 1}::int)::int)` })
    .from(supportTickets)
    .where(sql`${supportTickets.code} ~ ${`^${prefix}[0-9]{1,9}$`}`);
  return row?.n ?? 0;
}

export async function countTicketsOfCompany(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(eq(supportTickets.companyId, companyId));
  return row?.n ?? 0;
}
