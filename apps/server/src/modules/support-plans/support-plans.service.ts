import type {
  Plan,
  PlanInput,
  Subscription,
  SubscriptionInput,
} from '@sportello/contracts/backoffice/support-plans.contract';
import { addDays } from '@sportello/contracts/common/days';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { MyPlan } from '@sportello/contracts/support-plans/support-plans.contract';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { portalToday } from '../../core/clock';
import { type ServiceContext, signedIn } from '../../core/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/database';
import { getUserById } from '../users/users.service';
import { plansPermission } from './support-plans.policy';
import {
  companyExists,
  deletePlanRow,
  deleteSubscriptionRow,
  findCoveringSubscriptions,
  findPlan,
  findPlanByCode,
  findPlans,
  findSubscription,
  findSubscriptionsPage,
  insertPlan,
  insertSubscription,
  lockRunningCompanySubscriptions,
  type PlanRow,
  type SubscriptionFilterValue,
  type SubscriptionListRow,
  updatePlan,
  updateSubscription,
} from './support-plans.repository';

/**
 * Support plans and subscriptions (decision 036). The back office manages them (resource `plans`);
 * the helpdesk asks which plan covers a person when they open a ticket, and the support area shows a
 * customer their own.
 */

const RESOURCE = 'plans';
/** The plan of whoever no subscription covers. */
export const DEFAULT_PLAN_CODE = 'standard';
/** Subscriptions run on the portal's days (the vendor's). */
const today = (ctx: ServiceContext) => portalToday(ctx.clock);

const toPlan = (row: PlanRow, active: number): Plan => ({
  Id: row.id,
  Code: row.code,
  Name: row.name,
  FirstResponseMinutes: row.firstResponseMinutes,
  ResolutionMinutes: row.resolutionMinutes,
  Premium: row.premium,
  ActiveSubscriptions: active,
});

const planAudit = (row: PlanRow) => ({
  Code: row.code,
  Name: row.name,
  FirstResponseMinutes: row.firstResponseMinutes,
  ResolutionMinutes: row.resolutionMinutes,
  Premium: row.premium,
});

export async function listPlans(ctx: ServiceContext): Promise<Plan[]> {
  await plansPermission(ctx, 'list');
  return (await findPlans(ctx.tx, today(ctx))).map((r) => toPlan(r.plan, r.active));
}

export async function savePlan(ctx: ServiceContext, input: z.output<typeof PlanInput>): Promise<Plan> {
  const creating = input.Id < 1;
  await plansPermission(ctx, creating ? 'create' : 'update');
  const codeTaken = () =>
    new AppError('ERROR_PLAN_CODE_EXISTS', undefined, [{ path: 'Code', key: 'ERROR_PLAN_CODE_EXISTS' }]);
  const values = {
    code: input.Code,
    name: input.Name,
    firstResponseMinutes: input.FirstResponseMinutes,
    resolutionMinutes: input.ResolutionMinutes,
    premium: input.Premium,
  };
  try {
    const saved = await auditedTransaction(ctx, async (tx, audit) => {
      const other = await findPlanByCode(tx, input.Code);
      if (other && other.id !== input.Id) throw codeTaken();
      if (creating) {
        const row = await insertPlan(tx, values);
        audit({
          resource: RESOURCE,
          objectId: row.id,
          action: 'create',
          before: null,
          after: planAudit(row),
        });
        return row;
      }
      const before = await findPlan(tx, input.Id);
      if (!before) throw new AppError('ERROR_NOT_FOUND');
      const row = await updatePlan(tx, input.Id, { ...values, updatedAt: ctx.clock.now() });
      if (!row) throw new AppError('ERROR_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: planAudit(before),
        after: planAudit(row),
      });
      return row;
    });
    const active = (await findPlans(ctx.tx, today(ctx))).find((r) => r.plan.id === saved.id)?.active ?? 0;
    return toPlan(saved, active);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** A plan nobody subscribes to and no ticket was given can go; the others stay, for their history. */
export async function deletePlan(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await plansPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await findPlan(tx, id);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    if (before.code === DEFAULT_PLAN_CODE) throw new AppError('ERROR_PLAN_IN_USE');
    // A subscription or a ticket that names the plan keeps it (their foreign keys refuse the delete,
    // and the whole transaction is undone): the plans area need not read the helpdesk's tickets.
    await deletePlanRow(tx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new AppError('ERROR_PLAN_IN_USE') : error;
    });
    audit({ resource: RESOURCE, objectId: id, action: 'delete', before: planAudit(before), after: null });
    return { Deleted: true };
  });
}

