import type {
  ActivityInput,
  TimelineFilter,
  TimelineItem,
  UpcomingActivity,
} from '@sportello/contracts/backoffice/crm.contract';
import {
  TIMELINE_KINDS,
  TIMELINE_PAGE_SIZE,
  type TimelineKind,
} from '@sportello/contracts/backoffice/crm.values';
import type { DueActivity } from '@sportello/contracts/backoffice/reservations.contract';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn } from '../../core/context';
import { crmOwners, crmPermission, crmScope } from './crm.policy';
import {
  activityColumns,
  findCompanyRef,
  findDueForOwners,
  findDueOfOwner,
  findPersonName,
  findUpcomingAppointments,
} from './crm.repository';
import { type ActivityRow, crmActivities } from './crm.tables';
import { OTHER_SOURCES } from './crm-timeline.repository';

/**
 * The CRM (decision 083): a company's timeline — what operators record (calls, mails, visits,
 * notes, each with a next action) merged with what the other areas hold of it — and the spec's
 * `getactivities`. Audited under `crm` by the activity's id.
 */

const RESOURCE = 'crm';
const DAY_MS = 24 * 3_600_000;
/** How far ahead `getactivities` looks. */
const UPCOMING_DAYS = 30;

/** Whether the caller may change an activity: anyone's (`all`) or their own (its author). */
async function changeRule(ctx: ServiceContext, userId: string): Promise<(row: ActivityRow) => boolean> {
  const scope = await crmScope(ctx, 'update');
  if (scope === 'all') return () => true;
  if (scope === 'own') return (row) => row.authorId === userId;
  return () => false;
}

const toItem = (row: ActivityRow, owner: string | null, canChange: boolean): TimelineItem => ({
  Key: `${row.kind}:${row.id}`,
  Kind: row.kind,
  At: row.occurredAt.toISOString(),
  Subject: row.subject,
  Body: row.body,
  Outcome: row.outcome,
  Who: row.authorName,
  ActivityId: row.id,
  Link: '',
  State: '',
  NextAction: row.nextAction,
  NextDueAt: row.nextDueAt?.toISOString() ?? null,
  NextOwner: row.nextOwnerId ? { Id: row.nextOwnerId, Name: owner ?? '' } : null,
  DoneAt: row.doneAt?.toISOString() ?? null,
  CanChange: canChange,
});

const record = (row: ActivityRow) => ({
  CompanyId: row.companyId,
  Kind: row.kind,
  Subject: row.subject,
  Body: row.body,
  Outcome: row.outcome,
  At: row.occurredAt.toISOString(),
  NextAction: row.nextAction,
  NextDueAt: row.nextDueAt?.toISOString() ?? null,
  NextOwnerId: row.nextOwnerId,
  DoneAt: row.doneAt?.toISOString() ?? null,
});

const isRecorded = (kind: TimelineKind) =>
  (['call', 'email', 'visit', 'note'] as TimelineKind[]).includes(kind);

