import type {
  deletePlan,
  deleteSubscription,
  listPlans,
  listSubscriptions,
  PlanInput,
  SubscriptionFilter,
  SubscriptionInput,
  savePlan,
  saveSubscription,
} from '@sportello/contracts/backoffice/support-plans.contract';
import { SUPPORT_PLANS_ROUTES } from '@sportello/contracts/backoffice/support-plans.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Plans and subscriptions together: a subscription saved changes a plan's count of active ones. */
export const SUPPORT_PLANS_KEY = ['backoffice', 'support-plans'] as const;

export const plansQuery = queryOptions({
  ...PER_USER,
  queryKey: [...SUPPORT_PLANS_KEY, 'plans'],
  queryFn: ({ signal }) => apiRequest<typeof listPlans>(SUPPORT_PLANS_ROUTES.listPlans, { signal }),
});

export const savePlanCall = (body: PlanInput) =>
  apiRequest<typeof savePlan>(SUPPORT_PLANS_ROUTES.savePlan, { body });

export const deletePlanCall = (id: number) =>
  apiRequest<typeof deletePlan>(SUPPORT_PLANS_ROUTES.deletePlan, { params: { Id: id } });

export const subscriptionsQuery = (filter: SubscriptionFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...SUPPORT_PLANS_KEY, 'subscriptions', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listSubscriptions>(SUPPORT_PLANS_ROUTES.listSubscriptions, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const saveSubscriptionCall = (body: SubscriptionInput) =>
  apiRequest<typeof saveSubscription>(SUPPORT_PLANS_ROUTES.saveSubscription, { body });

export const deleteSubscriptionCall = (id: number) =>
  apiRequest<typeof deleteSubscription>(SUPPORT_PLANS_ROUTES.deleteSubscription, { params: { Id: id } });
