import type { listPlans } from '@sportello/contracts/backoffice/support-plans.contract';
import { SUPPORT_PLANS_ROUTES } from '@sportello/contracts/backoffice/support-plans.routes';
import type {
  CapabilityFilter,
  CapabilityRuleInput,
  deleteCapabilityRule,
  listCapabilityRules,
  saveCapabilityRule,
} from '@sportello/contracts/capabilities/capabilities.contract';
import { CAPABILITIES_ROUTES } from '@sportello/contracts/capabilities/capabilities.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const CAPABILITIES_KEY = ['backoffice', 'capabilities'] as const;

export const capabilityRulesQuery = (filter: CapabilityFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...CAPABILITIES_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listCapabilityRules>(CAPABILITIES_ROUTES.listCapabilityRules, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/** The support plans a rule may aim at (the whole back office reads them). */
export const planOptionsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...CAPABILITIES_KEY, 'plans'],
  queryFn: ({ signal }) => apiRequest<typeof listPlans>(SUPPORT_PLANS_ROUTES.listPlans, { signal }),
});

export const saveCapabilityRuleCall = (body: CapabilityRuleInput) =>
  apiRequest<typeof saveCapabilityRule>(CAPABILITIES_ROUTES.saveCapabilityRule, { body });

export const deleteCapabilityRuleCall = (id: number) =>
  apiRequest<typeof deleteCapabilityRule>(CAPABILITIES_ROUTES.deleteCapabilityRule, { params: { Id: id } });