export async function getTimeline(
  ctx: ServiceContext,
  companyId: number,
  filter: z.output<typeof TimelineFilter>,
) {
  const grant = await crmPermission(ctx, 'list');
  const found = await findCompanyRef(ctx.tx, companyId);
  if (!found) throw new AppError('ERROR_NOT_FOUND');
  const company = { Id: found.id, VatCode: found.vatCode, Name: found.name };
  const mayChange = await changeRule(ctx, grant.userId);
  const kinds = filter.Kinds.length > 0 ? filter.Kinds : [...TIMELINE_KINDS];
  const before = filter.Before ? new Date(filter.Before) : undefined;
  const limit = TIMELINE_PAGE_SIZE;
  const recordedKinds = kinds.filter(isRecorded) as ActivityRow['kind'][];
  const owner = filter.OwnerId
    ? or(eq(crmActivities.authorId, filter.OwnerId), eq(crmActivities.nextOwnerId, filter.OwnerId))
    : undefined;
  const recorded =
    recordedKinds.length === 0
      ? []
      : (
          await ctx.tx
            .select(activityColumns)
            .from(crmActivities)
            .where(
              and(
                eq(crmActivities.companyId, companyId),
                inArray(crmActivities.kind, recordedKinds),
                before ? lt(crmActivities.occurredAt, before) : undefined,
                owner,
              ),
            )
            .orderBy(desc(crmActivities.occurredAt), desc(crmActivities.id))
            .limit(limit)
        ).map((r) => toItem(r.activity, r.owner, mayChange(r.activity)));
  const others = await Promise.all(
    kinds.flatMap((kind) => {
      const source = OTHER_SOURCES[kind];
      return source ? [source(ctx.tx, { companyId, before, ownerId: filter.OwnerId, limit })] : [];
    }),
  );
  // Each source gave its newest `limit`: the page is the newest `limit` of them all. Lines at the
  // very instant the page ends on go to the next page together (`Before` is exclusive).
  const merged = [...recorded, ...others.flat()].sort((a, b) => b.At.localeCompare(a.At));
  let items = merged.slice(0, limit);
  let next: string | null = null;
  if (merged.length > limit) {
    const cut = items[items.length - 1]?.At ?? null;
    items = items.filter((i) => i.At !== cut);
    next = cut;
    if (items.length === 0) items = merged.filter((i) => i.At === cut);
  }
  const open = await ctx.tx
    .select(activityColumns)
    .from(crmActivities)
    .where(
      and(
        eq(crmActivities.companyId, companyId),
        isNull(crmActivities.doneAt),
        ne(crmActivities.nextAction, ''),
      ),
    )
    .orderBy(asc(crmActivities.nextDueAt), asc(crmActivities.id))
    .limit(50);
  return {
    Company: company,
    Items: items,
    Next: next,
    Open: open.map((r) => toItem(r.activity, r.owner, mayChange(r.activity))),
  };
}

async function itemOf(
  ctx: ServiceContext,
  id: number,
  mayChange: (row: ActivityRow) => boolean,
): Promise<TimelineItem> {
  const [row] = await ctx.tx.select(activityColumns).from(crmActivities).where(eq(crmActivities.id, id));
  if (!row) throw new AppError('ERROR_ACTIVITY_NOT_FOUND');
  return toItem(row.activity, row.owner, mayChange(row.activity));
}

export async function listCrmOwners(ctx: ServiceContext) {
  const grant = await crmPermission(ctx, 'list');
  return (await crmOwners(ctx)).map((o) => ({
    Id: o.id,
    Name: o.name,
    Me: o.id === grant.userId,
  }));
}

export async function saveActivity(
  ctx: ServiceContext,
  input: z.output<typeof ActivityInput>,
): Promise<TimelineItem> {
  const grant = await crmPermission(ctx, input.Id > 0 ? 'update' : 'create');
  const mayChange = await changeRule(ctx, grant.userId);
  const nextOwnerId = input.NextAction ? (input.NextOwnerId ?? grant.userId) : null;
  if (nextOwnerId && !(await crmOwners(ctx)).some((o) => o.id === nextOwnerId))
    throw new AppError('ERROR_BAD_REQUEST', undefined, [{ path: 'NextOwnerId', key: 'ERROR_BAD_REQUEST' }]);
  if (!(await findCompanyRef(ctx.tx, input.CompanyId))) throw new AppError('ERROR_NOT_FOUND');
  const author = await findPersonName(ctx.tx, grant.userId);
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const values = {
      companyId: input.CompanyId,
      kind: input.Kind,
      subject: input.Subject,
      body: input.Body,
      outcome: input.Outcome,
      occurredAt: input.At ? new Date(input.At) : now,
      nextAction: input.NextAction,
      nextDueAt: input.NextAction && input.NextDueAt ? new Date(input.NextDueAt) : null,
      nextOwnerId,
      updatedAt: now,
    };
    if (input.Id > 0) {
      const [before] = await tx
        .select()
        .from(crmActivities)
        .where(eq(crmActivities.id, input.Id))
        .for('update');
      if (!before || !mayChange(before)) throw new AppError('ERROR_ACTIVITY_NOT_FOUND');
      const [row] = await tx
        .update(crmActivities)
        .set(values)
        .where(eq(crmActivities.id, before.id))
        .returning();
      if (!row) throw new AppError('ERROR_ACTIVITY_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: String(row.id),
        action: 'update',
        before: record(before),
        after: record(row),
      });
      return row.id;
    }
    const [row] = await tx
      .insert(crmActivities)
      .values({
        ...values,
        authorId: grant.userId,
        authorName: author ?? grant.userName,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('activity not inserted');
    audit({
      resource: RESOURCE,
      objectId: String(row.id),
      action: 'create',
      before: null,
      after: record(row),
    });
    return row.id;
  });
  return itemOf(ctx, id, mayChange);
}

