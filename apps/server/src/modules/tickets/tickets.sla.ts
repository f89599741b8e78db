import type { ServiceContext } from '../../core/context';
import { addBusinessMinutes } from '../business-calendar/business-calendar';
import { loadBusinessCalendar } from '../business-calendar/business-calendar.service';
import { coverageOf, defaultPlan } from '../support-plans/support-plans.service';

/** What a new ticket is given when it is opened: its plan, its priority and its due times. */
export interface ServiceTargets {
  planId: number | null;
  premium: boolean;
  firstResponseDueAt: Date | null;
  resolutionDueAt: Date | null;
}

/**
 * The service targets of a ticket opened at `openedAt` (decision 036): the plan covering its
 * requester (their own subscription, their company's, else the default plan; nobody's for a public
 * request), counted in business minutes of the business calendar. A subscriber to a premium plan
 * goes first in the queue.
 */
export async function serviceTargets(
  ctx: ServiceContext,
  requester: { userId: string; companyId: number } | undefined,
  openedAt: Date,
): Promise<ServiceTargets> {
  const coverage = requester
    ? await coverageOf(ctx, requester.userId, requester.companyId)
    : { plan: await defaultPlan(ctx), subscriber: false };
  const plan = coverage.plan;
  if (!plan) return { planId: null, premium: false, firstResponseDueAt: null, resolutionDueAt: null };
  const calendar = await loadBusinessCalendar(ctx);
  return {
    planId: plan.id,
    premium: coverage.subscriber && plan.premium,
    firstResponseDueAt: addBusinessMinutes(calendar, openedAt, plan.firstResponseMinutes) ?? null,
    resolutionDueAt: addBusinessMinutes(calendar, openedAt, plan.resolutionMinutes) ?? null,
  };
}
