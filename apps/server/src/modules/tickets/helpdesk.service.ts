import type {
  Dashboard,
  HelpdeskCounts,
  QueueTicket,
  QueueTicketDetail,
  TicketAnswer,
  TicketContext,
  TicketHistoryEvent,
  TicketTags,
} from '@sportello/contracts/backoffice/helpdesk.contract';
import { CONTEXT_TICKETS } from '@sportello/contracts/backoffice/helpdesk.contract';
import { TICKET_TAGS_MAX, type TicketPriority } from '@sportello/contracts/backoffice/helpdesk.values';
import { addDays, isoWeekday, PORTAL_TIME_ZONE, portalDay } from '@sportello/contracts/common/days';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { type AuditChange, auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import type { Tx } from '../../core/database';
import { businessMinutesBetween, instantAt } from '../business-calendar/business-calendar';
import { loadBusinessCalendar } from '../business-calendar/business-calendar.service';
import { tagsNamed } from '../tags/tags.service';
import { getUserById } from '../users/users.service';
import {
  findDashboardFigures,
  findQueueCounts,
  findQueuePage,
  findQueueTicket,
  findQueueTicketByNumber,
  findQueueTickets,
  findSignature,
  findTicketChanges,
  findTicketContext,
  findTicketIdsTagged,
  findTicketTagNames,
  findUserNames,
  lockExistingTags,
  type QueueClock,
  type QueueFilterValue,
  type QueueRow,
  saveSignature,
  ticketNumberOf,
} from './helpdesk.repository';
import { ticketHistory } from './ticket-history';
import { isBreached, nextStates, stateChangeProgress, supportAnswerProgress } from './ticket-lifecycle';
import { announceTicketsChanged, HELPDESK_CHANNEL } from './tickets.events';
import type { TicketMailEvent } from './tickets.mail';
import { helpdeskPermission, ticketHandlers } from './tickets.policy';
import {
  insertMessage,
  insertTicketTag,
  moveConversation,
  moveTicketTags,
  replaceTicketTags,
  type TicketProgress,
  type TicketRow,
  updateTicketPriority,
  updateTicketProgress,
} from './tickets.repository';
import { auditView, conversationOf, notifyRequester, type TicketsSettings } from './tickets.service';
import { withTargetsPaused } from './tickets.sla';
import { ticketCode } from './tickets.tables';
import { checkAttachment, storeAttachments } from './tickets-attachments.service';

/**
 * The helpdesk (decision 036): the vendor's operators work every ticket from one queue, as the tickets
 * policy allows (`helpdeskPermission`); each change is audited, and the customer hears of replies and
 * changes of state by e-mail (internal notes never).
 */

const RESOURCE = 'tickets';

function queueClock(ctx: ServiceContext): QueueClock {
  const now = ctx.clock.now();
  return { now, endOfToday: instantAt(portalDay(now), '24:00', PORTAL_TIME_ZONE) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toQueueTicket(row: QueueRow, now: Date): QueueTicket {
  const t = row.ticket;
  return {
    Id: t.id,
    TicketCode: ticketCode(t.number),
    Code: t.code ?? '',
    Type: t.itemType,
    Subject: t.subject || t.message.slice(0, 80),
    Product: t.product,
    State: t.state,
    Priority: t.priority,
    Tags: row.tags,
    Company: row.company
      ? { Id: row.company.id, VatCode: row.company.vatCode, Name: row.company.name }
      : null,
    Requester: t.requesterName,
    Handler: t.handlerId ? { Id: t.handlerId, Name: row.handlerName ?? '' } : null,
    Premium: t.premium,
    Plan: row.planName ?? '',
    FirstResponseDueAt: iso(t.firstResponseDueAt),
    ResolutionDueAt: iso(t.resolutionDueAt),
    FirstRespondedAt: iso(t.firstRespondedAt),
    ResolvedAt: iso(t.resolvedAt),
    Breached: isBreached(t, now),
    CreatedAt: t.createdAt.toISOString(),
    // The helpdesk's last activity (internal notes included), not the time the customer sees.
    UpdatedAt: t.activityAt.toISOString(),
  };
}

export async function listQueue(ctx: ServiceContext, filter: QueueFilterValue) {
  const grant = await helpdeskPermission(ctx, 'list');
  const clock = queueClock(ctx);
  const { rows, total } = await findQueuePage(ctx.tx, filter, grant.userId, clock);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toQueueTicket(r, clock.now)),
  };
}

async function queueDetail(
  ctx: ServiceContext,
  id: string,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  const row = await findQueueTicket(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  const t = row.ticket;
  return {
    ...toQueueTicket(row, ctx.clock.now()),
    RequesterEmail: t.requesterEmail,
    RequesterPhone: t.requesterPhone,
    VatCode: t.vatCode,
    Kind: t.kind,
    Messages: await conversationOf(ctx, t.id, settings, true),
    NextStates: nextStates(t),
  };
}

export async function getQueueTicket(
  ctx: ServiceContext,
  id: string,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  await helpdeskPermission(ctx, 'read');
  return queueDetail(ctx, id, settings);
}

/** A ticket's history (#41): opened, states, operators, the first answer, targets missed. */
export async function getTicketHistory(
  ctx: ServiceContext,
  id: string,
): Promise<{ Events: TicketHistoryEvent[] }> {
  await helpdeskPermission(ctx, 'read');
  const row = await findQueueTicket(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  const changes = await findTicketChanges(ctx.tx, id);
  const handlerIds = changes.flatMap((c) => {
    const handler = (c.after as { HandlerId?: unknown } | null)?.HandlerId;
    return typeof handler === 'string' ? [handler] : [];
  });
  const names = await findUserNames(ctx.tx, [...new Set(handlerIds)]);
  return {
    Events: ticketHistory(changes, row.ticket, (handler) => names.get(handler) ?? '—', ctx.clock.now()),
  };
}

/** Who is asking (#41): the requester's account, the company, and its other unfinished tickets. */
export async function getTicketContext(ctx: ServiceContext, id: string): Promise<TicketContext> {
  await helpdeskPermission(ctx, 'read');
  const found = await findTicketContext(ctx.tx, id, CONTEXT_TICKETS);
  if (!found) throw new AppError('ERROR_NOT_FOUND');
  const { requester, company } = found;
  return {
    Requester: requester
      ? {
          Id: requester.id,
          Name: `${requester.firstName} ${requester.lastName}`.trim(),
          UserName: requester.userName,
          Email: requester.email,
          Enabled: requester.enabled,
          LastLoginAt: requester.lastLoginAt?.toISOString() ?? null,
        }
      : null,
    Company: company
      ? {
          Id: company.id,
          Name: company.name,
          VatCode: company.vatCode,
          Products: company.products,
          Enabled: company.enabled,
        }
      : null,
    OtherOpen: {
      Total: found.openTotal,
      Items: found.open.map((t) => ({
        Id: t.id,
        TicketCode: ticketCode(t.number),
        Subject: t.subject,
        State: t.state,
      })),
    },
  };
}

/** The caller's signature under their replies ('' for none): whoever may list tickets has one. */
export async function getMySignature(ctx: ServiceContext): Promise<{ Signature: string }> {
  const grant = await helpdeskPermission(ctx, 'list');
  return { Signature: await findSignature(ctx.tx, grant.userId) };
}

/** Sets the caller's own signature (empty: none); only whoever may answer tickets writes one. */
export async function saveMySignature(
  ctx: ServiceContext,
  signature: string,
): Promise<{ Signature: string }> {
  const grant = await helpdeskPermission(ctx, 'update');
  await saveSignature(ctx.tx, grant.userId, signature, ctx.clock.now());
  return { Signature: signature };
}

/** The operators a ticket may be given to: whoever may work tickets. */
export async function listOperators(ctx: ServiceContext) {
  const grant = await helpdeskPermission(ctx, 'list');
  return (await ticketHandlers(ctx)).map((u) => ({
    Id: u.id,
    Name: u.name,
    Me: u.id === grant.userId,
  }));
}

async function checkHandler(ctx: ServiceContext, handlerId: string | null): Promise<void> {
  if (handlerId === null) return;
  const operators = await ticketHandlers(ctx);
  if (!operators.some((o) => o.id === handlerId))
    throw new AppError('ERROR_TICKET_HANDLER', undefined, [
      { path: 'HandlerId', key: 'ERROR_TICKET_HANDLER' },
    ]);
}

/** Writes a change of a ticket's life, audited with before and after. */
async function applyProgress(
  tx: Tx,
  audit: (change: AuditChange) => void,
  ticket: TicketRow,
  progress: TicketProgress,
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<TicketRow> {
  const after = Object.keys(progress).length
    ? await updateTicketProgress(tx, ticket.id, progress, now)
    : ticket;
  if (!after) throw new AppError('ERROR_NOT_FOUND');
  audit({
    resource: RESOURCE,
    objectId: ticket.id,
    action: 'update',
    before: auditView(ticket),
    after: { ...auditView(after), ...extra },
  });
  return after;
}

/** Who handles a ticket changes; taking an open ticket starts its handling. */
function assignmentProgress(ticket: TicketRow, handlerId: string | null): TicketProgress {
  return {
    handlerId,
    ...(handlerId && ticket.state === 'open' && ticket.itemType === 'ticket'
      ? { state: 'in_progress' as const }
      : {}),
  };
}

async function ticketToChange(ctx: ServiceContext, id: string): Promise<TicketRow> {
  const row = await findQueueTicket(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return row.ticket;
}

export async function assignTicket(
  ctx: ServiceContext,
  id: string,
  handlerId: string | null,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  await helpdeskPermission(ctx, 'update');
  await checkHandler(ctx, handlerId);
  const ticket = await ticketToChange(ctx, id);
  await auditedTransaction(ctx, (tx, audit) =>
    applyProgress(tx, audit, ticket, assignmentProgress(ticket, handlerId), ctx.clock.now()),
  );
  await announceTicketsChanged(ctx);
  return queueDetail(ctx, id, settings);
}

function stateMail(state: TicketState, settings: TicketsSettings): TicketMailEvent | undefined {
  if (state === 'resolved') return { kind: 'resolved', reopenDays: settings.reopenDays };
  if (state === 'closed' || state === 'waiting' || state === 'in_progress') return { kind: state };
  return undefined;
}

export async function changeTicketState(
  ctx: ServiceContext,
  id: string,
  state: TicketState,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  await helpdeskPermission(ctx, 'update');
  const ticket = await ticketToChange(ctx, id);
  const now = ctx.clock.now();
  const progress = await withTargetsPaused(ctx, ticket, stateChangeProgress(ticket, state, now), now);
  await auditedTransaction(ctx, async (tx, audit) => {
    const after = await applyProgress(tx, audit, ticket, progress, now);
    const mail = stateMail(state, settings);
    if (mail) await notifyRequester(ctx, tx, after, mail, settings);
  });
  await announceTicketsChanged(ctx);
  return queueDetail(ctx, id, settings);
}

/**
 * Merges a ticket into another of the same company (#41): the conversation (messages, notes,
 * attachments) moves to the other, which gets an internal note saying so, and this one closes with
 * a note naming where it went. Audited on both; the customer is not mailed (nothing was answered).
 */
export async function mergeTicket(
  ctx: ServiceContext,
  id: string,
  into: string,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  const grant = await helpdeskPermission(ctx, 'update');
  const source = await ticketToChange(ctx, id);
  const number = ticketNumberOf(into);
  const target = number === undefined ? undefined : await findQueueTicketByNumber(ctx.tx, number);
  const intoField = (key: 'ERROR_NOT_FOUND' | 'ERROR_TICKET_MERGE' | 'ERROR_TICKET_CLOSED') =>
    new AppError(key, undefined, [{ path: 'Into', key }]);
  if (!target) throw intoField('ERROR_NOT_FOUND');
  const to = target.ticket;
  // The same asker's: the same company, or for requests without one (the public forms), the same
  // address — two strangers' requests are never one conversation.
  const sameAsker =
    source.companyId !== null
      ? to.companyId === source.companyId
      : to.companyId === null && to.requesterEmail.toLowerCase() === source.requesterEmail.toLowerCase();
  if (to.id === source.id || to.itemType !== 'ticket' || source.itemType !== 'ticket' || !sameAsker)
    throw intoField('ERROR_TICKET_MERGE');
  if (to.state === 'closed' || source.state === 'closed') throw intoField('ERROR_TICKET_CLOSED');
  const author = await getUserById(ctx, grant.userId);
  const authorName = author ? `${author.firstName} ${author.lastName}`.trim() : grant.userName;
  const note = (ticketId: string, body: string) => ({
    ticketId,
    authorId: grant.userId,
    authorName,
    fromSupport: true,
    internal: true,
    body,
  });
  const now = ctx.clock.now();
  const [fromCode, toCode] = [ticketCode(source.number), ticketCode(to.number)];
  await auditedTransaction(ctx, async (tx, audit) => {
    await moveConversation(tx, source.id, to.id);
    await insertMessage(tx, note(to.id, `Unita da ${fromCode} «${source.subject}».`), now);
    const progress = stateChangeProgress(source, 'closed', now);
    await applyProgress(tx, audit, source, progress, now, { MergedInto: toCode });
    await insertMessage(tx, note(source.id, `Unita a ${toCode}: la conversazione continua là.`), now);
    audit({
      resource: RESOURCE,
      objectId: to.id,
      action: 'update',
      before: { TicketCode: toCode },
      after: { TicketCode: toCode, MergedFrom: fromCode },
    });
  });
  await announceTicketsChanged(ctx);
  return queueDetail(ctx, to.id, settings);
}

/** How pressing the ticket is (#41): audited, and the queue follows at once. */
export async function setTicketPriority(
  ctx: ServiceContext,
  id: string,
  priority: TicketPriority,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  await helpdeskPermission(ctx, 'update');
  const ticket = await ticketToChange(ctx, id);
  if (ticket.priority !== priority) {
    await auditedTransaction(ctx, async (tx, audit) => {
      await updateTicketPriority(tx, id, priority, ctx.clock.now());
      audit({
        resource: RESOURCE,
        objectId: id,
        action: 'update',
        before: { TicketCode: ticketCode(ticket.number), Priority: ticket.priority },
        after: { TicketCode: ticketCode(ticket.number), Priority: priority },
      });
    });
    await announceTicketsChanged(ctx);
  }
  return queueDetail(ctx, id, settings);
}

/** A ticket's tags as the audit log keeps them: the ticket's code and the tags' names. */
const tagsRecord = (ticket: Pick<TicketRow, 'number'>, names: string[]) => ({
  TicketCode: ticketCode(ticket.number),
  Tags: names,
});

const tooManyTags = () =>
  new AppError('ERROR_TOO_MANY_VALUES', String(TICKET_TAGS_MAX), [
    { path: 'TagIds', key: 'ERROR_TOO_MANY_VALUES', detail: String(TICKET_TAGS_MAX) },
  ]);

/**
 * A ticket's tags, all of them (#41, decision 079): the vendor's tags by id, and names typed that no
 * tag has yet, created through the tags' own service (which checks its own permission). Audited
 * with the names before and after; the queue follows at once.
 */
export async function setTicketTags(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof TicketTags>,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  await helpdeskPermission(ctx, 'update');
  const ticket = await ticketToChange(ctx, id);
  const changed = await auditedTransaction(ctx, async (tx, audit) => {
    const named = await tagsNamed(within(ctx, tx), input.NewTags);
    const wanted = [...new Set([...input.TagIds, ...named.map((tag) => tag.Id)])];
    if (wanted.length > TICKET_TAGS_MAX) throw tooManyTags();
    // Locked: a tag deleted meanwhile waits for this change, then takes its links with it.
    const found = await lockExistingTags(tx, wanted);
    if (found.length !== wanted.length)
      throw new AppError('ERROR_NOT_FOUND', undefined, [{ path: 'TagIds', key: 'ERROR_NOT_FOUND' }]);
    const before = (await findTicketTagNames(tx, [id])).get(id) ?? [];
    if (!(await replaceTicketTags(tx, id, wanted, ctx.clock.now()))) return false;
    const after = (await findTicketTagNames(tx, [id])).get(id) ?? [];
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: tagsRecord(ticket, before),
      after: tagsRecord(ticket, after),
    });
    return true;
  });
  if (changed) await announceTicketsChanged(ctx);
  return queueDetail(ctx, id, settings);
}

/**
 * A merge of tags (modules/tags, decision 079): the tickets of the source tag have the target
 * instead, each change audited. Part of the merge's transaction (`ctx.tx`), whose permission the
 * tags module checked.
 */
export async function replaceTagOnTickets(ctx: ServiceContext, sourceId: number, targetId: number) {
  await auditedTransaction(ctx, async (tx, audit) => {
    const ids = await findTicketIdsTagged(tx, sourceId);
    if (ids.length === 0) return;
    const rows = await findQueueTickets(tx, ids);
    const before = await findTicketTagNames(tx, ids);
    await moveTicketTags(tx, sourceId, targetId);
    const after = await findTicketTagNames(tx, ids);
    for (const { ticket } of rows)
      audit({
        resource: RESOURCE,
        objectId: ticket.id,
        action: 'update',
        before: tagsRecord(ticket, before.get(ticket.id) ?? []),
        after: tagsRecord(ticket, after.get(ticket.id) ?? []),
      });
  });
}

/** A reply to the customer (mailed, and the ticket's handling) or an internal note (nothing else changes). */
export async function answerTicket(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof TicketAnswer>,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  const grant = await helpdeskPermission(ctx, 'update');
  const ticket = await ticketToChange(ctx, id);
  if (ticket.itemType !== 'ticket') throw new AppError('ERROR_FORBIDDEN');
  if (ticket.state === 'closed') throw new AppError('ERROR_TICKET_CLOSED');
  const now = ctx.clock.now();
  const progress = input.Internal
    ? {}
    : await withTargetsPaused(
        ctx,
        ticket,
        supportAnswerProgress(ticket, grant.userId, now, input.State),
        now,
      );
  const files = input.Attachments.map(checkAttachment);
  const author = await getUserById(ctx, grant.userId);
  if (!author) throw new AppError('ERROR_EMPTY_SESSION');
  const authorName = `${author.firstName} ${author.lastName}`.trim();
  await auditedTransaction(ctx, async (tx, audit) => {
    const message = await insertMessage(
      tx,
      {
        ticketId: ticket.id,
        authorId: author.id,
        authorName,
        fromSupport: true,
        internal: input.Internal,
        body: input.Message,
      },
      now,
    );
    await storeAttachments(within(ctx, tx), { ticketId: ticket.id, messageId: message.id }, files);
    const after = await applyProgress(tx, audit, ticket, progress, now, {
      [input.Internal ? 'InternalNote' : 'Message']: input.Message,
      Attachments: files.map((f) => f.fileName),
    });
    if (input.Internal) return;
    await notifyRequester(
      ctx,
      tx,
      after,
      { kind: 'reply', author: authorName, body: input.Message },
      settings,
    );
  });
  await announceTicketsChanged(ctx);
  return queueDetail(ctx, id, settings);
}

/**
 * Adds the tag to the selected tickets that lack it and have room for it (at most `TICKET_TAGS_MAX`
 * each); each ticket changed is audited with its tags' names before and after.
 */
async function tagTickets(ctx: ServiceContext, ids: string[], tagId: number): Promise<number> {
  const rows = await findQueueTickets(ctx.tx, ids);
  const added = await auditedTransaction(ctx, async (tx, audit) => {
    const [tag] = await lockExistingTags(tx, [tagId]);
    if (!tag) throw new AppError('ERROR_NOT_FOUND', undefined, [{ path: 'TagId', key: 'ERROR_NOT_FOUND' }]);
    const before = await findTicketTagNames(
      tx,
      rows.map((r) => r.ticket.id),
    );
    const room = rows.filter((r) => {
      const names = before.get(r.ticket.id) ?? [];
      return !names.includes(tag.name) && names.length < TICKET_TAGS_MAX;
    });
    const added = new Set(
      await insertTicketTag(
        tx,
        room.map((r) => r.ticket.id),
        tagId,
        ctx.clock.now(),
      ),
    );
    const after = await findTicketTagNames(tx, [...added]);
    for (const { ticket } of rows.filter((r) => added.has(r.ticket.id)))
      audit({
        resource: RESOURCE,
        objectId: ticket.id,
        action: 'update',
        before: tagsRecord(ticket, before.get(ticket.id) ?? []),
        after: tagsRecord(ticket, after.get(ticket.id) ?? []),
      });
    return added.size;
  });
  if (added > 0) await announceTicketsChanged(ctx);
  return added;
}

/** Assign, close or tag several tickets at once; each change is audited, each closing mailed. */
export async function bulkTickets(
  ctx: ServiceContext,
  input: {
    Ids: string[];
    Action: 'assign' | 'close' | 'tag';
    HandlerId?: string | null | undefined;
    TagId?: number | undefined;
  },
  settings: TicketsSettings,
): Promise<{ Updated: number }> {
  await helpdeskPermission(ctx, 'update');
  if (input.Action === 'tag') {
    if (input.TagId === undefined)
      throw new AppError('ERROR_FIELD_REQUIRED', undefined, [{ path: 'TagId', key: 'ERROR_FIELD_REQUIRED' }]);
    return { Updated: await tagTickets(ctx, [...new Set(input.Ids)], input.TagId) };
  }
  const handlerId = input.HandlerId ?? null;
  if (input.Action === 'assign') await checkHandler(ctx, handlerId);
  const rows = await findQueueTickets(ctx.tx, [...new Set(input.Ids)]);
  const now = ctx.clock.now();
  let updated = 0;
  await auditedTransaction(ctx, async (tx, audit) => {
    for (const { ticket } of rows) {
      if (input.Action === 'assign') {
        if (ticket.handlerId === handlerId) continue;
        await applyProgress(tx, audit, ticket, assignmentProgress(ticket, handlerId), now);
      } else {
        if (ticket.state === 'closed' || ticket.itemType !== 'ticket') continue;
        const after = await applyProgress(tx, audit, ticket, stateChangeProgress(ticket, 'closed', now), now);
        await notifyRequester(ctx, tx, after, { kind: 'closed' }, settings);
      }
      updated++;
    }
  });
  if (updated > 0) await announceTicketsChanged(ctx);
  return { Updated: updated };
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Monday 00:00 of the vendor's current week. */
function weekStartOf(now: Date): Date {
  const today = portalDay(now);
  return instantAt(addDays(today, 1 - isoWeekday(today)), '00:00', PORTAL_TIME_ZONE);
}

/** The queue's counts for the caller's menu and tab title, read again at each helpdesk event. */
export async function getQueueCounts(ctx: ServiceContext): Promise<HelpdeskCounts> {
  const grant = await helpdeskPermission(ctx, 'list');
  return findQueueCounts(ctx.tx, queueClock(ctx), grant.userId);
}

/** The channel a caller who may see the queue follows for its changes. */
export async function followHelpdesk(ctx: ServiceContext): Promise<string> {
  await helpdeskPermission(ctx, 'list');
  return HELPDESK_CHANNEL;
}

export async function getDashboard(ctx: ServiceContext): Promise<Dashboard> {
  await helpdeskPermission(ctx, 'list');
  const clock = queueClock(ctx);
  const figures = await findDashboardFigures(ctx.tx, clock, weekStartOf(clock.now));
  const calendar = await loadBusinessCalendar(ctx);
  return {
    ByState: Object.fromEntries(figures.byState.map((r) => [r.state, r.n])),
    ByProduct: figures.byProduct.map((r) => ({ Product: r.product, Count: r.n })),
    Unassigned: figures.counts?.unassigned ?? 0,
    Breached: figures.counts?.breached ?? 0,
    DueToday: figures.counts?.dueToday ?? 0,
    MedianFirstResponseMinutes: median(
      figures.answered.map((r) =>
        businessMinutesBetween(calendar, r.createdAt, r.firstRespondedAt ?? r.createdAt),
      ),
    ),
  };
}