/** Marks the next action done: its author, its owner, or anyone for an `all` grant. */
export async function completeActivity(ctx: ServiceContext, id: number): Promise<TimelineItem> {
  const grant = await crmPermission(ctx, 'create');
  const mayChange = await changeRule(ctx, grant.userId);
  const mayComplete = (row: ActivityRow) => mayChange(row) || row.nextOwnerId === grant.userId;
  await auditedTransaction(ctx, async (tx, audit) => {
    const [before] = await tx.select().from(crmActivities).where(eq(crmActivities.id, id)).for('update');
    if (!before || !mayComplete(before)) throw new AppError('ERROR_ACTIVITY_NOT_FOUND');
    if (before.doneAt) return;
    const [row] = await tx
      .update(crmActivities)
      .set({ doneAt: ctx.clock.now() })
      .where(eq(crmActivities.id, id))
      .returning();
    if (row)
      audit({
        resource: RESOURCE,
        objectId: String(id),
        action: 'update',
        before: record(before),
        after: record(row),
      });
  });
  return itemOf(ctx, id, mayChange);
}

export async function deleteActivity(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  const grant = await crmPermission(ctx, 'delete');
  const scope = grant.scope;
  await auditedTransaction(ctx, async (tx, audit) => {
    const [before] = await tx.select().from(crmActivities).where(eq(crmActivities.id, id)).for('update');
    if (!before || (scope !== 'all' && before.authorId !== grant.userId))
      throw new AppError('ERROR_ACTIVITY_NOT_FOUND');
    await tx.delete(crmActivities).where(eq(crmActivities.id, id));
    audit({
      resource: RESOURCE,
      objectId: String(id),
      action: 'delete',
      before: record(before),
      after: null,
    });
  });
  return { Deleted: true };
}

/** The next actions the operators own that fall due in [from, to): the calendar's (reservations). */
export async function dueActivitiesOf(
  ctx: ServiceContext,
  query: { ownerIds: string[]; from: Date; to: Date },
): Promise<DueActivity[]> {
  if (query.ownerIds.length === 0) return [];
  const rows = await findDueForOwners(ctx.tx, query);
  return rows.map(({ activity: a, owner, company }) => ({
    Id: a.id,
    CompanyId: a.companyId,
    Company: company,
    Action: a.nextAction,
    DueAt: a.nextDueAt?.toISOString() ?? '',
    Owner: { Id: a.nextOwnerId ?? '', Name: owner ?? '' },
  }));
}

/**
 * The spec's `getactivities`: the activity types, and the caller's upcoming ones for the next 30
 * days — a customer's appointments (a company admin's: the company's); an operator's appointments
 * and the next actions they own (overdue ones too: still to do).
 */
export async function getActivities(ctx: ServiceContext) {
  const { actor, tx, clock } = signedIn(ctx);
  const now = clock.now();
  const until = new Date(now.getTime() + UPCOMING_DAYS * DAY_MS);
  const staff = actor.kind === 'staff';
  const booked = await findUpcomingAppointments(tx, {
    from: now,
    to: until,
    ...(staff
      ? { operatorId: actor.userId }
      : { companyId: actor.companyId, ...(actor.role === 'company_admin' ? {} : { userId: actor.userId }) }),
  });
  const activities: UpcomingActivity[] = booked.map((a) => ({
    Id: `appointment:${a.id}`,
    Type: 'appointment',
    Title: a.service,
    Start: a.start.toISOString(),
    End: a.end.toISOString(),
    Company: a.company,
    Link: staff ? `/backoffice/reservations?open=${a.id}` : `/reservations?appointment=${a.id}`,
  }));
  if (staff) {
    const due = await findDueOfOwner(tx, actor.userId, until);
    for (const { activity: a, company } of due)
      activities.push({
        Id: `${a.kind}:${a.id}`,
        Type: a.kind,
        Title: a.nextAction,
        Start: a.nextDueAt?.toISOString() ?? '',
        End: null,
        Company: company,
        Link: `/backoffice/companies/${a.companyId}`,
      });
    activities.sort((a, b) => a.Start.localeCompare(b.Start));
  }
  return { Types: TIMELINE_KINDS.map((Id) => ({ Id })), Activities: activities };
}
