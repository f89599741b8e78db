import { z } from 'zod';
import { defineRoute } from '../common/route';
import { MY_PLAN_ROUTES } from './support-plans.routes';

/** A customer's own support plan (decision 036), shown in the support area. */
export const MyPlan = z
  .object({
    /** The plan the caller's new tickets get: their own subscription's, else their company's, else the default. */
    Name: z.string(),
    Premium: z.boolean(),
    /** Spec §6: a subscription exists whose UserId is the caller's. */
    Subscriber: z.boolean(),
    /** The last day of the subscription that gives the plan; null for the default plan. */
    EndsOn: z.string().nullable(),
    FirstResponseMinutes: z.number().int(),
    ResolutionMinutes: z.number().int(),
  })
  .meta({ id: 'MyPlan' });
export type MyPlan = z.infer<typeof MyPlan>;

export const getMyPlan = defineRoute({
  ...MY_PLAN_ROUTES.getMyPlan,
  summary: "The caller's support plan, whether they are a subscriber, and until when",
  response: MyPlan,
});
