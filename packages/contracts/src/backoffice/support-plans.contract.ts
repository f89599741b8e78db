import { z } from 'zod';
import { int4, int4Id, wireDate } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { SUPPORT_PLANS_ROUTES } from './support-plans.routes';
import { MAX_TARGET_MINUTES, SUBSCRIPTION_SORT_FIELDS, SUBSCRIPTION_STATUSES } from './support-plans.values';

/**
 * Support plans and subscriptions (decision 036). A plan gives a ticket its service targets, in
 * business minutes; a premium plan makes its user subscribers (spec §6) premium: chat, call-back,
 * queue priority. A subscription belongs to a company and, optionally, to one of its users.
 */

const minutes = z
  .number({ error: 'ERROR_FIELD_REQUIRED' })
  .int('ERROR_NUMBER_OUT_OF_RANGE')
  .min(1, 'ERROR_NUMBER_OUT_OF_RANGE')
  .max(MAX_TARGET_MINUTES, 'ERROR_NUMBER_OUT_OF_RANGE');

export const PlanInput = z
  .object({
    Id: int4.default(0),
    Code: z
      .string()
      .trim()
      .min(1, 'ERROR_FIELD_REQUIRED')
      .max(32, 'ERROR_FIELD_TOO_LONG')
      .regex(/^[a-z0-9_-]+$/i, 'ERROR_SPECIAL_CHARS')
      .transform((v) => v.toLowerCase()),
    Name: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(80, 'ERROR_FIELD_TOO_LONG'),
    FirstResponseMinutes: minutes,
    ResolutionMinutes: minutes,
    Premium: z.boolean().default(false),
  })
  .refine((p) => p.ResolutionMinutes >= p.FirstResponseMinutes, {
    message: 'ERROR_NUMBER_OUT_OF_RANGE',
    path: ['ResolutionMinutes'],
  });
export type PlanInput = z.input<typeof PlanInput>;

export const Plan = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    FirstResponseMinutes: z.number().int(),
    ResolutionMinutes: z.number().int(),
    Premium: z.boolean(),
    /** Subscriptions running today. */
    ActiveSubscriptions: z.number().int(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

export const listPlans = defineRoute({
  ...SUPPORT_PLANS_ROUTES.listPlans,
  summary: 'Back office: the support plans with their targets',
  response: z.array(Plan),
});

export const savePlan = defineRoute({
  ...SUPPORT_PLANS_ROUTES.savePlan,
  summary: 'Back office: create (Id < 1) or update a support plan (audited)',
  body: PlanInput,
  response: Plan,
});

export const deletePlan = defineRoute({
  ...SUPPORT_PLANS_ROUTES.deletePlan,
  summary: 'Back office: delete a plan nobody subscribes to and no ticket used (audited)',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

export const SubscriptionInput = z
  .object({
    Id: int4.default(0),
    PlanId: int4Id,
    CompanyId: int4Id,
    /** One of the company's users, who becomes a subscriber; null: the company's tickets only. */
    UserId: z.uuid({ error: 'ERROR_SUBSCRIPTION_USER' }).nullable().default(null),
    StartsOn: wireDate,
    EndsOn: wireDate,
    Note: z.string().trim().max(500, 'ERROR_FIELD_TOO_LONG').default(''),
  })
  .refine((s) => s.EndsOn >= s.StartsOn, { message: 'ERROR_DATE_RANGE_END_BEFORE_START', path: ['EndsOn'] });
export type SubscriptionInput = z.input<typeof SubscriptionInput>;

export const Subscription = z
  .object({
    Id: z.number().int(),
    Plan: z.object({ Id: z.number().int(), Name: z.string(), Premium: z.boolean() }),
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    User: z.object({ Id: z.string(), Name: z.string(), Email: z.string() }).nullable(),
    StartsOn: z.string(),
    EndsOn: z.string(),
    Status: z.enum(SUBSCRIPTION_STATUSES),
    Note: z.string(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionFilter = sortedPageFilter(SUBSCRIPTION_SORT_FIELDS, 'EndsOn').extend({
  /** Company name words, VAT code prefix, or the user's name or e-mail. */
  Text: z.string().trim().max(100).optional(),
  PlanId: int4Id.optional(),
  CompanyId: int4Id.optional(),
  Status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type SubscriptionFilter = z.input<typeof SubscriptionFilter>;

export const listSubscriptions = defineRoute({
  ...SUPPORT_PLANS_ROUTES.listSubscriptions,
  summary: 'Back office: subscriptions searched, filtered, sorted and paged',
  params: z.object({ filter: encodedFilter(SubscriptionFilter) }),
  response: pageOf(Subscription),
});

export const saveSubscription = defineRoute({
  ...SUPPORT_PLANS_ROUTES.saveSubscription,
  summary: 'Back office: create (Id < 1), renew or change a subscription (audited)',
  body: SubscriptionInput,
  response: Subscription,
});

export const deleteSubscription = defineRoute({
  ...SUPPORT_PLANS_ROUTES.deleteSubscription,
  summary: 'Back office: delete a subscription (audited)',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});
