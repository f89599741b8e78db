import type { ServiceContext } from '../../core/context';
import { addBusinessMinutes, businessMinutesBetween } from '../business-calendar/business-calendar';
import { loadBusinessCalendar } from '../business-calendar/business-calendar.service';
import { coverageOf, defaultPlan } from '../support-plans/support-plans.service';
import type { TicketProgress, TicketRow } from './tickets.repository';

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

/**
 * The service targets stop while a ticket waits for its customer (decision 036): entering `waiting`
 * records since when; leaving it moves the due times still to meet on by the business minutes
 * waited. `progress` is what the ticket's rules decided (ticket-lifecycle.ts); this adds the clock.
 */
export async function withTargetsPaused(
  ctx: ServiceContext,
  ticket: Pick<
    TicketRow,
    'state' | 'waitingSince' | 'firstRespondedAt' | 'firstResponseDueAt' | 'resolutionDueAt'
  >,
  progress: TicketProgress,
  now: Date,
): Promise<TicketProgress> {
  const next = progress.state ?? ticket.state;
  if (next === ticket.state) return progress;
  if (next === 'waiting') return { ...progress, waitingSince: now };
  if (ticket.state !== 'waiting' || !ticket.waitingSince) return progress;
  const calendar = await loadBusinessCalendar(ctx);
  const waited = businessMinutesBetween(calendar, ticket.waitingSince, now);
  const later = (due: Date | null) => (due ? (addBusinessMinutes(calendar, due, waited) ?? due) : due);
  return {
    ...progress,
    waitingSince: null,
    ...(ticket.firstRespondedAt ? {} : { firstResponseDueAt: later(ticket.firstResponseDueAt) }),
    resolutionDueAt: later(ticket.resolutionDueAt),
  };
}