function statusOf(row: SubscriptionListRow['subscription'], day: string): Subscription['Status'] {
  if (row.startsOn > day) return 'upcoming';
  return row.endsOn < day ? 'expired' : 'active';
}

function toSubscription(row: SubscriptionListRow, day: string): Subscription {
  return {
    Id: row.subscription.id,
    Plan: { Id: row.plan.id, Name: row.plan.name, Premium: row.plan.premium },
    Company: { Id: row.company.id, VatCode: row.company.vatCode, Name: row.company.name },
    User: row.user
      ? {
          Id: row.user.id,
          Name: `${row.user.firstName} ${row.user.lastName}`.trim(),
          Email: row.user.email,
        }
      : null,
    StartsOn: row.subscription.startsOn,
    EndsOn: row.subscription.endsOn,
    Status: statusOf(row.subscription, day),
    Note: row.subscription.note,
  };
}

const subscriptionAudit = (row: SubscriptionListRow['subscription']) => ({
  PlanId: row.planId,
  CompanyId: row.companyId,
  UserId: row.userId,
  StartsOn: row.startsOn,
  EndsOn: row.endsOn,
  Note: row.note,
});

export async function listSubscriptions(ctx: ServiceContext, filter: SubscriptionFilterValue) {
  await plansPermission(ctx, 'list');
  const day = today(ctx);
  const { total, rows } = await findSubscriptionsPage(ctx.tx, filter, day);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toSubscription(r, day)),
  };
}

/** A subscription's plan must exist, and its user, when given, must be one of its company's people. */
export async function saveSubscription(
  ctx: ServiceContext,
  input: z.output<typeof SubscriptionInput>,
): Promise<Subscription> {
  const creating = input.Id < 1;
  await plansPermission(ctx, creating ? 'create' : 'update');
  const missing = (path: 'PlanId' | 'CompanyId') =>
    new AppError('ERROR_NOT_FOUND', undefined, [{ path, key: 'ERROR_NOT_FOUND' }]);
  if (!(await findPlan(ctx.tx, input.PlanId))) throw missing('PlanId');
  if (!(await companyExists(ctx.tx, input.CompanyId))) throw missing('CompanyId');
  if (input.UserId) {
    const user = await getUserById(ctx, input.UserId);
    if (user?.companyId !== input.CompanyId)
      throw new AppError('ERROR_SUBSCRIPTION_USER', undefined, [
        { path: 'UserId', key: 'ERROR_SUBSCRIPTION_USER' },
      ]);
  }
  const values = {
    planId: input.PlanId,
    companyId: input.CompanyId,
    userId: input.UserId,
    startsOn: input.StartsOn,
    endsOn: input.EndsOn,
    note: input.Note,
  };
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    if (creating) {
      const row = await insertSubscription(tx, values);
      audit({
        resource: RESOURCE,
        objectId: `subscription:${row.id}`,
        action: 'create',
        before: null,
        after: subscriptionAudit(row),
      });
      return row.id;
    }
    const before = await findSubscription(tx, input.Id);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    const row = await updateSubscription(tx, input.Id, { ...values, updatedAt: ctx.clock.now() });
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    audit({
      resource: RESOURCE,
      objectId: `subscription:${row.id}`,
      action: 'update',
      before: subscriptionAudit(before.subscription),
      after: subscriptionAudit(row),
    });
    return row.id;
  });
  const saved = await findSubscription(ctx.tx, id);
  if (!saved) throw new AppError('ERROR_NOT_FOUND');
  return toSubscription(saved, today(ctx));
}

export async function deleteSubscription(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await plansPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await findSubscription(tx, id);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    await deleteSubscriptionRow(tx, id);
    audit({
      resource: RESOURCE,
      objectId: `subscription:${id}`,
      action: 'delete',
      before: subscriptionAudit(before.subscription),
      after: null,
    });
    return { Deleted: true };
  });
}

