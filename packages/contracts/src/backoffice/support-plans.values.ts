// Plain data of support-plans.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const SUBSCRIPTION_SORT_FIELDS = ['EndsOn', 'StartsOn', 'Company'] as const;
/** Where a subscription stands today: running, not yet started, or over. */
export const SUBSCRIPTION_STATUSES = ['active', 'upcoming', 'expired'] as const;
/** A service target of at most a year of business minutes. */
export const MAX_TARGET_MINUTES = 525_600;

/**
 * The helpdesk's support plans and subscriptions (decision 036): the whole back office reads them
 * (an operator tells a customer their plan); changing them is the admins'.
 */
export const PLANS_ACCESS = defineResourceAccess('plans', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
