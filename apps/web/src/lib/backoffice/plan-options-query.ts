import type { listPlans } from '@sportello/contracts/backoffice/support-plans.contract';
import { SUPPORT_PLANS_ROUTES } from '@sportello/contracts/backoffice/support-plans.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { PER_USER } from '../per-user-query';

/**
 * Every support plan: the choices of the plan pickers of the areas that aim at customers by plan
 * (the whole back office reads the plans). Under the support plans' query key, so that a plan saved
 * on its page refreshes every picker.
 */
export const planOptionsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'support-plans', 'options'],
  queryFn: ({ signal }) => apiRequest<typeof listPlans>(SUPPORT_PLANS_ROUTES.listPlans, { signal }),
  staleTime: 30_000,
});