export interface Coverage {
  plan: PlanRow | undefined;
  /** Spec §6: a running subscription's UserId is the person's. */
  subscriber: boolean;
  endsOn: string | null;
}

/**
 * The plan that covers a person today: their own subscription's (which makes them a subscriber),
 * else their company's, else the default plan; premium before standard when several run.
 */
export async function coverageOf(ctx: ServiceContext, userId: string, companyId: number): Promise<Coverage> {
  const covering = await findCoveringSubscriptions(ctx.tx, userId, companyId, today(ctx));
  const own = covering.find((c) => c.subscription.userId === userId);
  const chosen = own ?? covering[0];
  if (chosen) return { plan: chosen.plan, subscriber: Boolean(own), endsOn: chosen.subscription.endsOn };
  return { plan: await defaultPlan(ctx), subscriber: false, endsOn: null };
}

/** The plan of whoever no subscription covers; none when the back office removed it. */
export function defaultPlan(ctx: ServiceContext): Promise<PlanRow | undefined> {
  return findPlanByCode(ctx.tx, DEFAULT_PLAN_CODE);
}

/** The support area's "your plan". */
export async function getMyPlan(context: ServiceContext): Promise<MyPlan> {
  const ctx = signedIn(context);
  const { plan, subscriber, endsOn } = await coverageOf(ctx, ctx.actor.userId, ctx.actor.companyId);
  return {
    Name: plan?.name ?? '',
    Premium: plan?.premium ?? false,
    Subscriber: subscriber,
    EndsOn: endsOn,
    FirstResponseMinutes: plan?.firstResponseMinutes ?? 0,
    ResolutionMinutes: plan?.resolutionMinutes ?? 0,
  };
}

/** How long a sold subscription runs at a time (decision 086). */
export type SubscriptionPeriod = 'month' | 'year';

/** The day a period after `day`: the same day of the month, or the month's last when it has none. */
export function addPeriod(day: string, period: SubscriptionPeriod): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const months = year * 12 + (month - 1) + (period === 'year' ? 12 : 1);
  const lastDate = new Date(Date.UTC(Math.floor(months / 12), (months % 12) + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(months / 12), 4)}-${pad((months % 12) + 1)}-${pad(Math.min(date, lastDate))}`;
}

/**
 * A paid service's approval (decision 086): the company's subscription to the plan running today
 * (its own before a person's) lasts one period more from its end; with none running, a subscription
 * of the company's starts today for one period. Who may is the caller's decision (the paid services'
 * `pay-requests` permission): no `plans` permission is asked here. Audited under `plans`.
 */
export async function extendCompanySubscription(
  ctx: ServiceContext,
  input: { companyId: number; planId: number; period: SubscriptionPeriod; note: string },
): Promise<{ id: number; endsOn: string }> {
  const day = today(ctx);
  return auditedTransaction(ctx, async (tx, audit) => {
    const [running] = await lockRunningCompanySubscriptions(tx, input.companyId, input.planId, day);
    if (running) {
      // The period follows the last day covered: a month from 31/01 ends on 28/02, not 03/03.
      const endsOn = addDays(addPeriod(addDays(running.endsOn, 1), input.period), -1);
      const row = await updateSubscription(tx, running.id, { endsOn, updatedAt: ctx.clock.now() });
      if (!row) throw new AppError('ERROR_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: `subscription:${row.id}`,
        action: 'update',
        before: subscriptionAudit(running),
        after: subscriptionAudit(row),
      });
      return { id: row.id, endsOn: row.endsOn };
    }
    const row = await insertSubscription(tx, {
      planId: input.planId,
      companyId: input.companyId,
      userId: null,
      startsOn: day,
      endsOn: addDays(addPeriod(day, input.period), -1),
      note: input.note,
    });
    audit({
      resource: RESOURCE,
      objectId: `subscription:${row.id}`,
      action: 'create',
      before: null,
      after: subscriptionAudit(row),
    });
    return { id: row.id, endsOn: row.endsOn };
  });
}
